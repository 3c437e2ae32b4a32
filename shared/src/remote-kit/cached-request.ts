import { useEffect, useState } from 'react';

// Master data (types, amenities, places, catalogues) rarely changes: one request per key per page load is enough,
// and every component asking for the same key shares it. An extra entry, bundled by each app that uses it, so each
// remote keeps its own cache.
const cache = new Map<string, Promise<unknown>>();
/** What has arrived, so a component asking again shows it at once instead of a turn later. */
const arrived = new Map<string, unknown>();

export interface Loaded<T> {
  data: T | null;
  error: boolean;
  loading: boolean;
}

export function cachedRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pending.then(
      (data) => arrived.set(key, data),
      // A failed request may be retried by the next caller.
      () => cache.delete(key),
    );
    cache.set(key, pending);
  }
  return pending;
}

/** Test support: forget what was loaded. */
export function clearRequestCache(): void {
  cache.clear();
  arrived.clear();
}

/** Loads `key` (null: nothing to load) and follows it as it changes. */
export function useCachedRequest<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null } & Loaded<T>>(() =>
    key !== null && arrived.has(key)
      ? { key, data: arrived.get(key) as T, error: false, loading: false }
      : { key: null, data: null, error: false, loading: false },
  );
  useEffect(() => {
    if (key === null) return undefined;
    if (arrived.has(key)) {
      setState({ key, data: arrived.get(key) as T, error: false, loading: false });
      return undefined;
    }
    let live = true;
    setState({ key, data: null, error: false, loading: true });
    cachedRequest(key, load).then(
      (data) => live && setState({ key, data, error: false, loading: false }),
      () => live && setState({ key, data: null, error: true, loading: false }),
    );
    return () => {
      live = false;
    };
    // `load` is keyed by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { data: null, error: false, loading: false };
  // Until the effect catches up with a new key, report loading rather than the previous key's data.
  if (state.key !== key) return { data: null, error: false, loading: true };
  return state;
}
