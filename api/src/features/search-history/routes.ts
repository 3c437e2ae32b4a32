import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { languageOf } from '../../lib/validation-messages.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { parseListingQuery } from '../saved-searches/listing-query.js';
import { savedSearchMessageAr } from '../saved-searches/messages-ar.js';
import { ListingKindSchema } from '../listing-kinds/kind-schema.js';
import { QuerySchema } from '../saved-searches/schemas.js';
import { MSG, searchHistoryMessageAr } from './messages.js';
import './search-history-table.js';
import { envelope } from '../../lib/envelope.js';
import { DateTime } from '../../lib/schema-types.js';

/** Searches remembered per member and kind; older ones are forgotten. */
export const HISTORY_KEPT = 20;
/** Searches the list answers with (both kinds together when no kind is asked for). */
export const HISTORY_SHOWN = 10;

const bearer = [{ bearer: [] }];
const tags = ['search history'];
const HistoryItem = Type.Object({
  id: Type.Integer(),
  kind: ListingKindSchema,
  query: Type.String(),
  searched_at: DateTime,
});

// A member's recent searches, for "search again" suggestions. Stored in the same canonical form as saved searches,
// so searching the same thing again moves it to the top instead of adding a copy.
const searchHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, (m) => searchHistoryMessageAr(m) ?? savedSearchMessageAr(m));

  app.post(
    '/search-history',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Remember a search the member ran (an empty search is not remembered)',
        body: Type.Object({ kind: ListingKindSchema, query: QuerySchema }),
        response: { 200: envelope(Type.Null()) },
        security: bearer,
      },
    },
    async (req) => {
      const { kind } = req.body;
      const { query } = await parseListingQuery(
        app.db,
        kind,
        req.body.query,
        languageOf(req.headers['accept-language']),
      );
      // Opening the list page with no filter is browsing, not a search worth suggesting again.
      if (query !== '') {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('search_history')
            .values({ tenant_id: req.tenantId, user_id: req.user.id, kind, query, searched_at: sql`clock_timestamp()` })
            .onConflict((oc) =>
              oc
                .columns(['tenant_id', 'user_id', 'kind', 'query'])
                .doUpdateSet({ searched_at: sql`clock_timestamp()` }),
            )
            .execute();
          const keep = trx
            .selectFrom('search_history')
            .select('id')
            .where('tenant_id', '=', req.tenantId)
            .where('user_id', '=', req.user.id)
            .where('kind', '=', kind)
            .orderBy('searched_at', 'desc')
            .orderBy('id', 'desc')
            .limit(HISTORY_KEPT);
          await trx
            .deleteFrom('search_history')
            .where('tenant_id', '=', req.tenantId)
            .where('user_id', '=', req.user.id)
            .where('kind', '=', kind)
            .where('id', 'not in', keep)
            .execute();
        });
      }
      return { success: true, message: MSG.recorded, data: null };
    },
  );

  app.get(
    '/search-history',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The member's recent searches, newest first (one kind, or both)",
        querystring: Type.Object({ kind: Type.Optional(ListingKindSchema) }),
        response: { 200: envelope(Type.Object({ items: Type.Array(HistoryItem) })) },
        security: bearer,
      },
    },
    async (req) => {
      let q = app.db
        .selectFrom('search_history')
        .select(['id', 'kind', 'query', 'searched_at'])
        .where('tenant_id', '=', req.tenantId)
        .where('user_id', '=', req.user.id);
      if (req.query.kind) q = q.where('kind', '=', req.query.kind);
      const rows = await q.orderBy('searched_at', 'desc').orderBy('id', 'desc').limit(HISTORY_SHOWN).execute();
      return {
        success: true,
        message: MSG.list,
        data: { items: rows.map((r) => ({ ...r, searched_at: new Date(r.searched_at).toISOString() })) },
      };
    },
  );

  app.post(
    '/search-history/clear',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Forget the member's recent searches (one kind, or both)",
        body: Type.Object({ kind: Type.Optional(ListingKindSchema) }),
        response: { 200: envelope(Type.Null()) },
        security: bearer,
      },
    },
    async (req) => {
      let q = app.db
        .deleteFrom('search_history')
        .where('tenant_id', '=', req.tenantId)
        .where('user_id', '=', req.user.id);
      if (req.body.kind) q = q.where('kind', '=', req.body.kind);
      await q.execute();
      return { success: true, message: MSG.cleared, data: null };
    },
  );
};

export default searchHistoryRoutes;
