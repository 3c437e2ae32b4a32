import { useEffect, useRef, useState } from 'react';
import type { TypicalPrice } from './listingApi';

/** Quiet this long after the last change of what the price depends on (a size being typed) before asking. */
const SETTLE_MS = 400;

/**
 * What a listing like the one in the form usually costs here (GET /…/typical-price), asked again once what it depends
 * on (its place, type, size; a car's model and year) settles; null until then, without the fields it needs, or when
 * the API cannot tell. The last answer stays while the next is on its way, so the warning does not flicker.
 */
export function useTypicalPrice<Q extends object>(
  ask: (query: Q, signal: AbortSignal) => Promise<TypicalPrice>,
  query: Q | null,
): TypicalPrice {
  const key = query === null ? null : JSON.stringify(query);
  const [answer, setAnswer] = useState<TypicalPrice>(null);
  const asking = useRef(ask);
  asking.current = ask;
  useEffect(() => {
    if (key === null) {
      setAnswer(null);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      asking.current(JSON.parse(key) as Q, controller.signal).then(setAnswer, () => {
        // Only advice: without an answer the price block falls back to its fixed ceiling.
        if (!controller.signal.aborted) setAnswer(null);
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return answer;
}
