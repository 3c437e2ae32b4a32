const DAY_MS = 86_400_000;
/** A seeded listing has drawn its full views and contacts once it has been listed this long. */
const FULL_INTEREST_DAYS = 30;

/**
 * A seeded count (views, contacts) as far as a listing of that age has come: a listing posted today has a thirtieth
 * of it, one a month old or more all of it. Without this the newest demo listing read hundreds of views on its first
 * day, and the statistics page opens on the newest listing.
 */
export function interestSoFar(drawn: number, createdAt: Date, now: number): number {
  const days = Math.max(0, (now - createdAt.getTime()) / DAY_MS);
  return Math.round(drawn * Math.min(1, (days + 1) / FULL_INTEREST_DAYS));
}
