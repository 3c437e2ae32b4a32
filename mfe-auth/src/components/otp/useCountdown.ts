import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product/states.md and constants.md: the resend link waits 30 seconds, ticking once a second. */
export const RESEND_SECONDS = 30;

/**
 * Counts down from `seconds` to 0 once a second, starting on mount; `restart` begins again at
 * `seconds`. The timer is started by the call itself (not by a later effect), so the first tick
 * comes exactly one second after a resend.
 */
export function useCountdown(seconds: number = RESEND_SECONDS): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const left = useRef(seconds);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const restart = useCallback(() => {
    stop();
    left.current = seconds;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      left.current = Math.max(0, left.current - 1);
      setRemaining(left.current);
      if (left.current === 0) stop();
    }, 1000);
  }, [seconds, stop]);

  useEffect(() => {
    restart();
    return stop;
  }, [restart, stop]);

  return { remaining, restart };
}
