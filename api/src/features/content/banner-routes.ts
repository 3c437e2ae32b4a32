import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { languageOf } from '../../lib/validation-messages.js';
import { bannerView, listBanners } from './banners-repository.js';
import { msg } from './messages.js';
import { LanguageQuery } from './schemas.js';

const ART_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'banner-art');
// Our own artwork, read once; nothing a user uploads is ever served from here.
const ART = new Map(
  fs
    .readdirSync(ART_DIR)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => [f, fs.readFileSync(path.join(ART_DIR, f))]),
);

// The home page's hero images, per language, and the built-in artwork the starting banners use.
const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/banner-image',
    {
      schema: {
        tags: ['content'],
        summary: 'Active home-page banners, in display order; ?lang=ar|en for one language',
        querystring: LanguageQuery,
      },
    },
    async (req) => {
      const rows = await listBanners(app.db, req.tenantId, { activeOnly: true, language: req.query.lang });
      return {
        success: true,
        message: msg('banners', languageOf(req.headers['accept-language'])),
        data: rows.map(bannerView),
      };
    },
  );

  app.get(
    '/content/banner-art/:name',
    {
      config: { tenant: false },
      schema: {
        tags: ['content'],
        summary: 'Built-in banner artwork',
        params: Type.Object({ name: Type.String({ maxLength: 100 }) }),
      },
    },
    async (req, reply) => {
      const body = ART.get(req.params.name);
      if (!body) return reply.code(404).send({ success: false, message: 'Not found.' });
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(body);
    },
  );
};

export default bannerRoutes;
