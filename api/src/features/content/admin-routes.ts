import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import { bannerView, createBanner, deleteBanner, listBanners, updateBanner } from './banners-repository.js';
import { msg } from './messages.js';
import { checkBlocks } from './page-blocks.js';
import {
  createFaq, deleteFaq, deletePage, faqView, findPage, listFaqs, listPages, pageView, savePage, updateFaq,
} from './pages-repository.js';
import { adminOnly } from './require-admin.js';
import { BannerBody, FaqBody, IdParams, PageBody, SlugParams } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['content admin'];

// Editors change pages, FAQ entries and banners here, without a deploy. Admin accounts only.
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const preHandler = adminOnly(app);
  const lang = (h: string | undefined) => languageOf(h);

  // Pages
  app.get('/admin/pages', { preHandler, schema: { tags, summary: 'Every page, published or not', security: bearer } }, async (req) => {
    const rows = await listPages(app.db, req.tenantId, { publishedOnly: false });
    return { success: true, message: msg('pages', lang(req.headers['accept-language'])), data: rows.map(pageView) };
  });

  app.get('/admin/pages/:slug', { preHandler, schema: { tags, summary: 'One page, published or not', params: SlugParams, security: bearer } }, async (req) => {
    const row = await findPage(app.db, req.tenantId, req.params.slug, { publishedOnly: false });
    if (!row) throw httpError(404, msg('pageNotFound', lang(req.headers['accept-language'])));
    return { success: true, message: msg('page', lang(req.headers['accept-language'])), data: pageView(row) };
  });

  app.put(
    '/admin/pages/:slug',
    { preHandler, schema: { tags, summary: 'Create or replace a page', params: SlugParams, body: PageBody, security: bearer } },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      const body = req.body;
      const blocks = checkBlocks({ ar_content: body.ar_content, en_content: body.en_content, fr_content: body.fr_content ?? [] }, l);
      const row = await savePage(app.db, req.tenantId, req.params.slug, {
        ...body, ar_content: blocks.ar_content ?? [], en_content: blocks.en_content ?? [], fr_content: blocks.fr_content ?? [],
      });
      return { success: true, message: msg('pageSaved', l), data: pageView(row) };
    },
  );

  app.delete('/admin/pages/:slug', { preHandler, schema: { tags, summary: 'Delete a page', params: SlugParams, security: bearer } }, async (req) => {
    const l = lang(req.headers['accept-language']);
    if (!(await deletePage(app.db, req.tenantId, req.params.slug))) throw httpError(404, msg('pageNotFound', l));
    return { success: true, message: msg('pageDeleted', l), data: null };
  });

  // FAQ entries
  app.get('/admin/faqs', { preHandler, schema: { tags, summary: 'Every FAQ entry', security: bearer } }, async (req) => {
    const rows = await listFaqs(app.db, req.tenantId, { publishedOnly: false });
    return { success: true, message: msg('faqs', lang(req.headers['accept-language'])), data: rows.map(faqView) };
  });

  app.post('/admin/faqs', { preHandler, schema: { tags, summary: 'Add a FAQ entry', body: FaqBody, security: bearer } }, async (req) => {
    const row = await createFaq(app.db, req.tenantId, req.body);
    return { success: true, message: msg('faqSaved', lang(req.headers['accept-language'])), data: faqView(row) };
  });

  app.put(
    '/admin/faqs/:id',
    { preHandler, schema: { tags, summary: 'Replace a FAQ entry', params: IdParams, body: FaqBody, security: bearer } },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      const row = await updateFaq(app.db, req.tenantId, req.params.id, req.body);
      if (!row) throw httpError(404, msg('faqNotFound', l));
      return { success: true, message: msg('faqSaved', l), data: faqView(row) };
    },
  );

  app.delete('/admin/faqs/:id', { preHandler, schema: { tags, summary: 'Delete a FAQ entry', params: IdParams, security: bearer } }, async (req) => {
    const l = lang(req.headers['accept-language']);
    if (!(await deleteFaq(app.db, req.tenantId, req.params.id))) throw httpError(404, msg('faqNotFound', l));
    return { success: true, message: msg('faqDeleted', l), data: null };
  });

  // Banners
  app.get('/admin/banners', { preHandler, schema: { tags, summary: 'Every banner, active or not', security: bearer } }, async (req) => {
    const rows = await listBanners(app.db, req.tenantId, { activeOnly: false });
    return { success: true, message: msg('banners', lang(req.headers['accept-language'])), data: rows.map(bannerView) };
  });

  app.post('/admin/banners', { preHandler, schema: { tags, summary: 'Add a banner', body: BannerBody, security: bearer } }, async (req) => {
    const row = await createBanner(app.db, req.tenantId, req.body);
    return { success: true, message: msg('bannerSaved', lang(req.headers['accept-language'])), data: bannerView(row) };
  });

  app.put(
    '/admin/banners/:id',
    { preHandler, schema: { tags, summary: 'Replace a banner', params: IdParams, body: BannerBody, security: bearer } },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      const row = await updateBanner(app.db, req.tenantId, req.params.id, req.body);
      if (!row) throw httpError(404, msg('bannerNotFound', l));
      return { success: true, message: msg('bannerSaved', l), data: bannerView(row) };
    },
  );

  app.delete('/admin/banners/:id', { preHandler, schema: { tags, summary: 'Delete a banner', params: IdParams, security: bearer } }, async (req) => {
    const l = lang(req.headers['accept-language']);
    if (!(await deleteBanner(app.db, req.tenantId, req.params.id))) throw httpError(404, msg('bannerNotFound', l));
    return { success: true, message: msg('bannerDeleted', l), data: null };
  });

  // What visitors wrote through the contact form, newest first.
  app.get(
    '/admin/contact-messages',
    {
      preHandler,
      schema: { tags, summary: 'Contact messages, newest first', querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }), security: bearer },
    },
    async (req) => {
      const rows = await app.db
        .selectFrom('contact_messages')
        .select(['id', 'name', 'email', 'subject', 'message', 'language', 'created_at'])
        .where('tenant_id', '=', req.tenantId)
        .orderBy('id', 'desc')
        .limit(req.query.limit ?? 100)
        .execute();
      return { success: true, message: msg('contactMessages', lang(req.headers['accept-language'])), data: rows };
    },
  );
};

export default adminRoutes;
