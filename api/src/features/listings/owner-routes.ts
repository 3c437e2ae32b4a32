import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Static, TObject } from 'typebox';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { assertLister, ownedListing } from './owners.js';
import { cardPageResponse, editResponse, IdBody, IdParams, IdQuery, MineQuery, OwnerCounts } from './schemas.js';

const bearer = [{ bearer: [] }];

/** What the owner routes need of a kind: its paths, nouns, texts, the edit answer and its cards. */
export interface OwnerRoutesOf<Card> {
  kind: ListingKind;
  paths: { delete: string; edit: string; mine: string };
  /** How the API document names one listing of the kind, several, and who owns it. */
  nouns: { one: string; many: string; owner: string };
  messages: { deleted: string; edit: string; mine: string };
  /** `Card` and `Detail`: the kind's card and page, which the list and the edit copy answer with. */
  schemas: { Card: TObject; Detail: TObject };
  normaliseQuery: (req: FastifyRequest) => Promise<void> | void;
  /** The listing as its edit form needs it. */
  answer(req: FastifyRequest, id: number, message: string): Promise<Static<ReturnType<typeof editResponse<TObject>>>>;
  /** The cards of these listings (any status) in the visitor's currency, by id. */
  cards(tenantId: number, ids: number[], query: Record<string, unknown>): Promise<Map<number, Card>>;
}

// An owner's own listings of any kind: the list with its counts, the edit form's copy, and deleting. Written once.
export function ownerRoutes<Card extends object>(of: OwnerRoutesOf<Card>): FastifyPluginAsyncTypebox {
  const { table } = LISTING_KINDS[of.kind];
  const fk = `${of.kind}_id`;
  const tags = [of.kind];
  const { one, many, owner } = of.nouns;
  const One = `${one[0]!.toUpperCase()}${one.slice(1)}`;

  return async (app) => {
    const db = app.db as unknown as Kysely<any>;

    const remove = async (req: FastifyRequest) => {
      assertLister(req);
      const { id } = req.body as { id: number };
      await app.db.transaction().execute(async (trx) => {
        await ownedListing(trx, of.kind, req.tenantId, req.user.id, id);
        await (trx as unknown as Kysely<any>).deleteFrom(table).where('id', '=', id).execute();
      });
      return { success: true, message: of.messages.deleted, data: { id } };
    };
    const removal = {
      preHandler: app.authenticate,
      schema: { tags, summary: `Delete ${one} (${owner} only)`, body: IdBody, security: bearer },
    };
    app.post(of.paths.delete, removal, remove);
    app.delete(of.paths.delete, removal, remove);

    const edit = async (req: FastifyRequest, id: number) => {
      await ownedListing(app.db, of.kind, req.tenantId, req.user.id, id);
      return of.answer(req, id, of.messages.edit);
    };
    const summary = `${One} as its edit form needs it (${owner} only)`;
    const response = { 200: editResponse(of.schemas.Detail) };
    app.get(
      of.paths.edit,
      { preHandler: app.authenticate, schema: { tags, summary, querystring: IdQuery, response, security: bearer } },
      (req) => edit(req, req.query.id),
    );
    app.get(
      `${of.paths.edit}/:id`,
      { preHandler: app.authenticate, schema: { tags, summary, params: IdParams, response, security: bearer } },
      (req) => edit(req, req.params.id),
    );

    app.get(
      of.paths.mine,
      {
        preHandler: app.authenticate,
        preValidation: of.normaliseQuery,
        schema: {
          tags,
          summary: `The signed-in ${owner}'s ${many} in every status, with views, contacts and saves (with \`id\`: that one, if it is theirs)`,
          querystring: MineQuery,
          response: { 200: cardPageResponse(of.schemas.Card, OwnerCounts) },
          security: bearer,
        },
      },
      async (req) => {
        const query = req.query as { page?: number; per_page?: number; id?: number };
        const p = paging(query.page, query.per_page);
        const owned = db.selectFrom(table).where('tenant_id', '=', req.tenantId).where('owner_id', '=', req.user.id);
        const mine = query.id === undefined ? owned : owned.where('id', '=', query.id);
        const [{ n }, page] = await Promise.all([
          mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          mine
            .select([
              'id',
              'contacts_count',
              'quota_paused',
              'featured_until',
              'premium_until',
              'expires_at',
              'hidden_reason',
            ])
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(p.perPage)
            .offset(p.offset)
            .execute(),
        ]);
        const ids = page.map((r) => r.id as number);
        const [cards, saves] = await Promise.all([
          of.cards(req.tenantId, ids, req.query as Record<string, unknown>),
          ids.length
            ? db
                .selectFrom(`${of.kind}_favourites`)
                .select([`${fk} as id`, (eb) => eb.fn.countAll<number>().as('c')])
                .where(fk, 'in', ids)
                .groupBy(fk)
                .execute()
            : [],
        ]);
        const savesOf = new Map(saves.map((s) => [s.id as number, Number(s.c)]));
        const items = page.flatMap((r) => {
          const card = cards.get(r.id);
          const until = (d: unknown) => (d ? new Date(d as string | Date).toISOString() : null);
          return card
            ? [
                {
                  ...card,
                  contacts_count: r.contacts_count as number,
                  favourites_count: savesOf.get(r.id) ?? 0,
                  quota_paused: r.quota_paused as boolean,
                  featured_until: until(r.featured_until),
                  premium_until: until(r.premium_until),
                  expires_at: until(r.expires_at),
                  hidden_reason: (r.hidden_reason as string | null) ?? null,
                },
              ]
            : [];
        });
        return { success: true, message: of.messages.mine, data: { items, pagination: paginationView(p, Number(n)) } };
      },
    );
  };
}
