import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { isHttpError } from '../../lib/errors.js';
import { findCompany } from '../accounts/users.js';
import { findAgent, profileName } from '../agents/agents.js';
import { ratingBriefs } from '../agents/ratings.js';
import type { MediaVariantRecord } from '../media/media-files-table.js';
import {
  absoluteUrl,
  describe,
  type HeadContext,
  type HeadImage,
  inLanguage,
  type PageHead,
  plainText,
  SCHEMA_CONTEXT,
} from './head.js';
import { HEAD_TEXTS } from './texts.js';

// The head of an agent's or a company's profile (/agent-details/{id}). The page is a signed-in one (docs/product/routes.md), so it
// is kept out of search engines (noindex, no language alternates), but a shared link still previews: name, rating,
// photo.

/** The profile, as the profile route finds it (agents/agents.ts), or null where that route answers 404. */
async function profileOf(db: Kysely<Database>, tenantId: number, id: number) {
  try {
    return await findAgent(db, tenantId, id);
  } catch (err) {
    if (isHttpError(err) && err.statusCode === 404) return null;
    throw err;
  }
}

/** The stored size of a member's picture, found by its address among the member's own uploads. */
async function pictureSize(
  db: Kysely<Database>,
  tenantId: number,
  ownerId: number,
  url: string | null | undefined,
): Promise<MediaVariantRecord | null> {
  if (!url) return null;
  const row = await db
    .selectFrom('media_files')
    .select('variants')
    .where('tenant_id', '=', tenantId)
    .where('owner_id', '=', ownerId)
    .where(sql<string>`variants->'main'->>'url'`, '=', url)
    .executeTakeFirst();
  return row?.variants.main ?? null;
}

export async function profileHead(ctx: HeadContext, db: Kysely<Database>, id: number): Promise<PageHead | null> {
  const agent = await profileOf(db, ctx.tenantId, id);
  if (!agent) return null;
  const t = HEAD_TEXTS[ctx.lang];
  const company = agent.user_type === 'Corporate' ? await findCompany(db, ctx.tenantId, agent.id) : undefined;
  const name = plainText(profileName(agent, company?.company_name));
  const pictureUrl = company?.logo || agent.image;
  const [ratings, picture] = await Promise.all([
    ratingBriefs(db, ctx.tenantId, [agent.id]),
    pictureSize(db, ctx.tenantId, agent.id, pictureUrl),
  ]);
  const rating = ratings.get(agent.id) ?? { average: 0, count: 0 };

  const ratingText = rating.count > 0 ? t.profile.rating(String(rating.average), rating.count) : null;
  const description = describe(t.profile.description(name, ratingText), agent.about_me);
  const canonical = inLanguage(`${ctx.siteUrl}/agent-details/${agent.id}`, ctx.lang);
  const image: HeadImage | null = pictureUrl
    ? { url: absoluteUrl(ctx.siteUrl, pictureUrl), width: picture?.width ?? 0, height: picture?.height ?? 0, alt: name }
    : null;
  const jsonLd = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateAgent',
    name,
    url: canonical,
    ...(image && { image: image.url }),
    ...(agent.about_me && { description: plainText(agent.about_me) }),
    ...(company?.address && {
      address: { '@type': 'PostalAddress', streetAddress: plainText(company.address), addressCountry: 'SY' },
    }),
    ...(rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        reviewCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
  return {
    status: 200,
    title: t.titled(agent.user_type === 'Corporate' ? t.profile.company(name) : t.profile.agent(name)),
    description,
    canonical,
    alternates: null,
    locale: ctx.lang === 'en' ? 'en_US' : 'ar_SY',
    type: 'profile',
    image,
    noindex: true,
    jsonLd,
  };
}
