import type { Lang } from '../../db/types.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { amountWithCurrency } from '../listing-shared/currency.js';
import type { MailMessage } from '../../lib/mailer.js';
import { listingUrl } from './alert-mail.js';
import type { ListingKind } from '../listing-kinds/registry.js';
import { listingName } from '../listings/listing-name.js';

/** A drop of a saved listing's price, as its email tells it (the buyer's price, in both currencies). */
export interface DropItem {
  kind: ListingKind;
  id: number;
  name: string;
  name_ar: string | null;
  old_syp: number;
  old_usd: number;
  new_syp: number;
  new_usd: number;
}

export interface DropMailInput {
  tenantId: number;
  to: string;
  userName: string;
  language: Lang;
  siteUrl: string;
  /** One drop (instant) or the day's drops (daily), oldest first. */
  drops: DropItem[];
}

const TEXT = {
  en: {
    subjectOne: (name: string) => `Price dropped: "${name}"`,
    subjectMany: (n: number) => `Prices dropped on ${n} of your saved listings`,
    hello: (name: string) => `Hello ${name},`,
    intro: (n: number) =>
      n === 1 ? 'The price of a listing you saved dropped:' : 'The prices of listings you saved dropped:',
    footer: (url: string) =>
      `You get this email because price-drop alerts are on for your saved listings. Change or stop them from your account: ${url}`,
    sign: 'Souq',
  },
  ar: {
    subjectOne: (name: string) => `انخفض السعر: «${name}»`,
    subjectMany: (n: number) => `انخفضت أسعار ${n === 2 ? 'إعلانين' : `${n} إعلانات`} من إعلاناتك المحفوظة`,
    hello: (name: string) => `مرحبًا ${name}،`,
    intro: (n: number) => (n === 1 ? 'انخفض سعر إعلان حفظته:' : 'انخفضت أسعار إعلانات حفظتها:'),
    footer: (url: string) =>
      `تصلك هذه الرسالة لأن تنبيهات انخفاض السعر مفعّلة لإعلاناتك المحفوظة. يمكنك تغييرها أو إيقافها من حسابك: ${url}`,
    sign: 'سوق',
  },
} as const;

/** The drop email in the member's language: each listing with its old → new price and its link. */
export function priceDropMail(input: DropMailInput): MailMessage {
  const t = TEXT[input.language];
  const title = (d: DropItem) => listingName(d, input.language);
  const money = (syp: number, usd: number) =>
    `${amountWithCurrency(input.language, syp, 'SYP')} (${amountWithCurrency(input.language, usd, 'USD')})`;
  const change = (d: DropItem) => `${money(d.old_syp, d.old_usd)} → ${money(d.new_syp, d.new_usd)}`;
  const accountUrl = `${input.siteUrl}/my-account/saved-searches`;
  const subject = input.drops.length === 1 ? t.subjectOne(title(input.drops[0]!)) : t.subjectMany(input.drops.length);

  const text = [
    t.hello(input.userName),
    '',
    t.intro(input.drops.length),
    '',
    ...input.drops.map((d) => `- ${title(d)}: ${change(d)}\n  ${listingUrl(input.siteUrl, d.kind, d.id)}`),
    '',
    t.footer(accountUrl),
    '',
    t.sign,
  ].join('\n');
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const items = input.drops
    .map(
      (d) =>
        `<li><a href="${escapeHtml(listingUrl(input.siteUrl, d.kind, d.id))}">${escapeHtml(title(d))}</a>: <bdi>${escapeHtml(change(d))}</bdi></li>`,
    )
    .join('');
  const html =
    `<div dir="${dir}" lang="${input.language}"><p>${escapeHtml(t.hello(input.userName))}</p><p>${escapeHtml(t.intro(input.drops.length))}</p>` +
    `<ul>${items}</ul><p><small>${escapeHtml(t.footer(accountUrl))}</small></p><p>${t.sign}</p></div>`;
  return { tenantId: input.tenantId, to: input.to, subject, text, html };
}
