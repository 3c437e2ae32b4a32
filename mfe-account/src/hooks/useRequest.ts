import { useCallback, useEffect, useRef, useState } from 'react';
import { isHttpError } from '@souq/shared';

export interface Request<T> {
  /** The latest answer; kept while a new one is on its way (another page, a refresh), null before the first. */
  data: T | null;
  /** Why the latest request failed (an HttpError), or null. */
  error: unknown;
  retry: () => void;
}

/**
 * Asks `load` again whenever `key` (a string standing for its arguments) changes or `retry` is called, cancelling
 * the request still on its way. The interceptor has told the visitor about a failure; the page shows what it has.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Request<T> {
  const latest = useRef(load);
  latest.current = load;
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (answer) => {
        setData(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (!(isHttpError(failure) && failure.kind === 'cancelled')) setError(failure);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, error, retry };
}
