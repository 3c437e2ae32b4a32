import type { ListingKind } from '../../components/listing-summary/listingSummary';
import { autoApi, propertyApi } from './listingApi';

// What each form loads before it can show a listing: the reference data and, when editing, the stored listing.
const LOADS = {
  property: (id?: string) =>
    Promise.all([propertyApi.master(), propertyApi.governorates(), id ? propertyApi.edit(id) : null]).then(
      ([master, governorates, listing]) => ({ master, governorates, listing }),
    ),
  auto: (id?: string) =>
    Promise.all([autoApi.master(), id ? autoApi.edit(id) : null]).then(([master, listing]) => ({ master, listing })),
};

type Loads = typeof LOADS;

// A request started by the page is reused only by the form that opens right after it; a later visit asks afresh.
const FRESH_MS = 10_000;
let started: { key: string; at: number; promise: Promise<unknown> } | null = null;

/**
 * Starts a form's data as its page opens, alongside the form's code and texts rather than after them: the edit form
 * waited for its chunk, then its texts, then the listing, one after the other.
 */
export function startFormData(kind: ListingKind, id?: string): void {
  const key = `${kind}:${id ?? ''}`;
  if (started?.key === key && Date.now() - started.at < FRESH_MS) return;
  const promise = LOADS[kind](id);
  // A failure is the form's to show once it takes the promise; until then it is not an unhandled rejection.
  promise.catch(() => undefined);
  started = { key, at: Date.now(), promise };
}

/** The form's data: the request its page started, taken once, or a new one (a "try again", a test). */
export function takeFormData<K extends ListingKind>(kind: K, id?: string): ReturnType<Loads[K]> {
  const key = `${kind}:${id ?? ''}`;
  if (started?.key === key && Date.now() - started.at < FRESH_MS) {
    const { promise } = started;
    started = null;
    return promise as ReturnType<Loads[K]>;
  }
  return LOADS[kind](id) as ReturnType<Loads[K]>;
}
