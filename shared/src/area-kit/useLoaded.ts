import { startTransition, useCallback, useEffect, useState } from 'react';
import { isHttpError } from '@souq/shared';

export interface Loaded<T> {
  /** null until the first answer. */
  data: T | null;
  /** Replaces what is shown, e.g. with what a save answered. */
  setData: (update: T | null | ((current: T | null) => T | null)) => void;
  /** The last load failed (the shared client has said why, when it could); `reload` asks again. */
  failed: boolean;
  reload: () => void;
}

/**
 * What a page shows, from `load` (a stable function: module-level or memoised; a new one asks again). A load the
 * page no longer waits for (it was left, or asked again) is cancelled, and is not a failure.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    load(controller.signal)
      // What arrived renders as a transition: in short slices rather than one long task (a page of records).
      .then((answer) => startTransition(() => setData(answer)))
      .catch((error: unknown) => {
        if (isHttpError(error) && error.kind === 'cancelled') return;
        setFailed(true);
      });
    return () => controller.abort();
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, setData, failed, reload };
}
