import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { fileRows, kindSummary, SITEMAP_KINDS, type SitemapKind } from './sitemap-sources.js';
import { pageEntries, sitemapIndex, URLSET_CLOSE, URLSET_OPEN } from './sitemap-xml.js';

// The site's sitemaps (sitemaps.org), served by the site server as /sitemap.xml and /sitemap-<kind>-<n>.xml: an
// index, and per kind files of at most 50,000 URLs written as the rows are read.

// A kind and a file number of at most six digits: anything else (not a number, negative, huge) is simply not found.
// The names are plain words (sitemap-sources.ts), so they go into the pattern as they are.
const FILE_NAME = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);
const XML = 'application/xml; charset=utf-8';
// Crawlers come back often; an hour keeps a burst of them off the database.
const CACHE = 'public, max-age=3600';
// The same answer for every missing file: nothing of the request is written back.
const NOT_FOUND = { success: false, message: 'Sitemap not found.' };

const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const siteUrl = app.config.PUBLIC_SITE_URL;

  app.get(
    '/sitemaps/index.xml',
    { schema: { tags: ['sitemaps'], summary: 'The sitemap index (sitemaps.org XML)' } },
    async (req, reply) => {
      const files: { url: string; updated: Date | string | null }[] = [];
      for (const kind of SITEMAP_KINDS) {
        const { files: count, updated } = await kindSummary(app.readDb, req.tenantId, kind);
        for (let n = 1; n <= count; n += 1) files.push({ url: `${siteUrl}/sitemap-${kind}-${n}.xml`, updated });
      }
      return reply.type(XML).header('cache-control', CACHE).send(sitemapIndex(files));
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags: ['sitemaps'],
        summary: 'One sitemap file, e.g. properties-1.xml (sitemaps.org XML)',
        params: Type.Object({ file: Type.String() }),
      },
    },
    async (req, reply) => {
      const match = FILE_NAME.exec(req.params.file);
      if (!match) return reply.code(404).send(NOT_FOUND);
      const batches = await fileRows(app.readDb, req.tenantId, match[1] as SitemapKind, Number(match[2]));
      if (!batches) return reply.code(404).send(NOT_FOUND);
      const body = Readable.from(
        (async function* xml() {
          yield URLSET_OPEN;
          for await (const rows of batches) yield rows.map((r) => pageEntries(siteUrl, r.path, r.updated)).join('');
          yield URLSET_CLOSE;
        })(),
      );
      return reply.type(XML).header('cache-control', CACHE).send(body);
    },
  );
};

export default sitemapRoutes;
