import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import { msg } from './messages.js';
import { FAQ_SLUG, faqView, findPage, listFaqs, listPages, pageSummary, pageView } from './pages-repository.js';
import { SlugParams, SlugQuery } from './schemas.js';

// Public static pages (docs/product/api.md): the listing with a title per language, and one page's text by slug.
const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get-page-listing',
    { schema: { tags: ['content'], summary: 'Published static pages: slug and titles (en, fr, ar)' } },
    async (req) => {
      const rows = await listPages(app.db, req.tenantId, { publishedOnly: true });
      return {
        success: true,
        data: rows.map(pageSummary),
        message: msg('pages', languageOf(req.headers['accept-language'])),
      };
    },
  );

  async function detail(tenantId: number, slug: string, acceptLanguage: string | undefined) {
    const lang = languageOf(acceptLanguage);
    const row = await findPage(app.db, tenantId, slug, { publishedOnly: true });
    if (!row) throw httpError(404, msg('pageNotFound', lang));
    const faqs = slug === FAQ_SLUG ? (await listFaqs(app.db, tenantId, { publishedOnly: true })).map(faqView) : [];
    const { published: _published, position: _position, ...page } = pageView(row);
    return { success: true, message: msg('page', lang), data: { ...page, faqs } };
  }

  const summary =
    "One published page's titles and text in Arabic, English and French (the FAQ page carries its questions)";
  for (const path of ['/get-static-page', '/get-page-detail']) {
    app.get(path, { schema: { tags: ['content'], summary, querystring: SlugQuery } }, (req) =>
      detail(req.tenantId, req.query.slug, req.headers['accept-language']),
    );
    app.get(`${path}/:slug`, { schema: { tags: ['content'], summary, params: SlugParams } }, (req) =>
      detail(req.tenantId, req.params.slug, req.headers['accept-language']),
    );
  }
};

export default pageRoutes;
