import { http } from '@souq/shared';
import type { PageSummary } from '../../../lib/api/pageListing';

/** A page body is data: headings, paragraphs and lists of plain text, never markup. */
export type PageBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export interface FaqEntry {
  id: number;
  ar_question: string;
  en_question: string;
  fr_question: string;
  ar_answer: string;
  en_answer: string;
  fr_answer: string;
}

export interface PageDetail extends PageSummary {
  ar_title: string;
  ar_content: PageBlock[];
  en_content: PageBlock[];
  fr_content: PageBlock[];
  faqs: FaqEntry[];
}

export async function fetchPageDetail(slug: string, signal?: AbortSignal): Promise<PageDetail> {
  const body = await http.publicJson<PageDetail>({ url: '/get-page-detail', params: { slug }, signal });
  return body.data;
}

export function pageBlocks(page: PageDetail, language: string): PageBlock[] {
  const own = language === 'ar' ? page.ar_content : page.en_content;
  return own.length > 0 ? own : page.en_content;
}
