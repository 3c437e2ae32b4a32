import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { FaqEntriesTable, PageBlock, StaticPagesTable } from './content-tables.js';

export type PageRow = Selectable<StaticPagesTable>;
export type FaqRow = Selectable<FaqEntriesTable>;

export interface PageInput {
  ar_title: string;
  en_title: string;
  fr_title: string;
  ar_content: PageBlock[];
  en_content: PageBlock[];
  fr_content?: PageBlock[];
  position?: number;
  published?: boolean;
}

export interface FaqInput {
  ar_question: string;
  en_question: string;
  fr_question: string;
  ar_answer: string;
  en_answer: string;
  fr_answer: string;
  position?: number;
  published?: boolean;
}

/** The FAQ page shows the FAQ entries under its own text. */
export const FAQ_SLUG = 'faq';

export function pageSummary(row: Pick<PageRow, 'slug' | 'ar_title' | 'en_title' | 'fr_title'>) {
  return { slug: row.slug, en_title: row.en_title, fr_title: row.fr_title, ar_title: row.ar_title };
}

export function pageView(row: PageRow) {
  return {
    ...pageSummary(row),
    ar_content: row.ar_content,
    en_content: row.en_content,
    fr_content: row.fr_content,
    position: row.position,
    published: row.published,
    updated_at: row.updated_at,
  };
}

export function faqView(row: FaqRow) {
  return {
    id: row.id,
    ar_question: row.ar_question,
    en_question: row.en_question,
    fr_question: row.fr_question,
    ar_answer: row.ar_answer,
    en_answer: row.en_answer,
    fr_answer: row.fr_answer,
    position: row.position,
    published: row.published,
  };
}

export function listPages(db: Kysely<Database>, tenantId: number, opts: { publishedOnly: boolean }) {
  let query = db.selectFrom('static_pages').selectAll().where('tenant_id', '=', tenantId);
  if (opts.publishedOnly) query = query.where('published', '=', true);
  return query.orderBy('position').orderBy('slug').execute();
}

export function findPage(db: Kysely<Database>, tenantId: number, slug: string, opts: { publishedOnly: boolean }) {
  let query = db.selectFrom('static_pages').selectAll().where('tenant_id', '=', tenantId).where('slug', '=', slug);
  if (opts.publishedOnly) query = query.where('published', '=', true);
  return query.executeTakeFirst();
}

/** Creates the page or replaces it whole (titles and bodies in every language); blocks come checked (page-blocks.ts). */
export function savePage(db: Kysely<Database>, tenantId: number, slug: string, input: PageInput) {
  const values = {
    ar_title: input.ar_title.trim(),
    en_title: input.en_title.trim(),
    fr_title: input.fr_title.trim(),
    ar_content: JSON.stringify(input.ar_content),
    en_content: JSON.stringify(input.en_content),
    fr_content: JSON.stringify(input.fr_content ?? []),
    ...(input.position !== undefined && { position: input.position }),
    ...(input.published !== undefined && { published: input.published }),
  };
  return (
    db
      .insertInto('static_pages')
      // A new page without a position goes after the starting pages.
      .values({ tenant_id: tenantId, slug, position: 100, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'slug']).doUpdateSet({ ...values, updated_at: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

export async function deletePage(db: Kysely<Database>, tenantId: number, slug: string): Promise<boolean> {
  const result = await db
    .deleteFrom('static_pages')
    .where('tenant_id', '=', tenantId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listFaqs(db: Kysely<Database>, tenantId: number, opts: { publishedOnly: boolean }) {
  let query = db.selectFrom('faq_entries').selectAll().where('tenant_id', '=', tenantId);
  if (opts.publishedOnly) query = query.where('published', '=', true);
  return query.orderBy('position').orderBy('id').execute();
}

function faqValues(input: FaqInput) {
  return {
    ar_question: input.ar_question.trim(),
    en_question: input.en_question.trim(),
    fr_question: input.fr_question.trim(),
    ar_answer: input.ar_answer.trim(),
    en_answer: input.en_answer.trim(),
    fr_answer: input.fr_answer.trim(),
    ...(input.position !== undefined && { position: input.position }),
    ...(input.published !== undefined && { published: input.published }),
  };
}

export function createFaq(db: Kysely<Database>, tenantId: number, input: FaqInput) {
  return db
    .insertInto('faq_entries')
    .values({ tenant_id: tenantId, ...faqValues(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateFaq(db: Kysely<Database>, tenantId: number, id: number, input: FaqInput) {
  return db
    .updateTable('faq_entries')
    .set({ ...faqValues(input), updated_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteFaq(db: Kysely<Database>, tenantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('faq_entries')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
