import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { checkDuplicate, type DuplicateScope } from './duplicates.js';
import { expiryColumns } from './expiry.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import type { ListingStatus } from './lifecycle.js';
import { checkListingMedia, listingImageIds, replaceListingImages } from './media-links.js';
import { assertLister, ownedListing, type RowOf } from './owners.js';
import { type PriceColumns, recordPriceChange } from './price-history.js';
import { outdatedFairPrice } from '../listing-shared/fair-price.js';
import { assertQuotaAllowsOneMore, quotaAsk } from './quota.js';

/** What every kind's change of a listing may send besides its own fields. */
interface CommonPatch {
  price_syp?: number | null;
  price_usd?: number | null;
  images?: number[];
  video_id?: number | null;
}

/** A price sent in one currency replaces both (the other is derived), so the two never disagree. */
export const pricesSent = (patch: CommonPatch) => patch.price_syp !== undefined || patch.price_usd !== undefined;

/** What a change of a listing needs of its kind: its own fields as its form sends them, its columns and its status. */
export interface ListingChangeOf<K extends ListingKind, Input> {
  kind: K;
  /** The kind's own fields of the listing as they are (names, prices and media are the core's). */
  ownFields(row: RowOf<K>): object;
  /** The kind's columns for the listing after the change (`merged`: as it was, with the fields sent), checked. */
  columns(trx: Transaction<Database>, merged: Input, row: RowOf<K>): Promise<object> | object;
  /** The status columns of the change (statusChange), when the change asks for one. */
  status(row: RowOf<K>, merged: Input): object;
}

/**
 * Changes an owner's listing of any kind in one transaction: fields not sent stay as they are, the photos and video
 * must be the owner's own uploads, a new status goes through the lifecycle (and, made active, the plan's quota).
 */
export async function changeOwnListing<K extends ListingKind, Input>(
  db: Kysely<Database>,
  req: FastifyRequest,
  id: number,
  patch: CommonPatch,
  of: ListingChangeOf<K, Input>,
): Promise<void> {
  assertLister(req);
  const owner = { tenantId: req.tenantId, userId: req.user.id };
  await db.transaction().execute(async (trx) => {
    // Locked: two edits at once each record, as the old price, the one the other left.
    const row = await ownedListing(trx, of.kind, owner.tenantId, owner.userId, id, { forUpdate: true });
    const imagesBefore = await listingImageIds(trx, of.kind, id);
    const sent = pricesSent(patch);
    const merged = {
      name: row.name,
      name_ar: row.name_ar,
      description: row.description,
      description_ar: row.description_ar,
      ...of.ownFields(row),
      price_syp: sent ? null : Number(row.price_syp),
      price_usd: sent ? null : Number(row.price_usd),
      discount_percent: row.discount_percent,
      images: imagesBefore,
      video_id: row.video_id,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    } as Input;
    // Prices not sent keep the currency the owner priced in (both amounts are carried over as they were).
    const columns = { ...(await of.columns(trx, merged, row)), ...(sent ? {} : { priced_in: row.priced_in }) };
    await checkListingMedia(trx, of.kind, owner, patch.images, patch.video_id);
    const status = of.status(row, merged) as { status?: string };
    // Made active again by its owner: it needs room in their plan's quota. Any change of status by the owner ends a
    // pause for quota.
    const ask = quotaAsk(req);
    if (status.status === 'active' && row.status !== 'active') await assertQuotaAllowsOneMore(trx, owner, ask);
    const quotaPaused = status.status !== undefined ? { quota_paused: false } : {};
    const expiry = status.status ? expiryColumns(row.status, status.status as ListingStatus, row, ask) : {};
    const unverified = await dropBadgeIfChanged(trx, of.kind, row, columns);
    // Every change of the price is in the listing's history; a drop marks the listing for PRICE_DROP_DAYS.
    const dropped = await recordPriceChange(
      trx,
      { tenantId: owner.tenantId, kind: of.kind, id },
      row as unknown as PriceColumns,
      columns as Partial<PriceColumns>,
      req.server.clock.now(),
    );
    const unlabelled = outdatedFairPrice(LISTING_KINDS[of.kind].table, row, columns);
    await (trx as unknown as Kysely<any>)
      .updateTable(LISTING_KINDS[of.kind].table)
      .set({
        ...columns,
        ...status,
        ...expiry,
        ...quotaPaused,
        ...unverified,
        ...dropped,
        ...unlabelled,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    if (patch.images !== undefined) await replaceListingImages(trx, of.kind, id, patch.images);
    await checkDuplicate(
      trx,
      of.kind,
      owner,
      id,
      { ...row, ...columns },
      editedScope(of.kind, row, columns, imagesBefore, patch.images),
    );
  });
}

/**
 * A Verified listing whose place or type (a car's brand, model or year: kinds.ts verifiedFields) changes loses its
 * badge: the ownership document spoke of what it was. Its approved request becomes 'lapsed' (the owner may send a new
 * one). A change of price or text keeps it. Returns the column to set with the change.
 */
async function dropBadgeIfChanged(
  trx: Transaction<Database>,
  kind: ListingKind,
  row: { id: number; verified_at: Date | null },
  columns: object,
): Promise<{ verified_at?: null }> {
  if (row.verified_at === null) return {};
  const before = row as unknown as Record<string, unknown>;
  const after = columns as Record<string, unknown>;
  const changed = LISTING_KINDS[kind].verifiedFields.some(
    (f) => f in after && String(after[f] ?? '') !== String(before[f] ?? ''),
  );
  if (!changed) return {};
  await trx
    .updateTable('verification_requests')
    .set({ status: 'lapsed' })
    .where('subject_kind', '=', kind)
    .where('subject_id', '=', row.id)
    .where('status', '=', 'approved')
    .execute();
  return { verified_at: null };
}

/** The text columns whose change makes an edit's text worth comparing again (with the kind's place and type). */
const TEXT_COLUMNS = ['name', 'name_ar', 'description', 'description_ar'];

/** What an edit brings in: the photos it adds, and whether it changed the text, place or type. */
function editedScope(
  kind: ListingKind,
  row: object,
  columns: object,
  imagesBefore: number[],
  images: number[] | undefined,
): DuplicateScope {
  const before = row as Record<string, unknown>;
  const after = columns as Record<string, unknown>;
  const changed = (f: string) => f in after && String(after[f] ?? '') !== String(before[f] ?? '');
  return {
    images: (images ?? []).filter((m) => !imagesBefore.includes(m)),
    text: [...TEXT_COLUMNS, ...LISTING_KINDS[kind].sameThing].some(changed),
  };
}
