import type { Lang } from '../../db/types.js';
import type { MailMessage } from '../../lib/mailer.js';
import { type ListingKind, listingPath, listPath } from '../listing-kinds/registry.js';
import { amountWithCurrency } from '../listing-shared/currency.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { listingName } from '../listings/listing-name.js';

/** A mail lists this many listings; the rest are "and N more" with a link to the whole search. */
export const LISTINGS_PER_MAIL = 10;

export interface AlertListing {
  id: number;
  name: string;
  name_ar: string | null;
  price: number;
  /** A rent's period (monthly, yearly, daily); null for a sale and for cars. */
  rent_period?: string | null;
}

export interface AlertMailInput {
  tenantId: number;
  to: string;
  userName: string;
  language: Lang;
  siteUrl: string;
  /** `name` as the member typed it; `description` its filters in words, in the mail's language (search-description.ts). */
  search: { name: string; description: string; kind: ListingKind; query: string };
  currency: 'SYP' | 'USD';
  /** Newest first; every listing this mail announces (only the first LISTINGS_PER_MAIL are listed). */
  listings: AlertListing[];
}

export function listingUrl(siteUrl: string, kind: ListingKind, id: number): string {
  return `${siteUrl}${listingPath(kind, id)}`;
}

export function searchUrl(siteUrl: string, kind: ListingKind, query: string): string {
  return `${siteUrl}${listPath(kind, query)}`;
}

/** Arabic counts agree with the number: one, two, three to ten, eleven and more. */
function arabicCount(n: number): string {
  if (n === 1) return 'إعلان جديد واحد';
  if (n === 2) return 'إعلانان جديدان';
  if (n <= 10) return `${n} إعلانات جديدة`;
  return `${n} إعلانًا جديدًا`;
}

const TEXT = {
  en: {
    subject: (name: string, n: number) =>
      `${n === 1 ? '1 new listing' : `${n} new listings`} for your saved search "${name}"`,
    hello: (name: string) => `Hello ${name},`,
    intro: (name: string) => `New listings match your saved search "${name}":`,
    looksFor: (description: string) => `It looks for: ${description}`,
    more: (n: number, url: string) => `…and ${n} more: ${url}`,
    footer: (url: string) =>
      `You get this email because alerts are on for this search. Change or stop them from your account: ${url}`,
    sign: 'Souq',
    per: { monthly: ' / month', yearly: ' / year', daily: ' / day' } as Record<string, string>,
  },
  ar: {
    subject: (name: string, n: number) => `${arabicCount(n)} لبحثك المحفوظ «${name}»`,
    hello: (name: string) => `مرحبًا ${name}،`,
    intro: (name: string) => `إعلانات جديدة تطابق بحثك المحفوظ «${name}»:`,
    looksFor: (description: string) => `يبحث عن: ${description}`,
    more: (n: number, url: string) => `…و${n} غيرها: ${url}`,
    footer: (url: string) =>
      `تصلك هذه الرسالة لأن التنبيهات مفعّلة لهذا البحث. يمكنك تغييرها أو إيقافها من حسابك: ${url}`,
    sign: 'سوق',
    per: { monthly: ' شهرياً', yearly: ' سنوياً', daily: ' يومياً' } as Record<string, string>,
  },
} as const;

/** The alert email in the member's language: up to ten listings with their links, then "and N more". */
export function alertMail(input: AlertMailInput): MailMessage {
  const t = TEXT[input.language];
  const shown = input.listings.slice(0, LISTINGS_PER_MAIL);
  const rest = input.listings.length - shown.length;
  const title = (l: AlertListing) => listingName(l, input.language);
  const price = (l: AlertListing) =>
    `${amountWithCurrency(input.language, l.price, input.currency)}${(l.rent_period && t.per[l.rent_period]) ?? ''}`;
  const accountUrl = `${input.siteUrl}/my-account`;
  const moreUrl = searchUrl(input.siteUrl, input.search.kind, input.search.query);

  const lines = shown.map(
    (l) => `- ${title(l)} — ${price(l)}\n  ${listingUrl(input.siteUrl, input.search.kind, l.id)}`,
  );
  const text = [
    t.hello(input.userName),
    '',
    t.intro(input.search.name),
    t.looksFor(input.search.description),
    '',
    ...lines,
    ...(rest > 0 ? ['', t.more(rest, moreUrl)] : []),
    '',
    t.footer(accountUrl),
    '',
    t.sign,
  ].join('\n');

  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  // The name may be in the other language and direction: isolated, it keeps its own order inside the sentence.
  const intro = escapeHtml(t.intro('\u0000')).replace('\u0000', `<bdi>${escapeHtml(input.search.name)}</bdi>`);
  const items = shown
    .map(
      (l) =>
        `<li><a href="${escapeHtml(listingUrl(input.siteUrl, input.search.kind, l.id))}">${escapeHtml(title(l))}</a> — ${escapeHtml(price(l))}</li>`,
    )
    .join('');
  const more =
    rest > 0 ? `<p><a href="${escapeHtml(moreUrl)}">${escapeHtml(t.more(rest, '').replace(/:\s*$/, ''))}</a></p>` : '';
  const html =
    `<div dir="${dir}" lang="${input.language}"><p>${escapeHtml(t.hello(input.userName))}</p><p>${intro}</p><p>${escapeHtml(t.looksFor(input.search.description))}</p>` +
    `<ul>${items}</ul>${more}<p><small>${escapeHtml(t.footer(accountUrl))}</small></p><p>${t.sign}</p></div>`;

  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: t.subject(input.search.name, input.listings.length),
    text,
    html,
  };
}
