import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { createHmac } from 'node:crypto';
import { visitorAddress } from '../../lib/visitor-address.js';
import type { ListingKind } from '../listing-kinds/registry.js';

export interface ListingViewMarksTable {
  tenant_id: number;
  kind: ListingKind;
  listing_id: number;
  day: string;
  viewer: string;
}

declare module '../../db/types.js' {
  interface Database {
    listing_view_marks: ListingViewMarksTable;
  }
}

/**
 * Who is viewing: the member, or for a guest their address and browser. Keyed with the server's secret and cut
 * short, so the table never holds an address, and a stolen copy cannot be turned back into one by trying them all.
 */
function viewerOf(app: FastifyInstance, req: FastifyRequest, userId: number | undefined): string {
  const who =
    userId !== undefined ? `member:${userId}` : `guest:${visitorAddress(req)}\n${req.headers['user-agent'] ?? ''}`;
  return createHmac('sha256', app.config.JWT_SECRET).update(who).digest('base64url').slice(0, 22);
}

/**
 * True the first time today (UTC) this viewer opens this listing: only then is it a view for the owner's counters.
 * Reloading the page, or opening it again from the list, the map or a featured strip, is the same view.
 */
export async function firstViewToday(
  app: FastifyInstance,
  req: FastifyRequest,
  kind: ListingKind,
  listingId: number,
  userId: number | undefined,
): Promise<boolean> {
  const today = sql<string>`(now() AT TIME ZONE 'UTC')::date`;
  const marked = await app.db
    .insertInto('listing_view_marks')
    .values({ tenant_id: req.tenantId, kind, listing_id: listingId, day: today, viewer: viewerOf(app, req, userId) })
    .onConflict((oc) => oc.doNothing())
    .returning('listing_id')
    .executeTakeFirst();
  if (!marked) return false;
  // Earlier days' marks of this listing are no longer needed.
  await app.db
    .deleteFrom('listing_view_marks')
    .where('tenant_id', '=', req.tenantId)
    .where('kind', '=', kind)
    .where('listing_id', '=', listingId)
    .where('day', '<', today)
    .execute();
  return true;
}
