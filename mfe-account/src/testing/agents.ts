// The agent profile, review and report endpoints' answers for the account area's tests, and a small in-memory
// version of their rules (one review per member, contact needed, one report per member) served by the API stand-in.
import { apiPrices, invalid, ok, type ApiStandIn, type Reply } from '@souq/shared/testing';
import type { AgentProfile, AutoCard, PropertyCard, RatingSummary, Review } from '../lib/agentApiTypes';

const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const place = (id: number, name_en: string, name_ar: string) => ({ id, name_en, name_ar });

export function profileOf(overrides: Partial<AgentProfile> = {}): AgentProfile {
  return {
    id: 4,
    user_type: 'Agent',
    name: 'Khaled',
    surname: 'Halabi',
    image: '/api/uploaded-files/user-profile-images/k.webp',
    about_me: 'Flats in Mezzeh and Malki since 2010.',
    member_since: '2025-03-14T09:00:00.000Z',
    verified: false,
    channels: { call: true, email: true, whatsapp: true },
    company: null,
    companies: [{ company_id: 9, owner_id: 3, name: 'Sham Real Estate', logo: null }],
    agents: [],
    plan_badge: null,
    listing_counts: { property: 1, auto: 1 },
    rating: summaryOf([]),
    review_permission: {
      allowed: true,
      reason: null,
      contact: { channel: 'whatsapp', at: '2026-03-10T12:00:00.000Z' },
    },
    my_review: null,
    reported_by_me: false,
    ...overrides,
  };
}

export function reviewOf(overrides: Partial<Review> & { id: number }): Review {
  const created = overrides.created_at ?? daysAgo(3);
  return {
    agent_id: 4,
    reviewer: { id: 20 + overrides.id, name: `Member ${overrides.id}`, image: null },
    ratings: { overall_experience: 4, transparency: 4, professionalism: 4, responsiveness: 4 },
    average: 4,
    text: null,
    contact: { channel: 'call', at: '2026-02-01T10:00:00.000Z' },
    reply: null,
    created_at: created,
    updated_at: created,
    is_mine: false,
    reported_by_me: false,
    hidden: false,
    ...overrides,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function summaryOf(reviews: Review[]): RatingSummary {
  const avg = (pick: (review: Review) => number) =>
    reviews.length === 0 ? 0 : round1(reviews.reduce((sum, review) => sum + pick(review), 0) / reviews.length);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews)
    distribution[String(Math.min(5, Math.max(1, Math.round(review.average)))) as keyof typeof distribution] += 1;
  return {
    count: reviews.length,
    average: avg((review) => review.average),
    categories: {
      overall_experience: avg((review) => review.ratings.overall_experience),
      transparency: avg((review) => review.ratings.transparency),
      professionalism: avg((review) => review.ratings.professionalism),
      responsiveness: avg((review) => review.ratings.responsiveness),
    },
    distribution,
  };
}

export function propertyCardOf(overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    id: 7,
    name: 'Bright flat in Mezzeh',
    name_ar: 'شقة مشمسة في المزة',
    listing_type: 'sale',
    rent_period: null,
    property_type: 'apartment',
    category: 'residential',
    status: 'active',
    governorate: place(1, 'Damascus', 'دمشق'),
    city: place(11, 'Damascus City', 'مدينة دمشق'),
    neighborhood: place(111, 'Mezzeh', 'المزة'),
    sub_neighborhood: null,
    bedrooms: 3,
    bathrooms: 2,
    size_sqm: 140,
    furnished: 'unfurnished',
    floor_level: 3,
    amenities: [],
    ...apiPrices(1_950_000_000, 150_000),
    primary_image: {
      id: 3,
      url: '/api/uploaded-files/property-images/a.webp',
      thumb_url: '/api/uploaded-files/property-images/a-thumb.webp',
      width: 1280,
      thumb_width: 480,
    },
    latitude: 33.5,
    longitude: 36.25,
    is_featured: false,
    verified: false,
    price_dropped: false,
    fair_price: null,
    views_count: 12,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    is_favourite: false,
    ...overrides,
  };
}

export function autoCardOf(overrides: Partial<AutoCard> = {}): AutoCard {
  return {
    id: 5,
    name: 'Toyota Corolla XLi 2018',
    name_ar: 'تويوتا كورولا 2018',
    vehicle_type: 'car',
    brand: place(1, 'Toyota', 'تويوتا'),
    class: place(11, 'Sedans', 'سيدان'),
    model: place(111, 'Corolla', 'كورولا'),
    trim: 'XLi',
    year: 2018,
    condition: 'used',
    transmission: 'automatic',
    seat_type: 'fabric',
    cylinders: 4,
    import_origin: 'gcc',
    fuel_type: 'petrol',
    mileage_km: 84_500,
    body_type: 'sedan',
    color: 'white',
    drive_type: 'fwd',
    vehicle_status: 'available',
    status: 'active',
    price_currency: 'USD',
    ...apiPrices(156_000_000, 12_000),
    primary_image: null,
    is_featured: false,
    verified: false,
    price_dropped: false,
    fair_price: null,
    views_count: 41,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    is_favourite: false,
    ...overrides,
  };
}

const pageOf = <T>(all: T[], query: URLSearchParams) => {
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const perPage = Number(query.get('per_page') ?? 10);
  return {
    items: all.slice((page - 1) * perPage, page * perPage),
    pagination: { page, per_page: perPage, total: all.length, last_page: Math.max(1, Math.ceil(all.length / perPage)) },
  };
};

