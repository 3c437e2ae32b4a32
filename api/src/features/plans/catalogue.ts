import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ListingOptionsTable, PlansTable } from './plan-tables.js';

type Db = Kysely<Database> | Transaction<Database>;
type PlanSeed = Required<Omit<Insertable<PlansTable>, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>>;
type OptionSeed = Omit<Insertable<ListingOptionsTable>, 'id' | 'tenant_id' | 'updated_at'>;

// docs/product/constants.md: agents Basic (10) and Premium (30); agencies Basic, Premium (50) and Diamond (unlimited); billing monthly
// or annual (annual costs ten months). Prices in USD and new Syrian pounds; an admin changes them through the API.
const plan = (
  p: Partial<PlanSeed> &
    Pick<PlanSeed, 'code' | 'audience' | 'tier' | 'name_en' | 'name_ar' | 'listing_quota' | 'sort_order'>,
  usd = 0,
  syp = 0,
): PlanSeed => ({
  monthly_usd: usd,
  monthly_syp: syp,
  annual_usd: usd * 10,
  annual_syp: syp * 10,
  featured_credits: 0,
  profile_badge: false,
  trial_days: 30,
  launch_trial_days: 180,
  public: true,
  ...p,
});

export const DEFAULT_PLANS: readonly PlanSeed[] = [
  plan({
    code: 'agent_basic',
    audience: 'Agent',
    tier: 'basic',
    name_en: 'Basic',
    name_ar: 'الأساسية',
    listing_quota: 10,
    sort_order: 10,
  }),
  plan(
    {
      code: 'agent_premium',
      audience: 'Agent',
      tier: 'premium',
      name_en: 'Premium',
      name_ar: 'المميزة',
      listing_quota: 30,
      sort_order: 20,
      featured_credits: 2,
      profile_badge: true,
    },
    25,
    3_000,
  ),
  plan({
    code: 'corporate_basic',
    audience: 'Corporate',
    tier: 'basic',
    name_en: 'Basic',
    name_ar: 'الأساسية',
    listing_quota: 20,
    sort_order: 30,
  }),
  plan(
    {
      code: 'corporate_premium',
      audience: 'Corporate',
      tier: 'premium',
      name_en: 'Premium',
      name_ar: 'المميزة',
      listing_quota: 50,
      sort_order: 40,
      featured_credits: 5,
      profile_badge: true,
    },
    60,
    7_200,
  ),
  plan(
    {
      code: 'corporate_diamond',
      audience: 'Corporate',
      tier: 'diamond',
      name_en: 'Diamond',
      name_ar: 'الماسية',
      listing_quota: null,
      sort_order: 50,
      featured_credits: 15,
      profile_badge: true,
    },
    150,
    18_000,
  ),
  // A partner deal an admin gives (the seeded marketplace's listers hold it): never offered, no limit.
  plan({
    code: 'partner',
    audience: 'any',
    tier: 'partner',
    name_en: 'Partner',
    name_ar: 'شريك',
    listing_quota: null,
    sort_order: 90,
    public: false,
    trial_days: 0,
    launch_trial_days: 0,
  }),
];

export const DEFAULT_LISTING_OPTIONS: readonly OptionSeed[] = [
  {
    code: 'premium_listing',
    name_en: 'Premium Listing',
    name_ar: 'إعلان ممتاز',
    price_usd: 5,
    price_syp: 600,
    days: 60,
  },
  {
    code: 'featured_listing',
    name_en: 'Featured Listing',
    name_ar: 'إعلان مميز',
    price_usd: 10,
    price_syp: 1_200,
    days: 7,
  },
];

// Per database handle: tests open many databases in one process, each with its own tenant 1.
const ready = new WeakMap<object, Set<number>>();

/**
 * Puts the default plans and per-ad options in a tenant's catalogue where they are missing (an admin's changes are
 * kept). Cheap after the first call in a process.
 */
export async function ensureCatalogue(db: Db, tenantId: number): Promise<void> {
  if (ready.get(db)?.has(tenantId)) return;
  await db
    .insertInto('plans')
    .values(DEFAULT_PLANS.map((p) => ({ ...p, tenant_id: tenantId })))
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .execute();
  await db
    .insertInto('listing_options')
    .values(DEFAULT_LISTING_OPTIONS.map((o) => ({ ...o, tenant_id: tenantId })))
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .execute();
  if (db.isTransaction) return;
  const tenants = ready.get(db) ?? new Set<number>();
  tenants.add(tenantId);
  ready.set(db, tenants);
}
