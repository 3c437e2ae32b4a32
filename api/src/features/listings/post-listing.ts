import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { type FieldErrors, httpError } from '../../lib/errors.js';
import { bothPrices, discounted, pricedIn } from '../listing-shared/currency.js';
import { assertCategoryAllows } from '../listing-shared/listing-category.js';
import { createOnce } from '../listing-shared/submissions.js';
import { checkDuplicate } from './duplicates.js';
import { expiryColumns } from './expiry.js';
import { type KindCategory, LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import type { ListingStatus } from './lifecycle.js';
import { LISTING_MSG } from './messages.js';
import { checkListingMedia, replaceListingImages } from './media-links.js';
import { assertLister } from './owners.js';
import { type PriceColumns, recordFirstPrice } from './price-history.js';
import { assertQuotaAllowsOneMore, quotaAsk } from './quota.js';

/** Who may post this kind: an agent or company (docs/product/roles.md) whose listing category takes it. */
async function assertMayPost(
  db: Kysely<Database>,
  req: FastifyRequest,
  category: KindCategory,
  outsideCategory: string,
): Promise<void> {
  assertLister(req);
  await assertCategoryAllows(db, req, category, outsideCategory);
}

/**
 * Posts a listing of the kind for an agent or company whose category takes it, once however often the same
 * submission is sent: its columns (`columns`, checked by the kind), its photos and video (the poster's own uploads).
 * Returns its id.
 */
export async function postListing(
  db: Kysely<Database>,
  req: FastifyRequest,
  of: { kind: ListingKind; outsideCategory: string },
  media: { images?: number[]; video_id?: number | null },
  columns: (trx: Transaction<Database>) => Promise<object> | object,
): Promise<number> {
  await assertMayPost(db, req, LISTING_KINDS[of.kind].category, of.outsideCategory);
  return createOnce(db, req, of.kind, async (trx) => insertListing(trx, of.kind, req, await columns(trx), media));
}

/**
 * Inserts a new listing of the poster's from its kind's columns (already checked), after checking its photos and
 * video are the poster's own uploads, and links its photos in order. Returns its id.
 */
async function insertListing(
  trx: Transaction<Database>,
  kind: ListingKind,
  req: FastifyRequest,
  columns: object,
  media: { images?: number[]; video_id?: number | null },
): Promise<number> {
  const owner = { tenantId: req.tenantId, userId: req.user.id };
  // A listing posted active takes a place of the poster's plan (docs/product/constants.md), and its lifetime starts; a draft or paused
  // one does not.
  const status = (columns as { status?: ListingStatus }).status ?? 'active';
  const ask = quotaAsk(req);
  if (status === 'active') await assertQuotaAllowsOneMore(trx, owner, ask);
  await checkListingMedia(trx, kind, owner, media.images, media.video_id);
  const row = await (trx as unknown as Kysely<any>)
    .insertInto(LISTING_KINDS[kind].table)
    .values({ ...columns, ...expiryColumns(null, status, {}, ask), tenant_id: owner.tenantId, owner_id: owner.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceListingImages(trx, kind, row.id, media.images ?? []);
  // The first price starts the listing's history.
  await recordFirstPrice(
    trx,
    { tenantId: owner.tenantId, kind, id: row.id },
    columns as PriceColumns,
    req.server.clock.now(),
  );
  await checkDuplicate(trx, kind, owner, row.id, columns);
  return row.id as number;
}

/** A 400 naming the one field at fault. */
export function invalidField(field: string, message: string): never {
  const errors: FieldErrors = { [field]: [message] };
  throw httpError(400, message, errors);
}

/**
 * A listing's price columns (both currencies, the discount and the prices after it; a price is required) and its
 * media columns, from what its poster sent; a missing currency is derived at `sypPerUsd` (the site's current rate).
 */
export function priceAndMediaColumns(
  input: {
    price_syp?: number | null;
    price_usd?: number | null;
    discount_percent?: number;
    images?: number[];
    video_id?: number | null;
  },
  sypPerUsd: number,
) {
  const prices = bothPrices(input, sypPerUsd);
  if (!prices) invalidField('price_syp', LISTING_MSG.priceRequired);
  const discount = input.discount_percent ?? 0;
  return {
    price_syp: prices.syp,
    price_usd: prices.usd,
    priced_in: pricedIn(input),
    discount_percent: discount,
    final_price_syp: discounted(prices.syp, discount),
    final_price_usd: discounted(prices.usd, discount),
    primary_image_id: input.images?.[0] ?? null,
    video_id: input.video_id ?? null,
  };
}
