import { httpError, type FieldErrors } from '../../lib/errors.js';

/** The field errors as a 400 whose message is the first of them; nothing when there are none. */
export function refuseFieldErrors(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw httpError(400, first, errors);
}

/**
 * Reversed ranges (a minimum above its maximum) are refused with a 400 naming each, rather than answered with an
 * empty list the visitor cannot explain.
 */
export function refuseReversedRanges<F extends Record<string, unknown>>(
  filters: F,
  ranges: readonly (readonly [keyof F & string, keyof F & string])[],
  message: (min: string, max: string) => string,
): void {
  const errors: FieldErrors = {};
  for (const [min, max] of ranges) {
    const lo = filters[min] as number | undefined;
    const hi = filters[max] as number | undefined;
    if (lo !== undefined && hi !== undefined && lo > hi) errors[min] = [message(min, max)];
  }
  refuseFieldErrors(errors);
}
