import type { Language } from '../../db/types.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MailMessage } from '../../lib/mailer.js';

// The reminder an owner gets 3 days before a listing leaves the market, in their language, with a one-click renewal.
interface Vars {
  name: string;
  listing: string;
  date: string;
  renewUrl: string;
  listUrl: string;
}

const TEMPLATES: Record<Language, (v: Vars) => { subject: string; text: string }> = {
  en: (v) => ({
    subject: `Your listing "${v.listing}" on Souq expires in 3 days`,
    text: `Hello ${v.name},\n\nYour listing "${v.listing}" on Souq leaves the market on ${v.date}. Renew it with one click to keep it live:\n${v.renewUrl}\n\nOr manage your listings here: ${v.listUrl}\n\nSouq`,
  }),
  ar: (v) => ({
    subject: `ينتهي إعلانك «${v.listing}» على سوق بعد 3 أيام`,
    text: `مرحبًا ${v.name}،\n\nيُزال إعلانك «${v.listing}» من السوق في ${v.date}. جدّده بنقرة واحدة ليبقى منشورًا:\n${v.renewUrl}\n\nأو أدر إعلاناتك من هنا: ${v.listUrl}\n\nسوق`,
  }),
};

export function expiryReminderEmail(input: {
  tenantId: number;
  to: string;
  name: string;
  language: Language;
  listing: { name: string; name_ar: string | null };
  expiresAt: Date;
  renewUrl: string;
  siteUrl: string;
}): MailMessage {
  const date = new Intl.DateTimeFormat(input.language === 'ar' ? 'ar-SY' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Damascus' }).format(input.expiresAt);
  const listing = input.language === 'ar' ? (input.listing.name_ar || input.listing.name) : input.listing.name;
  const { subject, text } = TEMPLATES[input.language]({ name: input.name, listing, date, renewUrl: input.renewUrl, listUrl: `${input.siteUrl}/my-listing` });
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const html = `<div dir="${dir}" lang="${input.language}">${escapeHtml(text).replace(/\n/g, '<br>')}</div>`;
  return { tenantId: input.tenantId, to: input.to, subject, text, html };
}
