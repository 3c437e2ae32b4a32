import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import type { HiddenReason } from './listing-columns.js';
import { LIFECYCLE_MSG } from './messages.js';

// The one status model of every listing, whatever its kind. Every change of status — by the owner, by the system
// (quotas, expiry) or by a moderator — is allowed or refused here, so the rule cannot drift between kinds.
export const LISTING_STATUSES = ['draft', 'active', 'paused', 'expired', 'sold', 'rented', 'hidden'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type StatusActor = 'owner' | 'system' | 'moderator';

/** What a listing is on the market for: a car or a flat for sale ends sold, a flat for rent ends rented. */
export type MarketSide = 'sale' | 'rent';

interface Move {
  from: readonly ListingStatus[];
  to: ListingStatus;
  by: readonly StatusActor[];
}

const MOVES: readonly Move[] = [
  { from: ['draft'], to: 'active', by: ['owner'] },
  // Paused by its owner, or by the system when a plan's quota shrinks; back the same ways. An expired listing is
  // renewed by its owner; a sold or rented one goes back on the market when the deal falls through.
  { from: ['active'], to: 'paused', by: ['owner', 'system'] },
  { from: ['paused'], to: 'active', by: ['owner', 'system'] },
  { from: ['expired', 'sold', 'rented'], to: 'active', by: ['owner'] },
  { from: ['active'], to: 'expired', by: ['system'] },
  { from: ['active', 'paused'], to: 'sold', by: ['owner'] },
  { from: ['active', 'paused'], to: 'rented', by: ['owner'] },
];

/** Statuses a listing may start in when it is posted. */
export const INITIAL_STATUSES: readonly ListingStatus[] = ['draft', 'active', 'paused'];

/** Whether anyone may open the listing: only an active one; in every other status, only its owner sees it. */
export function isPublic(status: string): boolean {
  return status === 'active';
}

export interface TransitionInput {
  from: ListingStatus;
  to: ListingStatus;
  by: StatusActor;
  side: MarketSide;
  /** Where a hidden listing goes back to when a moderator restores it. */
  beforeHidden?: ListingStatus | null;
}

export type TransitionRefusal = { status: 400 | 403; message: string };

/** Why a change of status is refused, or null when it is allowed. Staying in the same status is always allowed. */
export function refusal({ from, to, by, side, beforeHidden }: TransitionInput): TransitionRefusal | null {
  if (from === to) return null;
  if (from === 'hidden' || to === 'hidden') {
    if (by !== 'moderator')
      return { status: 403, message: from === 'hidden' ? LIFECYCLE_MSG.underReview : FORBIDDEN_MESSAGE };
    if (from === 'hidden' && to !== (beforeHidden ?? 'active'))
      return { status: 400, message: LIFECYCLE_MSG.restoreOnly };
    return null;
  }
  if (by === 'moderator') return { status: 400, message: LIFECYCLE_MSG.moderatorHidesOnly };
  if (to === 'sold' && side !== 'sale') return { status: 400, message: LIFECYCLE_MSG.soldIsForSale };
  if (to === 'rented' && side !== 'rent') return { status: 400, message: LIFECYCLE_MSG.rentedIsForRent };
  const move = MOVES.find((m) => m.to === to && m.from.includes(from));
  if (!move) return { status: 400, message: LIFECYCLE_MSG.notFrom(from, to) };
  if (!move.by.includes(by)) return { status: 403, message: FORBIDDEN_MESSAGE };
  return null;
}

/** Throws the refusal as the API's error envelope; nothing is changed by the caller when it throws. */
export function assertTransition(input: TransitionInput): void {
  const refused = refusal(input);
  if (refused)
    throw httpError(
      refused.status,
      refused.message,
      refused.status === 400 ? { status: [refused.message] } : undefined,
    );
}

/**
 * The columns a change of status writes: the status, when it changed, and for a hidden listing where it returns to
 * and why it is hidden (a moderator's own decision unless said otherwise; cleared when it comes back).
 */
export function statusColumns(from: ListingStatus, to: ListingStatus, hiddenReason: HiddenReason = 'moderator') {
  return {
    status: to,
    status_changed_at: new Date(),
    ...(to === 'hidden'
      ? { status_before_hidden: from, hidden_reason: hiddenReason }
      : from === 'hidden'
        ? { status_before_hidden: null, hidden_reason: null }
        : {}),
  };
}

/** Older clients send 'inactive' for a listing taken down by its owner: that is paused now. */
export function normaliseStatus(status: string | undefined): ListingStatus | undefined {
  if (status === undefined) return undefined;
  return status === 'inactive' ? 'paused' : (status as ListingStatus);
}

/**
 * What a listing form or the status endpoint may send: any status (a form sends back the one it loaded, hidden
 * included; the lifecycle decides what may change) and 'inactive', the older name of paused.
 */
export const OWNER_STATUSES = [...LISTING_STATUSES, 'inactive'] as const;

/** The status a new listing starts in: what its poster asked for among the initial ones, active otherwise. */
export function initialStatus(asked: string | undefined): ListingStatus {
  const status = normaliseStatus(asked);
  if (status && !INITIAL_STATUSES.includes(status)) {
    throw httpError(400, LIFECYCLE_MSG.notInitial, { status: [LIFECYCLE_MSG.notInitial] });
  }
  return status ?? 'active';
}
