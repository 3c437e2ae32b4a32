import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { SYP_PER_USD } from '../listing-shared/currency.js';
import { RATE_MSG } from './messages.js';
import './rate-tables.js';

/** The rate in force on a site: new Syrian pounds per US dollar, since when, and from where. */
export interface RateView {
  syp_per_usd: number;
  /** YYYY-MM-DD; the redenomination date for the marketplace default. */
  effective_date: string;
  source: string;
  /** No admin has set a rate yet: the marketplace default applies. */
  is_default: boolean;
}

export interface ExchangeRates {
  current(tenantId: number): Promise<RateView>;
  /** The current rate alone: what prices given in one currency are converted to the other at. */
  sypPerUsd(tenantId: number): Promise<number>;
  /** Drops this process's cached rate of a site (after an admin sets one). */
  forget(tenantId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    exchangeRate: ExchangeRates;
  }
}

/**
 * How long a process trusts its cached rate. Every listing post reads the rate, so it is not read from the database
 * each time; an admin's change is seen at once by the process that saved it and within this time by any other API
 * instance (there is no cross-instance signal to wait for).
 */
export const RATE_CACHE_MS = 30_000;

export const dateOnly = (value: Date | string): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export async function readCurrentRate(db: Kysely<Database>, tenantId: number, defaultDate: string): Promise<RateView> {
  const row = await db
    .selectFrom('exchange_rates')
    .select(['syp_per_usd', 'effective_date', 'source'])
    .where('tenant_id', '=', tenantId)
    .orderBy('effective_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row)
    return { syp_per_usd: SYP_PER_USD, effective_date: defaultDate, source: RATE_MSG.defaultSource, is_default: true };
  return {
    syp_per_usd: Number(row.syp_per_usd),
    effective_date: dateOnly(row.effective_date),
    source: row.source,
    is_default: false,
  };
}

export function exchangeRates(db: Kysely<Database>, defaultDate: string, now: () => number = Date.now): ExchangeRates {
  const cache = new Map<number, { view: Promise<RateView>; at: number }>();
  const current = (tenantId: number): Promise<RateView> => {
    const hit = cache.get(tenantId);
    if (hit && now() - hit.at < RATE_CACHE_MS) return hit.view;
    const view = readCurrentRate(db, tenantId, defaultDate);
    cache.set(tenantId, { view, at: now() });
    // A failed read is not remembered.
    view.catch(() => cache.delete(tenantId));
    return view;
  };
  return {
    current,
    sypPerUsd: async (tenantId) => (await current(tenantId)).syp_per_usd,
    forget: (tenantId) => void cache.delete(tenantId),
  };
}

export default fp(
  async function exchangeRatePlugin(app: FastifyInstance) {
    app.decorate('exchangeRate', exchangeRates(app.db, app.config.SYP_REDENOMINATION_DATE));
  },
  { name: 'exchange-rate' },
);
