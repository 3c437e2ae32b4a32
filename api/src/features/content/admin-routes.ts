import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import { bannerView, createBanner, deleteBanner, listBanners, updateBanner } from './banners-repository.js';
import { msg } from './messages.js';
import { checkBlocks } from './page-blocks.js';
import {
  createFaq,
  deleteFaq,
  deletePage,
  faqView,
  findPage,
  listFaqs,
  listPages,
  pageView,
  savePage,
  updateFaq,
} from './pages-repository.js';
import { recordAudit } from '../moderation/audit.js';
import { adminOnly } from './require-admin.js';
import { BannerBody, FaqBody, IdParams, PageBody, SlugParams } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['content admin'];

// Editors change pages, FAQ entries and banners here, without a deploy. Admin accounts only.
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const preHandler = adminOnly(app);
  const lang = (h: string | undefined) => languageOf(h);

  // Pages
  app.get(
    '/admin/pages',
    { preHandler, schema: { tags, summary: 'Every page, published or not', security: bearer } },
    async (req) => {
      const rows = await listPages(app.db, req.tenantId, { publishedOnly: false });
      return { success: true, message: msg('pages', lang(req.headers['accept-language'])), data: rows.map(pageView) };
    },
  );

  app.get(
    '/admin/pages/:slug',
    { preHandler, schema: { tags, summary: 'One page, published or not', params: SlugParams, security: bearer } },
    async (req) => {
      const row = await findPage(app.db, req.tenantId, req.params.slug, { publishedOnly: false });
      if (!row) throw httpError(404, msg('pageNotFound', lang(req.headers['accept-language'])));
      return { success: true, message: msg('page', lang(req.headers['accept-language'])), data: pageView(row) };
    },
  );

  app.put(
    '/admin/pages/:slug',
    {
      preHandler,
      schema: { tags, summary: 'Create or replace a page', params: SlugParams, body: PageBody, security: bearer },
    },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      const body = req.body;
      const blocks = checkBlocks(
        { ar_content: body.ar_content, en_content: body.en_content, fr_content: body.fr_content ?? [] },
        l,
      );
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await findPage(trx, req.tenantId, req.params.slug, { publishedOnly: false });
        const saved = await savePage(trx, req.tenantId, req.params.slug, {
          ...body,
          ar_content: blocks.ar_content ?? [],
          en_content: blocks.en_content ?? [],
          fr_content: blocks.fr_content ?? [],
        });
        await recordAudit(trx, req, {
          action: before ? 'page.update' : 'page.create',
          subject: { kind: 'page', id: saved.slug },
          before: before ? pageView(before) : null,
          after: pageView(saved),
        });
        return saved;
      });
      return { success: true, message: msg('pageSaved', l), data: pageView(row) };
    },
  );

  app.delete(
    '/admin/pages/:slug',
    { preHandler, schema: { tags, summary: 'Delete a page', params: SlugParams, security: bearer } },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      await app.db.transaction().execute(async (trx) => {
        const before = await findPage(trx, req.tenantId, req.params.slug, { publishedOnly: false });
        if (!before || !(await deletePage(trx, req.tenantId, req.params.slug)))
          throw httpError(404, msg('pageNotFound', l));
        await recordAudit(trx, req, {
          action: 'page.delete',
          subject: { kind: 'page', id: before.slug },
          before: pageView(before),
        });
      });
      return { success: true, message: msg('pageDeleted', l), data: null };
    },
  );

  // FAQ entries
  app.get(
    '/admin/faqs',
    { preHandler, schema: { tags, summary: 'Every FAQ entry', security: bearer } },
    async (req) => {
      const rows = await listFaqs(app.db, req.tenantId, { publishedOnly: false });
      return { success: true, message: msg('faqs', lang(req.headers['accept-language'])), data: rows.map(faqView) };
    },
  );

  app.post(
    '/admin/faqs',
    { preHandler, schema: { tags, summary: 'Add a FAQ entry', body: FaqBody, security: bearer } },
    async (req) => {
      const row = await app.db.transaction().execute(async (trx) => {
        const created = await createFaq(trx, req.tenantId, req.body);
        await recordAudit(trx, req, {
          action: 'faq.create',
          subject: { kind: 'faq', id: created.id },
          after: faqView(created),
        });
        return created;
      });
      return { success: true, message: msg('faqSaved', lang(req.headers['accept-language'])), data: faqView(row) };
    },
  );

  app.put(
    '/admin/faqs/:id',
    { preHandler, schema: { tags, summary: 'Replace a FAQ entry', params: IdParams, body: FaqBody, security: bearer } },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('faq_entries')
          .selectAll()
          .where('tenant_id', '=', req.tenantId)
          .where('id', '=', req.params.id)
          .forUpdate()
          .executeTakeFirst();
        const updated = before && (await updateFaq(trx, req.tenantId, req.params.id, req.body));
        if (!before || !updated) throw httpError(404, msg('faqNotFound', l));
        await recordAudit(trx, req, {
          action: 'faq.update',
          subject: { kind: 'faq', id: updated.id },
          before: faqView(before),
          after: faqView(updated),
        });
        return updated;
      });
      return { success: true, message: msg('faqSaved', l), data: faqView(row) };
    },
  );

  app.delete(
    '/admin/faqs/:id',
    { preHandler, schema: { tags, summary: 'Delete a FAQ entry', params: IdParams, security: bearer } },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('faq_entries')
          .selectAll()
          .where('tenant_id', '=', req.tenantId)
          .where('id', '=', req.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before || !(await deleteFaq(trx, req.tenantId, req.params.id)))
          throw httpError(404, msg('faqNotFound', l));
        await recordAudit(trx, req, {
          action: 'faq.delete',
          subject: { kind: 'faq', id: before.id },
          before: faqView(before),
        });
      });
      return { success: true, message: msg('faqDeleted', l), data: null };
    },
  );

  // Banners
  app.get(
    '/admin/banners',
    { preHandler, schema: { tags, summary: 'Every banner, active or not', security: bearer } },
    async (req) => {
      const rows = await listBanners(app.db, req.tenantId, { activeOnly: false });
      return {
        success: true,
        message: msg('banners', lang(req.headers['accept-language'])),
        data: rows.map(bannerView),
      };
    },
  );

  app.post(
    '/admin/banners',
    { preHandler, schema: { tags, summary: 'Add a banner', body: BannerBody, security: bearer } },
    async (req) => {
      const row = await app.db.transaction().execute(async (trx) => {
        const created = await createBanner(trx, req.tenantId, req.body);
        await recordAudit(trx, req, {
          action: 'banner.create',
          subject: { kind: 'banner', id: created.id },
          after: bannerView(created),
        });
        return created;
      });
      return {
        success: true,
        message: msg('bannerSaved', lang(req.headers['accept-language'])),
        data: bannerView(row),
      };
    },
  );

  app.put(
    '/admin/banners/:id',
    { preHandler, schema: { tags, summary: 'Replace a banner', params: IdParams, body: BannerBody, security: bearer } },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('banners')
          .selectAll()
          .where('tenant_id', '=', req.tenantId)
          .where('id', '=', req.params.id)
          .forUpdate()
          .executeTakeFirst();
        const updated = before && (await updateBanner(trx, req.tenantId, req.params.id, req.body));
        if (!before || !updated) throw httpError(404, msg('bannerNotFound', l));
        await recordAudit(trx, req, {
          action: 'banner.update',
          subject: { kind: 'banner', id: updated.id },
          before: bannerView(before),
          after: bannerView(updated),
        });
        return updated;
      });
      return { success: true, message: msg('bannerSaved', l), data: bannerView(row) };
    },
  );

  app.delete(
    '/admin/banners/:id',
    { preHandler, schema: { tags, summary: 'Delete a banner', params: IdParams, security: bearer } },
    async (req) => {
      const l = lang(req.headers['accept-language']);
      await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('banners')
          .selectAll()
          .where('tenant_id', '=', req.tenantId)
          .where('id', '=', req.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before || !(await deleteBanner(trx, req.tenantId, req.params.id)))
          throw httpError(404, msg('bannerNotFound', l));
        await recordAudit(trx, req, {
          action: 'banner.delete',
          subject: { kind: 'banner', id: before.id },
          before: bannerView(before),
        });
      });
      return { success: true, message: msg('bannerDeleted', l), data: null };
    },
  );

  // What visitors wrote through the contact form, newest first.
  app.get(
    '/admin/contact-messages',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Contact messages, newest first',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
        security: bearer,
      },
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
