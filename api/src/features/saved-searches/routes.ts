import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import type { ListingKind } from '../listing-kinds/registry.js';
import { parseListingQuery } from './listing-query.js';
import { FIELD_MSG, MAX_SAVED_SEARCHES, MSG } from './messages.js';
import { savedSearchMessageAr } from './messages-ar.js';
import { savedSearchView, VIEW_COLUMNS } from './saved-search-view.js';
import './saved-searches-tables.js';
import {
  AlreadySavedQuery,
  AlreadySavedResponse,
  IdBody,
  NullResponse,
  SavedSearchListResponse,
  SavedSearchResponse,
  SaveSearchBody,
  UpdateSearchBody,
} from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['saved searches'];

/** Names are kept as typed, without the spaces around them; a name of spaces only is no name. */
async function trimName(req: FastifyRequest): Promise<void> {
  const body = req.body as { name?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.name === 'string') body.name = body.name.trim();
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';
const duplicate = () => httpError(400, FIELD_MSG.duplicate, { query: [FIELD_MSG.duplicate] });

// A member's saved searches (docs/product/api.md /save-search, /already-save, /update-search, /delete-search), each with its
// alert setting. Every route is the signed-in member's own, in their tenant.
const savedSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, savedSearchMessageAr);

  const own = (req: FastifyRequest) =>
    app.db.selectFrom('saved_searches').where('tenant_id', '=', req.tenantId).where('user_id', '=', req.user.id);

  const findOwn = async (req: FastifyRequest, id: number) => {
    const row = await own(req).select(VIEW_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw httpError(404, MSG.notFound);
    return row;
  };

  const parse = (req: FastifyRequest, kind: ListingKind, query: string) =>
    parseListingQuery(app.db, kind, query, languageOf(req.headers['accept-language']));

  app.post(
    '/save-search',
    {
      preHandler: app.authenticate,
      preValidation: trimName,
      schema: {
        tags,
        summary: 'Save a property or auto search, with email alerts (daily unless chosen otherwise)',
        body: SaveSearchBody,
        response: { 200: SavedSearchResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { name, kind, alert = 'daily' } = req.body;
      const { query } = await parse(req, kind, req.body.query);
      const existing = await own(req)
        .select('id')
        .where('kind', '=', kind)
        .where('query', '=', query)
        .executeTakeFirst();
      if (existing) throw duplicate();
      const { n } = await own(req)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_SAVED_SEARCHES) throw httpError(400, FIELD_MSG.tooMany, { name: [FIELD_MSG.tooMany] });
      try {
        const row = await app.db
          .insertInto('saved_searches')
          .values({ tenant_id: req.tenantId, user_id: req.user.id, name, kind, query, alert })
          .returning(VIEW_COLUMNS)
          .executeTakeFirstOrThrow();
        return { success: true, message: MSG.saved, data: savedSearchView(row) };
      } catch (err) {
        // The same search saved twice at once: the unique key lets one through.
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
    },
  );

  app.get(
    '/already-save',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Whether this search (kind and query string) is saved, and the saved search if so',
        querystring: AlreadySavedQuery,
        response: { 200: AlreadySavedResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { kind } = req.query;
      const { query } = await parse(req, kind, req.query.query ?? '');
      const row = await own(req)
        .select(VIEW_COLUMNS)
        .where('kind', '=', kind)
        .where('query', '=', query)
        .executeTakeFirst();
      return {
        success: true,
        message: MSG.status,
        data: { saved: Boolean(row), search: row ? savedSearchView(row) : null },
      };
    },
  );

  app.post(
    '/update-search',
    {
      preHandler: app.authenticate,
      preValidation: trimName,
      schema: {
        tags,
        summary: 'Rename a saved search, change its alerts or its criteria (own searches only)',
        body: UpdateSearchBody,
        response: { 200: SavedSearchResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { id, name, alert } = req.body;
      const current = await findOwn(req, id);
      const query =
        req.body.query === undefined ? current.query : (await parse(req, current.kind, req.body.query)).query;
      if (query !== current.query) {
        const clash = await own(req)
          .select('id')
          .where('kind', '=', current.kind)
          .where('query', '=', query)
          .where('id', '<>', id)
          .executeTakeFirst();
        if (clash) throw duplicate();
      }
      const nextAlert = alert ?? current.alert;
      // New criteria, or alerts turned back on, start from now: the member is told about listings from here on,
      // not about a backlog that matched while they were not asking.
      const restart = query !== current.query || (current.alert === 'off' && nextAlert !== 'off');
      try {
        const row = await app.db
          .updateTable('saved_searches')
          .set({
            name: name ?? current.name,
            alert: nextAlert,
            query,
            updated_at: sql`now()`,
            ...(restart && { matches_since: sql`now()` }),
          })
          .where('id', '=', id)
          .where('tenant_id', '=', req.tenantId)
          .where('user_id', '=', req.user.id)
          .returning(VIEW_COLUMNS)
          .executeTakeFirst();
        if (!row) throw httpError(404, MSG.notFound);
        return { success: true, message: MSG.updated, data: savedSearchView(row) };
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
    },
  );

  app.post(
    '/delete-search',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a saved search (own searches only)',
        body: IdBody,
        response: { 200: NullResponse },
        security: bearer,
      },
    },
    async (req) => {
      const removed = await app.db
        .deleteFrom('saved_searches')
        .where('id', '=', req.body.id)
        .where('tenant_id', '=', req.tenantId)
        .where('user_id', '=', req.user.id)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw httpError(404, MSG.notFound);
      return { success: true, message: MSG.deleted, data: null };
    },
  );

  app.get(
    '/saved-searches',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The member's saved searches, newest first",
        response: { 200: SavedSearchListResponse },
        security: bearer,
      },
    },
    async (req) => {
      const rows = await own(req).select(VIEW_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return { success: true, message: MSG.list, data: { items: rows.map(savedSearchView) } };
    },
  );
};

export default savedSearchRoutes;
