import { insertAutos, loadCatalogue, type Catalogue } from '../features/auto/test-autos.js';
import { KIND_NAMES, type ListingKind } from '../features/listing-kinds/registry.js';
import { admin, member } from '../features/payments/test-payments.js';
import { insertListings, loadPlaces, type Places } from '../features/property/test-listings.js';
import { bearer, PASSWORD, post } from '../test/accounts.js';
import type { TestApp } from '../test/test-app.js';

// The people the authorisation matrix calls every route as, and the two sites they belong to.

export const ROLES = ['owner', 'member', 'otherTenant', 'guest', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A signed-in member: which site (the TestApp whose headers name it), who, and how to sign in again. */
export interface Actor {
  site: TestApp;
  id: number;
  email: string;
  token: string;
}

export interface World {
  /** The owner's site. */
  t: TestApp;
  /** A second site on the same app and database, with a member of its own. */
  other: TestApp;
  places: Places;
  catalogue: Catalogue;
  /** A company (Corporate, with its company saved): it may post listings, so an owner check is never hidden behind "agents only". */
  owner: Actor;
  /** Another company of the same site: the same powers as the owner, over its own things only. */
  member: Actor;
  /** A company of the other site, calling its own site with the owner's ids. */
  otherTenant: Actor;
  admin: Actor;
  /** The other site's admin: the caller from another site for the admin routes, who must reach nothing of this site. */
  otherAdmin: Actor;
  /** A new signed-in member of the owner's site, for resources two members share (a review, an invitation). */
  newMember(type: 'Individual' | 'Agent' | 'Corporate'): Promise<Actor>;
  /**
   * A listing of this member's of the kind (by default the registry's first, a property), active on the site (named,
   * when a test looks for it).
   */
  listing(of: Actor, kind?: ListingKind, name?: string): Promise<number>;
}

let seq = 0;

async function signUp(site: TestApp, type: 'Individual' | 'Agent' | 'Corporate'): Promise<Actor> {
  seq += 1;
  const email = `matrix-${type.toLowerCase()}-${seq}@example.com`;
  const who = await member(site, email, {
    user_type: type,
    ...(type === 'Individual' ? {} : { listing_category: 'both' }),
  });
  if (type === 'Corporate') {
    const res = await post(site, '/api/user-company', { company_name: `Company ${seq}` }, bearer(who.token));
    if (res.statusCode !== 200) throw new Error(`user-company failed: ${res.body}`);
  }
  return { site, id: who.id, email, token: who.token };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const slug = `${t.tenant.slug}-other`;
  const row = await t.db
    .insertInto('tenants')
    .values({ slug, name: `Other ${slug}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other: TestApp = { ...t, tenant: { id: row.id, slug }, headers: { 'x-tenant': slug } };
  const [places, catalogue] = [await loadPlaces(t), await loadCatalogue(t)];
  const boss = await admin(t, `matrix-admin-${t.tenant.slug}@example.com`);
  const otherBoss = await admin(other, `matrix-admin-${slug}@example.com`);
  const world: World = {
    t,
    other,
    places,
    catalogue,
    owner: await signUp(t, 'Corporate'),
    member: await signUp(t, 'Corporate'),
    otherTenant: await signUp(other, 'Corporate'),
    admin: { site: t, id: boss.id, email: boss.email, token: boss.token },
    otherAdmin: { site: other, id: otherBoss.id, email: otherBoss.email, token: otherBoss.token },
    newMember: (type) => signUp(t, type),
    async listing(of, kind = KIND_NAMES[0]!, name) {
      const insert: Record<ListingKind, () => Promise<number[]>> = {
        property: () =>
          insertListings(of.site, of.id, [
            { governorate_id: places.gov('Damascus'), city_id: places.city('Damascus'), ...(name && { name }) },
          ]),
        auto: () => insertAutos(of.site, of.id, [{ model: catalogue.model('hyundai-tucson'), ...(name && { name }) }]),
      };
      return (await insert[kind]())[0]!;
    },
  };
  return world;
}

/** A session of this member's own, for a route that ends the session it is called with (logging out). */
export async function freshToken(who: Actor): Promise<string> {
  const res = await post(who.site, '/api/login', { email: who.email, password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token;
}
