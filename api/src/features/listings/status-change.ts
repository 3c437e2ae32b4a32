import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { type Activation, DEFAULT_ACTIVATION, expiryColumns } from './expiry.js';
import type { KindModule } from '../listing-kinds/kind-module.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import type { HiddenReason } from './listing-columns.js';
import {
  assertTransition,
  initialStatus,
  type ListingStatus,
  normaliseStatus,
  statusColumns,
  type StatusActor,
} from './lifecycle.js';
import { assertQuotaAllowsOneMore, lockOwner, type QuotaAsk } from './quota.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface StatusRow {
  status: string;
  status_before_hidden: string | null;
  listing_type?: string | null;
}

/**
 * The columns that move a listing from its row's status to `to` (nothing when it stays), after the lifecycle
 * allowed it; throws the refusal otherwise. Columns of the kind's own follow the status (a car's vehicle status, docs/product/data.md).
 */
export function statusChange(
  kind: ListingKind,
  row: StatusRow,
  to: ListingStatus,
  by: StatusActor,
  hiddenReason?: HiddenReason,
) {
  const from = row.status as ListingStatus;
  assertTransition({
    from,
    to,
    by,
    side: LISTING_KINDS[kind].side(row),
    beforeHidden: row.status_before_hidden as ListingStatus | null,
  });
  if (from === to) return {};
  const columns = statusColumns(from, to, hiddenReason);
  const module: KindModule = LISTING_KINDS[kind];
  return { ...columns, ...module.statusFollows?.(to) };
}

/** Who changes a listing's status. */
export interface StatusChanger {
  by: StatusActor;
  userId?: number;
  /** The system pausing or restoring it for a plan's quota (only listings paused so come back by themselves). */
  forQuota?: boolean;
  /** For an owner re-activating: when (the app's clock) and the language of a quota refusal. */
  quota?: QuotaAsk;
  /** When the change is made and the site's lifetimes, for the expiry of a listing made active (else `quota`'s). */
  at?: Activation;
  /**
   * Why a moderator hides it ('moderator' when not said). Hiding a listing that is already hidden replaces the
   * reason only when one is given (a moderator's own decision overrides "under review").
   */
  hiddenReason?: HiddenReason;
}

/**
 * Moves one listing through the lifecycle, as its owner (who must own it), the system or a moderator. Returns the
 * new status. The listing core's single write path for a status: quotas, expiry and moderation use it too. An
 * owner making a listing active again needs room in their plan's quota; any change by its owner ends a pause for quota.
 */
export async function changeStatus(
  db: Db,
  kind: ListingKind,
  target: { tenantId: number; id: number },
  to: ListingStatus,
  actor: StatusChanger,
): Promise<ListingStatus> {
  const { table, notFound } = LISTING_KINDS[kind];
  const run = async (trx: Db) => {
    // An owner re-activating takes their quota lock before the listing's row, in the order a quota reconcile takes
    // them, so the two never wait on each other.
    const reactivating = actor.by === 'owner' && to === 'active' && actor.userId !== undefined;
    if (reactivating)
      await lockOwner(trx as Transaction<Database>, { tenantId: target.tenantId, userId: actor.userId! });
    // Locked, so two changes at once apply one after the other and each is checked against the status it meets.
    const row = (await (trx as Kysely<any>)
      .selectFrom(table)
      .select([
        'id',
        'owner_id',
        'status',
        'status_before_hidden',
        'expires_at',
        'premium_until',
        ...LISTING_KINDS[kind].sideColumns,
      ])
      .where('tenant_id', '=', target.tenantId)
      .where('id', '=', target.id)
      .forUpdate()
      .executeTakeFirst()) as
      (StatusRow & { owner_id: number; expires_at: Date | null; premium_until: Date | null }) | undefined;
    if (!row) throw httpError(404, notFound);
    if (actor.by === 'owner' && row.owner_id !== actor.userId) throw httpError(403, FORBIDDEN_MESSAGE);
    const columns = statusChange(kind, row, to, actor.by, actor.hiddenReason);
    if (!Object.keys(columns).length) {
      if (to === 'hidden' && actor.hiddenReason)
        await (trx as Kysely<any>)
          .updateTable(table)
          .set({ hidden_reason: actor.hiddenReason })
          .where('id', '=', target.id)
          .execute();
      return to;
    }
    if (reactivating) {
      await assertQuotaAllowsOneMore(
        trx as Transaction<Database>,
        { tenantId: target.tenantId, userId: row.owner_id },
        actor.quota ?? { ...DEFAULT_ACTIVATION(), language: 'en' },
      );
    }
    const expiry = expiryColumns(row.status as ListingStatus, to, row, actor.at ?? actor.quota ?? DEFAULT_ACTIVATION());
    const quotaPaused = actor.forQuota
      ? { quota_paused: to === 'paused' }
      : actor.by === 'owner'
        ? { quota_paused: false }
        : {};
    await (trx as Kysely<any>)
      .updateTable(table)
      .set({ ...columns, ...expiry, ...quotaPaused, updated_at: new Date() })
      .where('id', '=', target.id)
      .execute();
    return to;
  };
  return db.isTransaction ? run(db) : (db as Kysely<Database>).transaction().execute(run);
}

/**
 * The status a car's seller asks for in the car form, which sends the product rules' vehicle status (Available/Sold) beside
 * the listing status: whichever of the two the seller changed from what the car is now says what they mean. Sold
 * means sold; Available on a sold car puts it back on the market.
 */
export function carStatusAsked(current: string, patch: { status?: string; vehicle_status?: string }): ListingStatus {
  const asked = normaliseStatus(patch.status) ?? (current as ListingStatus);
  const vehicleNow = current === 'sold' ? 'sold' : 'available';
  if (patch.vehicle_status === undefined || patch.vehicle_status === vehicleNow) return asked;
  if (patch.vehicle_status === 'sold') return 'sold';
  return asked === 'sold' ? 'active' : asked;
}

/** A car posted as already sold is a sold listing; otherwise it starts as its seller asked (active by default). */
export function carStatusOnPosting(input: { status?: string; vehicle_status?: string }) {
  if (input.vehicle_status === 'sold') return { status: 'sold' as const, vehicle_status: 'sold' as const };
  return { status: initialStatus(input.status), vehicle_status: 'available' as const };
}
