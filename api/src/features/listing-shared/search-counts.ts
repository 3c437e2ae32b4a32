import type { ListingKind } from '../listing-kinds/registry.js';
import { COUNT_CAP, countedTotal, countWindow, type Paging } from './pagination.js';

/**
 * A broad listing search's exact number of matches (docs/product/constants.md#pagination): the active listings, and
 * those sold or rented recently that follow them in the list (listings/in-search.ts).
 */
export interface ExactTotal {
  active: number;
  closed: number;
}

/**
 * The exact totals of broad searches, counted once per filter set and kept for a short while, in this process. A
 * search's own statement counts its matches only up to its window (pagination.ts countWindow); past it, the exact
 * number comes from here.
 */
export interface SearchCounts {
  /**
   * The exact total of the filter set `key` (searchCountKey: the kind of listing, the tenant and the normalised
   * filters), counted by `count` when it is not known, and known to be at least `atLeast` active matches (what the
   * search's statement has just counted): a kept total below it is out of date and counted again before answering.
   * A kept total older than COUNT_FRESH_MS is still answered, and counted again behind the answer. Requests for a
   * filter set whose count is under way wait for that count rather than start another. Null when the count failed
   * (told to `onFailed`): the search then answers the floor its statement counted, as an estimate.
   */
  exact(key: string, atLeast: number, count: () => Promise<ExactTotal>): Promise<ExactTotal | null>;
  /** An exact total a search's statement counted itself (a page near the end): kept as if it had been counted here. */
  remember(key: string, total: ExactTotal): void;
  /** Resolves once no count is under way (the app waits for it when it closes). */
  settled(): Promise<void>;
}

/**
 * How long a counted total is answered as it is. Older, it is still answered but counted again behind the answer, so
 * a filter set in use keeps an exact total no older than about this; a listing posted or closed meanwhile is in the
 * total at the next count (as the searches read a replica that may be a moment behind, docs/architecture.md).
 */
export const COUNT_FRESH_MS = 60_000;
/**
 * A total counted this long ago is no longer answered: the next search of its filter set waits for a new count. So a
 * filter set searched now and then is never answered a total older than this, one searched often about COUNT_FRESH_MS.
 */
export const COUNT_KEPT_MS = 5 * 60_000;
/** At most this many filter sets are kept, the least recently searched dropped first (a few hundred kilobytes). */
export const COUNT_ENTRIES = 5_000;

interface Entry {
  total: ExactTotal;
  at: number;
  refreshing: boolean;
}

export function searchCounts(
  now: () => number,
  onFailed: (err: unknown) => void = () => {},
  { freshMs = COUNT_FRESH_MS, keptMs = COUNT_KEPT_MS, entries = COUNT_ENTRIES } = {},
): SearchCounts {
  // A Map keeps its keys in insertion order: a key read is moved to the end, so the first key is the least recent.
  const kept = new Map<string, Entry>();
  const counting = new Map<string, Promise<ExactTotal>>();
  const running = new Set<Promise<unknown>>();

  const keep = (key: string, total: ExactTotal) => {
    kept.delete(key);
    kept.set(key, { total, at: now(), refreshing: false });
    while (kept.size > entries) kept.delete(kept.keys().next().value as string);
  };

  const track = <T>(p: Promise<T>): Promise<T> => {
    running.add(p);
    const done = () => void running.delete(p);
    p.then(done, done);
    return p;
  };

  /** One count per filter set at a time; its result is kept. */
  const countOnce = (key: string, count: () => Promise<ExactTotal>): Promise<ExactTotal> => {
    const under = counting.get(key);
    if (under) return under;
    const p = track(
      count().then(
        (total) => {
          counting.delete(key);
          keep(key, total);
          return total;
        },
        (err: unknown) => {
          counting.delete(key);
          throw err;
        },
      ),
    );
    counting.set(key, p);
    return p;
  };

  return {
    exact(key, atLeast, count) {
      const hit = kept.get(key);
      const age = hit ? now() - hit.at : Infinity;
      if (!hit || age >= keptMs || hit.total.active < atLeast)
        return countOnce(key, count).catch((err: unknown) => {
          onFailed(err);
          return null;
        });
      kept.delete(key);
      kept.set(key, hit);
      if (age >= freshMs && !hit.refreshing) {
        hit.refreshing = true;
        countOnce(key, count).catch((err: unknown) => {
          hit.refreshing = false;
          onFailed(err);
        });
      }
      return Promise.resolve(hit.total);
    },
    remember: keep,
    async settled() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

const given = (v: unknown) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0);

/**
 * The key of a filter set: the kind of listing, the tenant, what decides which listings count (the currency, whose
 * price columns a budget compares, and the days a closed listing stays in the list), and the filters — as the
 * statement takes them (whole budget bounds, the keyword's folded words), without the rate a price sort orders by,
 * the order of their keys and of a filter's values left out.
 */
export function searchCountKey(
  kind: ListingKind,
  tenantId: number,
  currency: string,
  closedDays: number,
  filters: object,
): string {
  const parts: [string, unknown][] = [];
  for (const [name, value] of Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!given(value) || name === 'syp_per_usd' || name === 'currency') continue;
    parts.push([name, Array.isArray(value) ? [...new Set(value.map(String))].sort() : value]);
  }
  return JSON.stringify([kind, tenantId, currency, closedDays, parts]);
}

/**
 * A search's total past what its statement counted (`counted` active matches within the page's window, and `closed`
 * recently closed ones, counted only under the window): null when the statement's count is exact already (the caller
 * adds the closed listings), and then kept for the filter set if the search is broad (a page near the end counted
 * it); otherwise the filter set's exact total from `counts` (counted by `count` when needed), or, only when that
 * count failed, the floor the statement counted, marked as an estimate.
 */
export async function broadTotal(
  counts: SearchCounts,
  key: string,
  page: Paging,
  counted: number,
  closed: number,
  count: () => Promise<ExactTotal>,
): Promise<{ total: number; totalIsEstimate: boolean } | null> {
  if (counted < countWindow(page)) {
    if (counted >= COUNT_CAP) counts.remember(key, { active: counted, closed });
    return null;
  }
  const exact = await counts.exact(key, counted, count);
  return exact ? { total: exact.active + exact.closed, totalIsEstimate: false } : countedTotal(counted, page);
}
