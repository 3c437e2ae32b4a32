// The soak's traffic: virtual users, each a member of its own (an agent, signed up through the emailed code), who
// search, open listings and their photos, save favourites, sign in again now and then, and post, edit and delete
// listings of their own with uploaded photos. Each does one thing at a time with a pause between (a steady, modest
// load: the soak measures stability, not peak throughput).
import { randomBytes, randomInt } from 'node:crypto';
import type { SiteClient } from './client.js';
import { uniquePhoto } from './photos.js';
import type { Lang } from '../../../shared/src/i18n/languages.js';

interface Card {
  id: number;
  primary_image: { thumb_url?: string | null; url?: string | null } | null;
}
interface Place {
  id: number;
}

/** What the virtual users share: the places to post in, and the listings they posted and deleted. */
export class Market {
  /** City ids by governorate id. */
  readonly cities = new Map<number, number[]>();
  /** Listings the soak's members posted: the favourites leave them alone (they may go at any moment). */
  readonly posted = new Set<number>();
  /** Listings deleted (or being deleted) during the run: a 404 for one of them is the right answer. */
  readonly deleted = new Set<number>();

  constructor(private readonly client: SiteClient) {}

  async load(): Promise<void> {
    const governorates = (await this.client.call<Place[]>('governorates', '/property/governorates')).data ?? [];
    for (const g of governorates) {
      const cities = (await this.client.call<Place[]>('cities', `/property/cities?governorate_id=${g.id}`)).data ?? [];
      if (cities.length)
        this.cities.set(
          g.id,
          cities.map((c) => c.id),
        );
    }
    if (!this.cities.size) throw new Error('the API lists no governorate with cities: is the database seeded?');
  }
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

const WORDS = [
  'bright',
  'quiet',
  'sunny',
  'spacious',
  'renovated',
  'corner',
  'garden',
  'terrace',
  'view',
  'market',
  'school',
  'mosque',
  'church',
  'university',
  'metro',
  'parking',
  'storage',
  'kitchen',
  'marble',
  'wooden',
  'balcony',
  'elevator',
  'family',
  'investment',
  'central',
  'heating',
  'solar',
  'water',
  'tank',
  'generator',
  'street',
  'old',
  'new',
  'city',
  'square',
  'hospital',
  'park',
  'orchard',
  'olive',
  'citrus',
  'sea',
  'mountain',
  'river',
  'village',
  'highway',
  'airport',
  'souq',
];

/** A description unlike any other listing's (the API refuses an owner's near-identical text as a repeat). */
function description(): string {
  return `${Array.from({ length: 16 }, () => pick(WORDS)).join(' ')} ${randomBytes(4).toString('hex')}`;
}

const TYPES = ['apartment', 'villa', 'studio', 'commercial', 'land'] as const;
const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
const KEYWORDS = ['المزه', 'شقة', 'villa', 'garden', 'حلب', 'Latakia'];

/** A search as the list page sends it: a few filters of a visitor's, a sort, sometimes a later page. */
function searchQuery(market: Market): string {
  const q = new URLSearchParams();
  if (Math.random() < 0.7) q.set('listing_type', pick(['sale', 'rent']));
  const governorate = pick([...market.cities.keys()]);
  if (Math.random() < 0.5) q.set('governorate_id', String(governorate));
  else if (Math.random() < 0.4) q.set('city_id', String(pick(market.cities.get(governorate)!)));
  if (Math.random() < 0.4) q.append('property_type[]', pick(TYPES));
  if (Math.random() < 0.2) q.set('min_bedrooms', String(randomInt(1, 4)));
  if (Math.random() < 0.2) q.set('keyword', pick(KEYWORDS));
  if (Math.random() < 0.2) q.set('currency', 'USD');
  q.set('sort', pick(SORTS));
  if (Math.random() < 0.3) q.set('page', String(randomInt(2, 4)));
  return q.toString();
}

/** How often each thing is done, out of the total: mostly reading, as on the real site. */
const MIX = [
  ['search', 34],
  ['detail', 22],
  ['photo', 10],
  ['featured', 6],
  ['favourite', 8],
  ['favourites list', 4],
  ['my listings', 4],
  ['edit listing', 7],
  ['post listing', 5],
] as const;
type Action = (typeof MIX)[number][0];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function nextAction(): Action {
  let roll = randomInt(MIX_TOTAL);
  for (const [action, weight] of MIX) {
    if (roll < weight) return action;
    roll -= weight;
  }
  return 'search';
}

/** A member signs in again this often (the API allows 10 sign-ins per address in 15 minutes: this stays under). */
export const SIGN_IN_EVERY_MS = 100_000;
/** The most listings a member keeps (the free Basic plan takes 10 active): past it, the oldest is deleted first. */
const KEPT_LISTINGS = 6;

export interface UserOptions {
  index: number;
  runId: string;
  /** Mean pause between two things a member does, in ms (uniform from half to one and a half of it). */
  thinkMs: number;
}

export class VirtualUser {
  private token = '';
  private readonly email: string;
  private readonly password = `Soak@${randomBytes(6).toString('hex')}`;
  private readonly lang: Lang;
  private seen: Card[] = [];
  private own: number[] = [];
  private nextSignIn: number;