const RATING_KEYS = ['overall_experience', 'transparency', 'professionalism', 'responsiveness'] as const;

/** The world the stand-in answers from; tests change it and read what the API would have stored. */
export interface AgentWorld {
  viewerId: number;
  profile: AgentProfile;
  reviews: Review[];
  reports: { review_id: number; reason: string; text?: unknown }[];
  agentReports: { reason: string; text?: unknown }[];
  contacts: { channel: string }[];
  properties: PropertyCard[];
  autos: AutoCard[];
}

/** Serves the profile, listings, reviews, replies, reports and contacts of `world.profile` from `world`. */
export function serveAgent(api: ApiStandIn, world: AgentWorld): void {
  const visible = () => world.reviews.filter((review) => !review.hidden || review.reviewer.id === world.viewerId);
  const counted = () => world.reviews.filter((review) => !review.hidden);
  const mine = () => world.reviews.find((review) => review.reviewer.id === world.viewerId) ?? null;
  const decorate = (review: Review): Review => ({
    ...review,
    is_mine: review.reviewer.id === world.viewerId,
    reported_by_me: world.reports.some((report) => report.review_id === review.id),
  });
  const notFound: Reply = { status: 404, body: { success: false, message: 'Agent not found.' } };

  api.answer('GET /agent-profile', (_body, query) => {
    if (Number(query.get('id')) !== world.profile.id) return notFound;
    const own = mine();
    return ok('Agent profile', {
      ...world.profile,
      rating: summaryOf(counted()),
      my_review: own && decorate(own),
      reported_by_me: world.agentReports.length > 0,
    });
  });
  api.answer('GET /agent-review-listing', (_body, query) => {
    const sort = query.get('sort') ?? 'newest';
    const list = visible()
      .map(decorate)
      .sort((a, b) =>
        sort === 'highest'
          ? b.average - a.average
          : sort === 'lowest'
            ? a.average - b.average
            : b.created_at.localeCompare(a.created_at),
      );
    return ok('Reviews', { ...pageOf(list, query), summary: summaryOf(counted()) });
  });
  api.answer('GET /get-user-profile-property-listings', (_body, query) =>
    ok('Listings', pageOf(world.properties, query)),
  );
  api.answer('GET /get-user-profile-auto-listings', (_body, query) => ok('Listings', pageOf(world.autos, query)));
  api.answer('POST /agent-contact', (body) => {
    world.contacts.push({ channel: String(body.channel) });
    const link =
      body.channel === 'whatsapp'
        ? 'https://wa.me/963944123456'
        : body.channel === 'call'
          ? 'tel:+963944123456'
          : 'mailto:agent@souq.localhost';
    return ok('Contact recorded.', { agent_id: body.agent_id, channel: body.channel, link });
  });
  api.answer('POST /agent-review', (body) => {
    const errors: Record<string, string[]> = {};
    for (const key of RATING_KEYS) {
      const value = body[key];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5)
        errors[key] = [`The ${key} field must be between 1 and 5.`];
    }
    if (typeof body.text === 'string' && body.text.length > 2000)
      errors.text = ['The text field may not be greater than 2000 characters.'];
    if (Object.keys(errors).length > 0) return invalid('The given data was invalid.', errors);
    const ratings = Object.fromEntries(RATING_KEYS.map((key) => [key, body[key] as number])) as Review['ratings'];
    const average = round1(RATING_KEYS.reduce((sum, key) => sum + ratings[key], 0) / 4);
    const text = typeof body.text === 'string' && body.text.trim() !== '' ? body.text.trim() : null;
    const now = new Date().toISOString();
    const own = mine();
    if (own) {
      Object.assign(own, { ratings, average, text, updated_at: now });
      return ok('Review updated.', decorate(own));
    }
    const review = reviewOf({
      id: 100 + world.reviews.length,
      reviewer: { id: world.viewerId, name: 'Lina', image: null },
      ratings,
      average,
      text,
      contact: world.profile.review_permission.contact,
      created_at: now,
    });
    world.reviews.push(review);
    return ok('Review saved.', decorate(review));
  });
  api.answer('POST /agent-review/reply', (body) => {
    const review = world.reviews.find((item) => item.id === body.review_id);
    if (!review) return { status: 404, body: { success: false, message: 'Review not found.' } };
    review.reply = { text: String(body.text), at: new Date().toISOString() };
    return ok('Reply saved.');
  });
  api.answer('POST /report-review', (body) => {
    if (world.reports.some((report) => report.review_id === body.review_id))
      return invalid('You have already reported this review.');
    world.reports.push({ review_id: Number(body.review_id), reason: String(body.reason), text: body.text });
    return ok('Report sent.');
  });
  api.answer('POST /report-review/withdraw', (body) => {
    world.reports = world.reports.filter((report) => report.review_id !== body.review_id);
    return ok('Report withdrawn.');
  });
  api.answer('POST /report-agent', (body) => {
    world.agentReports.push({ reason: String(body.reason), text: body.text });
    return ok('Report sent.');
  });
  api.answer('POST /report-agent/withdraw', () => {
    world.agentReports = [];
    return ok('Report withdrawn.');
  });
}

/** The stand-in routes by exact path: a DELETE of review `id` is answered by deleting it from `world`. */
export function serveReviewDelete(api: ApiStandIn, world: AgentWorld, id: number): void {
  api.answer(`DELETE /agent-review/${id}`, () => {
    world.reviews = world.reviews.filter((review) => review.id !== id);
    return ok('Review deleted.');
  });
}
