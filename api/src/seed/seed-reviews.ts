import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import '../features/agents/agent-tables.js';
import { LISTING_KINDS, type ListingKind } from '../features/listing-kinds/registry.js';
import type { ContactChannel } from '../features/property/property-tables.js';

// Reviews of the demo agents and companies, so their pages look alive: each written by a seeded member after a
// recorded contact with one of the agent's listings (as the API requires), some answered by the agent. The reviewers
// have no password: they exist to have written these reviews.
const REVIEWERS = [
  { key: 'nour', name: 'Nour', surname: 'Haddad' },
  { key: 'hadi', name: 'Hadi', surname: 'Sabbagh' },
  { key: 'salma', name: 'Salma', surname: 'Khoury' },
  { key: 'fadi', name: 'Fadi', surname: 'Mansour' },
  { key: 'rami', name: 'Rami', surname: 'Jabri' },
] as const;
type Reviewer = (typeof REVIEWERS)[number]['key'];
const reviewerEmail = (key: Reviewer) => `${key}.member@souq.localhost`;

interface SeedReview {
  agent: string;
  by: Reviewer;
  /** The listing kind contacted, and how. */
  via: ListingKind;
  channel: ContactChannel;
  daysAgo: number;
  ratings: [number, number, number, number];
  text: string | null;
  reply?: string;
}

const SEED_REVIEWS: readonly SeedReview[] = [
  {
    agent: 'agent@souq.localhost',
    by: 'nour',
    via: 'property',
    channel: 'whatsapp',
    daysAgo: 40,
    ratings: [5, 5, 5, 4],
    text: 'Omar found us a flat in Mezzeh within a week and was honest about every defect. Highly recommended.',
    reply: 'Thank you, Nour! Enjoy the new home.',
  },
  {
    agent: 'agent@souq.localhost',
    by: 'hadi',
    via: 'property',
    channel: 'call',
    daysAgo: 25,
    ratings: [4, 4, 5, 3],
    text: 'تعامل محترم ومعرفة جيدة بالسوق، لكن الرد على الرسائل تأخر أحياناً.',
  },
  {
    agent: 'agent@souq.localhost',
    by: 'salma',
    via: 'auto',
    channel: 'email',
    daysAgo: 12,
    ratings: [5, 4, 4, 5],
    text: 'ساعدني في شراء سيارة مستعملة بحالة ممتازة وبسعر عادل، وشرح لي تاريخ صيانتها كاملاً.',
    reply: 'شكراً سلمى، بالتوفيق مع السيارة!',
  },
  {
    agent: 'agent@souq.localhost',
    by: 'fadi',
    via: 'property',
    channel: 'call',
    daysAgo: 5,
    ratings: [3, 2, 3, 3],
    text: 'The price in the ad was not the final price; otherwise helpful.',
    reply: 'The owner raised the price after the ad went up; the listing is corrected now.',
  },
  {
    agent: 'corporate@souq.localhost',
    by: 'hadi',
    via: 'property',
    channel: 'whatsapp',
    daysAgo: 60,
    ratings: [5, 5, 4, 4],
    text: 'فريق منظم وعقود واضحة. أنصح بالتعامل معهم.',
    reply: 'شكراً لثقتك بنا!',
  },
  {
    agent: 'corporate@souq.localhost',
    by: 'nour',
    via: 'property',
    channel: 'email',
    daysAgo: 30,
    ratings: [4, 5, 4, 4],
    text: 'Clear paperwork and a realistic valuation of our apartment.',
  },
  {
    agent: 'corporate@souq.localhost',
    by: 'rami',
    via: 'property',
    channel: 'call',
    daysAgo: 8,
    ratings: [4, 3, 4, 5],
    text: null,
  },
  {
    agent: 'yara.agent@souq.localhost',
    by: 'salma',
    via: 'property',
    channel: 'whatsapp',
    daysAgo: 20,
    ratings: [5, 5, 5, 5],
    text: 'Very patient: she showed us ten flats without a single complaint.',
  },
  {
    agent: 'yara.agent@souq.localhost',
    by: 'rami',
    via: 'auto',
    channel: 'call',
    daysAgo: 3,
    ratings: [4, 4, 4, 4],
    text: null,
  },
  {
    agent: 'khaled.agent@souq.localhost',
    by: 'fadi',
    via: 'auto',
    channel: 'whatsapp',
    daysAgo: 15,
    ratings: [4, 3, 4, 4],
    text: 'جيد بشكل عام، والسيارة كما في الوصف.',
  },
  {
    agent: 'maya.agent@souq.localhost',
    by: 'nour',
    via: 'property',
    channel: 'email',
    daysAgo: 9,
    ratings: [5, 4, 5, 5],
    text: 'وكيلة محترفة وتعرف أحياء حلب جيداً.',
  },
];