  constructor(
    private readonly client: SiteClient,
    private readonly market: Market,
    private readonly options: UserOptions,
  ) {
    this.email = `soak-${options.runId}-${options.index}@souq.localhost`;
    this.lang = options.index % 2 === 0 ? 'ar' : 'en';
    // Spread over the first interval, so the members do not all sign in together.
    this.nextSignIn = Date.now() + randomInt(SIGN_IN_EVERY_MS);
  }

  /** Signs up as an agent posting property, with the code the API emails (read from its development outbox). */
  async signUp(): Promise<void> {
    const who = {
      name: `Soak ${this.options.index}`,
      email: this.email,
      password: this.password,
      user_type: 'Agent',
      listing_category: 'real_estate',
      language: this.lang,
    };
    const registered = await this.client.call('sign up', '/register', { json: who, lang: this.lang });
    if (registered.status !== 200) throw new Error(`signing up ${this.email} failed (${registered.status})`);
    let code: string | undefined;
    for (let attempt = 0; attempt < 50 && !code; attempt++) {
      const mails =
        (
          await this.client.call<{ text: string }[]>(
            'dev outbox',
            `/dev/outbox?email=${encodeURIComponent(this.email)}`,
          )
        ).data ?? [];
      code = mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
      if (!code) await new Promise((r) => setTimeout(r, 200));
    }
    if (!code)
      throw new Error(`no code emailed to ${this.email}: does the API run with NODE_ENV=development (its outbox)?`);
    const session = await this.client.call<{ token: string }>('verify code', '/otp-verify', {
      json: { email: this.email, otp: code },
      lang: this.lang,
    });
    if (!session.data?.token) throw new Error(`verifying ${this.email} failed (${session.status})`);
    this.token = session.data.token;
  }

  /** Does one thing after another until `until` (ms since the epoch). */
  async run(until: number): Promise<void> {
    while (Date.now() < until) {
      if (Date.now() >= this.nextSignIn) {
        await this.signIn();
        this.nextSignIn = Date.now() + SIGN_IN_EVERY_MS;
      } else {
        await this.act(nextAction());
      }
      const pause = this.options.thinkMs * (0.5 + Math.random());
      await new Promise((r) => setTimeout(r, Math.max(0, Math.min(pause, until - Date.now()))));
    }
  }

  private async signIn(): Promise<void> {
    const session = await this.client.call<{ token: string }>('sign in', '/login', {
      json: { email: this.email, password: this.password },
      lang: this.lang,
    });
    if (session.data?.token) this.token = session.data.token;
  }

