import { useEffect, useState } from 'react';
import { http, type ApiAnswer } from '@souq/shared';

/** The dollar's rate in force, as GET /api/exchange-rate tells it (set by the site's admins, with its date and source). */
export interface CurrentRate {
  /** New Syrian pounds per US dollar. */
  sypPerUsd: number;
  /** YYYY-MM-DD. */
  effectiveDate: string;
  source: string;
  /** No admin has set a rate yet: the marketplace default applies. */
  isDefault: boolean;
  /** Old pounds in one new pound (the redenomination's factor, an API setting). */
  oldPerNew: number;
}

type RateAnswer = ApiAnswer<'/api/exchange-rate'>;

/**
 * How long a page trusts the rate it read. One request serves every price on every page for this long (not one per
 * card); a rate an admin sets meanwhile shows on the next read.
 */
const RATE_TTL_MS = 10 * 60_000;

let cached: { rate: Promise<CurrentRate | null>; at: number } | null = null;
let latest: CurrentRate | null = null;

async function readRate(): Promise<CurrentRate | null> {
  try {
    const response = await http.publicJson<RateAnswer>({ url: '/exchange-rate' });
    const d = response.data;
    if (!d || !(d.syp_per_usd > 0)) throw new Error('no rate');
    latest = {
      sypPerUsd: d.syp_per_usd,
      effectiveDate: d.effective_date,
      source: d.source,
      isDefault: d.is_default,
      oldPerNew: d.redenomination.factor,
    };
    return latest;
  } catch {
    // Prices then show as their owners gave them; the next price asks again.
    cached = null;
    return null;
  }
}

/** The current rate, read once for the whole page (and again after RATE_TTL_MS). */
export function loadCurrentRate(now = Date.now()): Promise<CurrentRate | null> {
  if (!cached || now - cached.at > RATE_TTL_MS) cached = { rate: readRate(), at: now };
  return cached.rate;
}

/** Forgets the rate read, so that the next price reads it again (after an admin sets one). */
export function forgetCurrentRate(): void {
  cached = null;
  latest = null;
}

/**
 * The current rate for a component, null until it is known. `needed`: only listings priced in one currency need it;
 * a page whose listings have both prices makes no request.
 */
export function useCurrentRate(needed = true): CurrentRate | null {
  const [rate, setRate] = useState<CurrentRate | null>(latest);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadCurrentRate().then((value) => {
      if (live && value) setRate(value);
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return needed ? rate : null;
}
