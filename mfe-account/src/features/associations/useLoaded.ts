import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** Data a page loads once (and again on `reload`), with the loading and failed states the page shows. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => !controller.signal.aborted && setState({ status: 'ready', data }))
      .catch(() => !controller.signal.aborted && setState((current) => (current.status === 'ready' ? current : { status: 'failed' })));
    return () => controller.abort();
  }, [load, attempt]);
  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
