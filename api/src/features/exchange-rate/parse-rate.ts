import { westernNumber } from '../listing-shared/query-arrays.js';
import { RATE_MSG } from './messages.js';

/** The sane range of new Syrian pounds per US dollar; outside it a rate is a typo, not a market. */
export const RATE_RANGE = { min: 1, max: 100_000 } as const;
/** A new rate more than this many times above or below the current one must be confirmed (a rate typed in old pounds is 100×). */
export const CONFIRM_JUMP = 10;

/**
 * A rate as an admin typed it: a number, or text with Western or Eastern Arabic digits, the Arabic decimal separator
 * (٫) or a point, and group separators (٬ , or spaces) that are dropped. Answers the rate (at most 4 decimals) or the
 * message saying what is wrong.
 */
export function parseRate(input: number | string): { rate: number } | { error: string } {
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else {
    const text = westernNumber(input);
    if (/^-\d/.test(text)) return { error: RATE_MSG.notPositive };
    if (!/^\d+(\.\d+)?$/.test(text)) return { error: RATE_MSG.notANumber };
    value = Number(text);
  }
  if (!Number.isFinite(value)) return { error: RATE_MSG.notANumber };
  if (value <= 0) return { error: RATE_MSG.notPositive };
  if (value < RATE_RANGE.min || value > RATE_RANGE.max) return { error: RATE_MSG.outOfRange };
  return { rate: Math.round(value * 10_000) / 10_000 };
}

/** Whether going from `current` to `next` is a jump big enough to be confirmed first. */
export function isBigJump(current: number, next: number): boolean {
  return next > current * CONFIRM_JUMP || next * CONFIRM_JUMP < current;
}
