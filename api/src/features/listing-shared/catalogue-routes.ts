import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TObject, TSchema } from 'typebox';
import { httpError } from '../../lib/errors.js';

// Reference lists in a cascade (governorate → city → …, brand → class → model): the same for every visitor, so they
// may be cached, each entry with its code and both names, in the curators' order.
export const REFERENCE_CACHE = { 'cache-control': 'public, max-age=300' };
const COLUMNS = ['id', 'code', 'name_en', 'name_ar'] as const;

/** The entries of one reference table, optionally only those under one parent (`key` = the parent's id). */
export function catalogue(app: FastifyInstance, table: string, under?: { key: string; id: number }) {
  let query = (app.db as unknown as Kysely<any>).selectFrom(table).select(COLUMNS);
  if (under) query = query.where(under.key, '=', under.id);
  return query.orderBy('sort_order').orderBy('id').execute() as Promise<
    { id: number; code: string; name_en: string; name_ar: string }[]
  >;
}

/** What a route listing the children of one entry needs: its path and schemas, the two tables and its texts. */
export interface ChildListRoute {
  path: string;
  tag: string;
  summary: string;
  querystring: TObject;
  response: TSchema;
  /** The parent's table and the query field (also the children's column) that names it. */
  parent: { table: string; key: string };
  children: string;
  notFound: string;
  message: string;
}

/** GET path?key=id: the children of that parent, or 404 when there is no such parent. */
export function childListRoute(app: FastifyInstance, route: ChildListRoute) {
  const db = app.db as unknown as Kysely<any>;
  app.get<{ Querystring: Record<string, number> }>(
    route.path,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        querystring: route.querystring,
        response: { 200: route.response },
      },
    },
    async (req, reply) => {
      const parent = await db
        .selectFrom(route.parent.table)
        .select('id')
        .where('id', '=', req.query[route.parent.key])
        .executeTakeFirst();
      if (!parent) throw httpError(404, route.notFound);
      reply.headers(REFERENCE_CACHE);
      const data = await catalogue(app, route.children, { key: route.parent.key, id: parent.id as number });
      return { success: true, message: route.message, data };
    },
  );
}
