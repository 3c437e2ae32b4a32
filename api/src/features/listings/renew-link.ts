import { createHmac, timingSafeEqual } from 'node:crypto';
import { isListingKind, type ListingKind } from '../listing-kinds/registry.js';

const DAY_MS = 86_400_000;
/** How long after the listing's end its reminder's link still renews it. */
const LINK_LIFETIME_MS = 30 * DAY_MS;

/** What the link names: a listing, and the end its reminder announced. */
export interface RenewLink {
  kind: ListingKind;
  id: number;
  /** The listing's expires_at when the link was made: once renewed (a new end), the link no longer works. */
  expiresAt: number;
}

const signature = (secret: string, tenantId: number, ownerId: number, link: RenewLink) =>
  createHmac('sha256', `listing-renew:${secret}`)
    .update(`${tenantId}:${ownerId}:${link.kind}:${link.id}:${link.expiresAt}`)
    .digest('base64url');

/**
 * The one-click renewal token of a listing's expiry reminder: signed for its tenant and owner, so it renews nothing
 * else and stops working once the listing is renewed, is given away, or 30 days after the end it announced.
 */
export function renewToken(secret: string, tenantId: number, ownerId: number, link: RenewLink): string {
  return `${link.kind}-${link.id}-${link.expiresAt}-${signature(secret, tenantId, ownerId, link)}`;
}

/** What a token names, unverified (verifyRenewToken checks it against the listing); null when it is not one. */
export function readRenewToken(token: string): (RenewLink & { sig: string }) | null {
  const m = /^([a-z_]{1,30})-(\d{1,10})-(\d{1,15})-([A-Za-z0-9_-]{43})$/.exec(token);
  // An old mail's link for a kind no longer listed names nothing.
  if (!m || !isListingKind(m[1])) return null;
  return { kind: m[1], id: Number(m[2]), expiresAt: Number(m[3]), sig: m[4]! };
}

/** Whether the token was made for this listing as it is now (its owner and end) and is still in time. */
export function verifyRenewToken(
  secret: string,
  tenantId: number,
  token: RenewLink & { sig: string },
  listing: { owner_id: number; expires_at: Date | null },
  now: Date,
): boolean {
  if (!listing.expires_at || listing.expires_at.getTime() !== token.expiresAt) return false;
  if (now.getTime() > token.expiresAt + LINK_LIFETIME_MS) return false;
  const expected = Buffer.from(signature(secret, tenantId, listing.owner_id, token));
  const given = Buffer.from(token.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
