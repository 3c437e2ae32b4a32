import { formatNumber } from '@souq/shared';
import type { TypicalPrice } from './listingApi';

/** A price outside what is plausible for such a listing here: how far above or below the typical price it is. */
export interface FarPrice {
  direction: 'above' | 'below';
  /** How many times the typical price it is (above), or how many times smaller (below). */
  times: number;
}

/**
 * Whether a price (new pounds) lies outside the plausible range the API gives for such a listing here (typical ×/÷ 20,
 * or 100 with few comparables); null when it lies inside, or there is no price or nothing to compare with.
 */
export function farPrice(syp: number | null, typical: TypicalPrice): FarPrice | null {
  if (!typical || syp === null || !Number.isFinite(syp) || syp <= 0 || typical.typical_syp <= 0) return null;
  if (syp > typical.max_syp) return { direction: 'above', times: syp / typical.typical_syp };
  if (syp < typical.min_syp) return { direction: 'below', times: typical.typical_syp / syp };
  return null;
}

/** "About N times": two significant digits are all it needs ('230', '97', '2,500'). */
export function roughTimes(times: number): string {
  const digits = Math.floor(Math.log10(Math.max(1, times))) + 1;
  const unit = 10 ** Math.max(0, digits - 2);
  return formatNumber(Math.round(times / unit) * unit);
}
