import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DEFAULT_BANNERS, DEFAULT_FAQS, DEFAULT_PAGES } from '../features/content/default-content.js';
import '../features/content/content-tables.js';

export interface ContentSeedReport {
  pagesCreated: number;
  faqsCreated: number;
  bannersCreated: number;
}

/**
 * The starting pages, FAQ entries and home banners of a site. Idempotent and respectful of editors: a page that
 * exists (edited or not) is left alone, and FAQ entries and banners are only added to a site that has none.
 */
export async function seedContent(db: Kysely<Database>, tenantId: number): Promise<ContentSeedReport> {
  let pagesCreated = 0;
  for (const page of DEFAULT_PAGES) {
    const row = await db
      .insertInto('static_pages')
      .values({
        tenant_id: tenantId,
        slug: page.slug,
        position: page.position,
        ar_title: page.title.ar,
        en_title: page.title.en,
        fr_title: page.title.fr,
        ar_content: JSON.stringify(page.content.ar),
        en_content: JSON.stringify(page.content.en),
        fr_content: JSON.stringify(page.content.fr),
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'slug']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) pagesCreated += 1;
  }

  const hasFaqs = await db
    .selectFrom('faq_entries')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  let faqsCreated = 0;
  if (!hasFaqs) {
    await db
      .insertInto('faq_entries')
      .values(
        DEFAULT_FAQS.map((f, i) => ({
          tenant_id: tenantId,
          position: i + 1,
          ar_question: f.question.ar,
          en_question: f.question.en,
          fr_question: f.question.fr,
          ar_answer: f.answer.ar,
          en_answer: f.answer.en,
          fr_answer: f.answer.fr,
        })),
      )
      .execute();
    faqsCreated = DEFAULT_FAQS.length;
  }

  const hasBanners = await db
    .selectFrom('banners')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  let bannersCreated = 0;
  if (!hasBanners) {
    await db
      .insertInto('banners')
      .values(DEFAULT_BANNERS.map((b, i) => ({ tenant_id: tenantId, position: i + 1, ...b })))
      .execute();
    bannersCreated = DEFAULT_BANNERS.length;
  }
  return { pagesCreated, faqsCreated, bannersCreated };
}
