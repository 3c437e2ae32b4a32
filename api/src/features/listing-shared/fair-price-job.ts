import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import { PeriodicJob, underLock } from '../../lib/periodic-job.js';
import { envelope } from '../../lib/envelope.js';
import {
  autoFairPrices,
  type AutoItem,
  type FairPrice,
  type FairPriceSettings,
  propertyFairPrices,
  type PropertyItem,
} from './fair-price.js';

// The advisory lock one pass holds, so several API instances run each pass once between them.
export const FAIR_PRICE_JOB_LOCK = 0x46_41_49_52;
/** Rows written per statement. */
const CHUNK = 500;

/** What one pass did. */
export interface FairPricePass {
  /** false: another pass held the lock, and this one did nothing. */
  ran: boolean;
  /** Listings that carry a label after the pass. */
  labelled: number;
  /** Listings whose label (or its median or count) the pass changed, cleared ones included. */
  changed: number;
}

export function fairPriceSettings(app: FastifyInstance): FairPriceSettings {
  return {
    minComparables: app.config.FAIR_PRICE_MIN_COMPARABLES,
    belowPercent: app.config.FAIR_PRICE_BELOW_PERCENT,
    abovePercent: app.config.FAIR_PRICE_ABOVE_PERCENT,
  };
}

interface Stored {
  id: number;
  fair_price_label: string | null;
  fair_price_median_syp: number | string | null;
  fair_price_comparables: number | null;
  fair_price_basis: string | null;
}

const same = (row: Stored, fair: FairPrice | undefined) =>
  fair
    ? row.fair_price_label === fair.label &&
      Number(row.fair_price_median_syp) === fair.medianSyp &&
      row.fair_price_comparables === fair.comparables &&
      row.fair_price_basis === fair.basis
    : row.fair_price_label === null && row.fair_price_median_syp === null;

/** Writes the labels that changed (null: none), a chunk of rows per statement; returns how many. */
async function store(
  db: Kysely<any>,
  table: 'properties' | 'autos',
  rows: Stored[],
  fair: Map<number, FairPrice>,
  now: Date,
): Promise<number> {
  const changed = rows.filter((r) => !same(r, fair.get(r.id)));
  for (let i = 0; i < changed.length; i += CHUNK) {
    const values = changed.slice(i, i + CHUNK).map((r) => {
      const f = fair.get(r.id);
      return sql`(${r.id}::int, ${f?.label ?? null}::text, ${f?.medianSyp ?? null}::bigint, ${f?.comparables ?? null}::int, ${f?.basis ?? null}::text)`;
    });
    await sql`UPDATE ${sql.table(table)} AS l SET fair_price_label = v.label, fair_price_median_syp = v.median, fair_price_comparables = v.comparables,
        fair_price_basis = v.basis, fair_price_at = ${now}
      FROM (VALUES ${sql.join(values)}) AS v(id, label, median, comparables, basis) WHERE l.id = v.id`.execute(db);
  }
  return changed.length;
}

const STORED = [
  'id',
  'status',
  'fair_price_label',
  'fair_price_median_syp',
  'fair_price_comparables',
  'fair_price_basis',
] as const;

/**
 * One pass over every tenant's listings of both kinds: each active listing's fair price against its comparables
 * (fair-price.ts), stored on its row; a listing that left the market, or lost its comparables, loses its label. Under
 * one advisory lock in one transaction; only the rows whose label changed are written.
 */
export async function runFairPricePass(app: FastifyInstance): Promise<FairPricePass> {
  const settings = fairPriceSettings(app);
  const now = app.clock.now();
  const done = await underLock(app, FAIR_PRICE_JOB_LOCK, async (trx) => {
    const db = trx as unknown as Kysely<any>;
    // Active listings and those still labelled (to clear); the rest have nothing to compute or clear.
    const wanted = (table: string) =>
      db
        .selectFrom(table)
        .where((eb) => eb.or([eb('status', '=', 'active'), eb('fair_price_label', 'is not', null)]))
        .orderBy('id');

    const properties = (await wanted('properties')
      .select([
        ...STORED,
        'tenant_id',
        'listing_type',
        'rent_period',
        'property_type',
        'city_id',
        'neighborhood_id',
        'size_sqm',
        'final_price_syp',
      ])
      .execute()) as (Stored & PropertyItem & { status: string })[];
    const propertyFair = propertyFairPrices(
      properties.filter((p) => p.status === 'active'),
      settings,
    );
    const autos = (await wanted('autos')
      .select([...STORED, 'tenant_id', 'model_id', 'year', 'mileage_km', 'final_price_syp'])
      .execute()) as (Stored & AutoItem & { status: string })[];
    const autoFair = autoFairPrices(
      autos.filter((a) => a.status === 'active'),
      settings,
    );

    const changed =
      (await store(db, 'properties', properties, propertyFair, now)) + (await store(db, 'autos', autos, autoFair, now));
    return { ran: true, labelled: propertyFair.size + autoFair.size, changed };
  });
  return done ?? { ran: false, labelled: 0, changed: 0 };
}

declare module 'fastify' {
  interface FastifyInstance {
    fairPriceJob: PeriodicJob<FairPricePass>;
  }
}

/** Decorates the app with its fair-price job (not started) and stops it, waiting for a pass in progress, on close. */
export const fairPriceJob = fp(
  async (app: FastifyInstance) => {
    const job = new PeriodicJob(
      app,
      'fair prices',
      app.config.FAIR_PRICE_JOB_INTERVAL_MS,
      runFairPricePass,
      (r) => r.changed > 0,
    );
    app.decorate('fairPriceJob', job);
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'fair-price-job', dependencies: ['clock'] },
);

const FairPricePassAnswer = envelope(
  Type.Object({ ran: Type.Boolean(), labelled: Type.Integer(), changed: Type.Integer() }),
);

// Outside production, like the other jobs' dev routes: tests and the browser journeys compute the labels now instead
// of waiting for the job's timer.
export const fairPriceDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/fair-prices/run',
    {
      schema: {
        tags: ['development'],
        summary:
          'Run one pass of the fair-price job (labels against comparable listings) now (not available in production)',
        response: { 200: FairPricePassAnswer },
      },
    },
    async () => ({ success: true, message: 'Fair prices computed.', data: await runFairPricePass(app) }),
  );
};