const DAY = 86_400_000;

/** Idempotent: a reviewer is found by address, a review by agent and reviewer; what exists is left as it is. */
export async function seedReviews(db: Kysely<Database>, tenantId: number, now = Date.now()): Promise<void> {
  await db
    .insertInto('users')
    .values(
      REVIEWERS.map((r) => ({
        tenant_id: tenantId,
        name: r.name,
        surname: r.surname,
        email: reviewerEmail(r.key),
        password_hash: null,
        user_type: 'Individual' as const,
        listing_category: null,
        created_at: new Date(now - 90 * DAY),
        email_verified_at: new Date(now - 90 * DAY),
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
    .execute();
  const emails = [...REVIEWERS.map((r) => reviewerEmail(r.key)), ...new Set(SEED_REVIEWS.map((r) => r.agent))];
  const users = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('tenant_id', '=', tenantId)
        .where('email', 'in', emails)
        .execute()
    ).map((u) => [u.email, u.id]),
  );

  for (const r of SEED_REVIEWS) {
    const agentId = users.get(r.agent);
    const reviewerId = users.get(reviewerEmail(r.by));
    if (agentId === undefined || reviewerId === undefined) continue;
    const done = await db
      .selectFrom('agent_reviews')
      .select('id')
      .where('agent_id', '=', agentId)
      .where('reviewer_id', '=', reviewerId)
      .executeTakeFirst();
    if (done) continue;
    const at = new Date(now - r.daysAgo * DAY);
    const contact = {
      tenant_id: tenantId,
      user_id: reviewerId,
      channel: r.channel,
      first_contacted_at: at,
      last_contacted_at: at,
    };
    const listing = (await (db as unknown as Kysely<any>)
      .selectFrom(LISTING_KINDS[r.via].table)
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('owner_id', '=', agentId)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()) as { id: number } | undefined;
    if (listing && r.via === 'property') {
      await db
        .insertInto('property_contacts')
        .values({ ...contact, property_id: listing.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else if (listing) {
      await db
        .insertInto('auto_contacts')
        .values({ ...contact, auto_id: listing.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else {
      // No listing of that kind (a smaller seed): the contact was made from the profile.
      await db
        .insertInto('agent_contacts')
        .values({ ...contact, agent_id: agentId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const [overall, transparency, professionalism, responsiveness] = r.ratings as [
      1 | 2 | 3 | 4 | 5,
      1 | 2 | 3 | 4 | 5,
      1 | 2 | 3 | 4 | 5,
      1 | 2 | 3 | 4 | 5,
    ];
    const written = new Date(at.getTime() + 2 * DAY);
    await db
      .insertInto('agent_reviews')
      .values({
        tenant_id: tenantId,
        agent_id: agentId,
        reviewer_id: reviewerId,
        overall_experience: overall,
        transparency,
        professionalism,
        responsiveness,
        text: r.text,
        contact_channel: r.channel,
        contacted_at: at,
        reply: r.reply ?? null,
        replied_at: r.reply ? new Date(written.getTime() + DAY) : null,
        created_at: written,
        updated_at: written,
      })
      .onConflict((oc) => oc.columns(['agent_id', 'reviewer_id']).doNothing())
      .execute();
  }
}