  private async act(action: Action): Promise<void> {
    const { client, market, lang, token } = this;
    switch (action) {
      case 'search': {
        const found = await client.call<{ items: Card[] }>(
          'search',
          `/property/get-property-list?${searchQuery(market)}`,
          { lang },
        );
        if (found.data?.items.length) this.seen = [...found.data.items, ...this.seen].slice(0, 60);
        return;
      }
      case 'detail': {
        const card = this.seenCard();
        if (!card) return this.act('search');
        await client.call('detail', `/property/property-detail/${card.id}`, {
          lang,
          token,
          expected: (s) => s === 404 && market.deleted.has(card.id),
        });
        return;
      }
      case 'photo': {
        const card = this.seenCard((c) => Boolean(c.primary_image?.thumb_url));
        if (!card) return this.act('search');
        // A deleted listing's photos go with it.
        return client.file('photo', card.primary_image!.thumb_url!, (s) => s === 404 && market.deleted.has(card.id));
      }
      case 'featured':
        await client.call('featured', `/property/feature-property?limit=8&listing_type=${pick(['sale', 'rent'])}`, {
          lang,
        });
        return;
      case 'favourite': {
        // Only listings that stay: one of the soak's may be deleted by its member while this one saves it.
        const card = this.seenCard((c) => !market.posted.has(c.id));
        if (!card) return this.act('search');
        await client.call('favourite', '/add-remove-property-wishlist', {
          json: { property_id: card.id },
          token,
          lang,
        });
        return;
      }
      case 'favourites list':
        await client.call('favourites list', '/get-property-wishlist', { token, lang });
        return;
      case 'my listings':
        await client.call('my listings', '/property/my-properties', { token, lang });
        return;
      case 'edit listing':
        return this.edit();
      case 'post listing':
        return this.post();
    }
  }

  private seenCard(filter: (card: Card) => boolean = () => true): Card | undefined {
    const candidates = this.seen.filter((c) => filter(c) && !this.market.deleted.has(c.id));
    return candidates.length ? pick(candidates) : undefined;
  }

  /** Opens one of the member's listings in the edit form, then changes its price and words. */
  private async edit(): Promise<void> {
    if (!this.own.length) return this.post();
    const id = pick(this.own);
    const { lang, token } = this;
    await this.client.call('edit form', `/property/edit/${id}`, { token, lang });
    const patch = { id, price_usd: randomInt(20_000, 400_000), description: description() };
    await this.client.call('edit listing', '/property-update', { json: patch, token, lang });
  }

  /** Uploads one or two new photos and posts a listing with them; at KEPT_LISTINGS, deletes the oldest first. */
  private async post(): Promise<void> {
    const { client, market, lang, token } = this;
    if (this.own.length >= KEPT_LISTINGS) {
      const oldest = this.own.shift()!;
      market.deleted.add(oldest);
      await client.call('delete listing', '/property-delete', { json: { id: oldest }, token, lang });
    }
    const images: number[] = [];
    for (let i = randomInt(1, 3); i > 0; i--) {
      const form = new FormData();
      form.set('kind', 'property_image');
      form.set('file', new Blob([new Uint8Array(await uniquePhoto())], { type: 'image/jpeg' }), 'photo.jpg');
      const uploaded = await client.call<{ id: number }>('upload photo', '/media/upload', { form, token, lang });
      if (uploaded.data) images.push(uploaded.data.id);
    }
    if (!images.length) return;
    const governorate = pick([...market.cities.keys()]);
    const listingType = pick(['sale', 'rent'] as const);
    const listing = {
      name: `Soak listing ${randomBytes(3).toString('hex')}`,
      description: description(),
      governorate_id: governorate,
      city_id: pick(market.cities.get(governorate)!),
      property_type: 'apartment',
      listing_type: listingType,
      ...(listingType === 'rent' ? { rent_period: 'monthly' } : {}),
      size_sqm: randomInt(40, 400),
      bedrooms: randomInt(1, 6),
      bathrooms: randomInt(1, 4),
      furnished: pick(['furnished', 'unfurnished']),
      price_usd: listingType === 'rent' ? randomInt(100, 2_000) : randomInt(20_000, 400_000),
      images,
    };
    const headers = { 'idempotency-key': randomBytes(12).toString('hex') };
    const posted = await client.call<{ id: number }>('post listing', '/add-property', {
      json: listing,
      token,
      lang,
      headers,
    });
    if (posted.data) {
      this.own.push(posted.data.id);
      market.posted.add(posted.data.id);
    }
  }
}
