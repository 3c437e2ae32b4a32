import type { ColumnType, Generated } from 'kysely';
import type { Lang } from '../../db/types.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** One block of a page body. Bodies are data, not markup: the site renders each block as plain text. */
export type PageBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

type Blocks = ColumnType<PageBlock[], string, string>;

export interface StaticPagesTable {
  id: Generated<number>;
  tenant_id: number;
  slug: string;
  ar_title: string;
  en_title: string;
  fr_title: string;
  ar_content: Blocks;
  en_content: Blocks;
  fr_content: Blocks;
  position: ColumnType<number, number | undefined, number>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FaqEntriesTable {
  id: Generated<number>;
  tenant_id: number;
  ar_question: string;
  en_question: string;
  fr_question: string;
  ar_answer: string;
  en_answer: string;
  fr_answer: string;
  position: ColumnType<number, number | undefined, number>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BannersTable {
  id: Generated<number>;
  tenant_id: number;
  language: Lang;
  image: string;
  title: string | null;
  subtitle: string | null;
  alt: ColumnType<string, string | undefined, string>;
  link: string | null;
  position: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  language: ColumnType<Lang, Lang | undefined, Lang>;
  unsubscribe_token: string;
  subscribed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  unsubscribed_at: Date | null;
}

declare module '../../db/types.js' {
  interface Database {
    static_pages: StaticPagesTable;
    faq_entries: FaqEntriesTable;
    banners: BannersTable;
    contact_messages: ContactMessagesTable;
    newsletter_subscribers: NewsletterSubscribersTable;
  }
}
