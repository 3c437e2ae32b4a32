import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { httpError } from '../../lib/errors.js';
import { recordListingStat } from '../listing-stats/record-stat.js';
import { firstViewToday } from '../listing-stats/view-marks.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { closedRecently } from './in-search.js';
import { isPublic } from './lifecycle.js';
import { optionalUser } from './optional-user.js';

interface Found {
  status: string;
  owner_id: number;
  image_ids: number[];
  video_id: number | null;
  views_count: number;
}

/**
 * Whether anyone, signed in or not, may open a listing's page: an active one, or a sold or rented one whose card is
 * still in the search list (in-search.ts). Page heads (page-heads/) answer 404 for every other.
 */
export function openToAll(status: string, statusChangedAt: Date | string | null, closedDays: number): boolean {
  return isPublic(status) || closedRecently(status, statusChangedAt, closedDays);
}

/** A sold or rented listing whose card is still in the search list (in-search.ts): its page opens too. */
async function stillListed(app: FastifyInstance, kind: ListingKind, id: number, status: string): Promise<boolean> {
  if (status !== 'sold' && status !== 'rented') return false;
  const row = await (app.db as unknown as Kysely<any>)
    .selectFrom(LISTING_KINDS[kind].table)
    .select('status_changed_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined && openToAll(status, row.status_changed_at, app.config.SOLD_LISTING_SEARCH_DAYS);
}

/**
 * A listing's page as a visitor opens it, any kind: 404 unless it is active (or sold or rented in the days its card
 * stays in the search list) or the visitor owns it, and a view
 * counted for the owner's statistics once a day per visitor (an owner looking at their own listing is not a view).
 */
export async function openListing<T extends Found>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: ListingKind,
  id: number,
  load: (viewer: FastifyRequest['user'] | null) => Promise<T | null>,
): Promise<Omit<T, 'owner_id' | 'image_ids' | 'video_id'>> {
  const { table, notFound } = LISTING_KINDS[kind];
  const viewer = await optionalUser(app, req, reply);
  const found = await load(viewer);
  if (
    !found ||
    (!isPublic(found.status) && viewer?.id !== found.owner_id && !(await stillListed(app, kind, id, found.status)))
  )
    throw httpError(404, notFound);
  const { owner_id: ownerId, image_ids: _images, video_id: _video, ...view } = found;
  if (viewer?.id !== ownerId && (await firstViewToday(app, req, kind, id, viewer?.id))) {
    await (app.db as unknown as Kysely<any>)
      .updateTable(table)
      .set({ views_count: sql`views_count + 1` })
      .where('id', '=', id)
      .execute();
    await recordListingStat(app.db, req.tenantId, kind, id, 'views');
    view.views_count += 1;
  }
  return view;
}
