import type { Lang } from '../../db/types.js';
import type { MailMessage } from '../../lib/mailer.js';
import { emailDate, plainEmailHtml } from '../../lib/plain-email.js';
import { listingName } from './listing-name.js';

// The reminder an owner gets 3 days before listings leave the market, in their language, with a one-click renewal
// per listing: one mail per owner and pass, however many of their listings are ending (an agency's stock, posted in
// a day, ends in a day).

/** How many ending listings a reminder names, each with its link; the rest are counted and left to My listings. */
export const REMINDER_LISTED_MAX = 20;

interface Ending {
  listing: string;
  date: string;
  renewUrl: string;
}
interface Vars {
  name: string;
  listings: Ending[];
  /** Ending listings beyond those named. */
  more: number;
  listUrl: string;
}

const TEMPLATES: Record<
  Lang,
  { one: (v: Vars) => { subject: string; text: string }; many: (v: Vars) => { subject: string; text: string } }
> = {
  en: {
    one: ({ name, listings: [l], listUrl }) => ({
      subject: `Your listing "${l!.listing}" on Souq expires in 3 days`,
      text: `Hello ${name},\n\nYour listing "${l!.listing}" on Souq leaves the market on ${l!.date}. Renew it with one click to keep it live:\n${l!.renewUrl}\n\nOr manage your listings here: ${listUrl}\n\nSouq`,
    }),
    many: ({ name, listings, more, listUrl }) => ({
      subject: `${listings.length + more} of your listings on Souq expire within 3 days`,
      text: `Hello ${name},\n\nThese listings of yours on Souq leave the market soon. Renew each with one click to keep it live:\n\n${listings
        .map((l) => `"${l.listing}", leaves on ${l.date}:\n${l.renewUrl}`)
        .join(
          '\n\n',
        )}\n\n${more ? `And ${more} more: renew them on My listings: ${listUrl}` : `Or manage your listings here: ${listUrl}`}\n\nSouq`,
    }),
  },
  ar: {
    one: ({ name, listings: [l], listUrl }) => ({
      subject: `ينتهي إعلانك «${l!.listing}» على سوق بعد 3 أيام`,
      text: `مرحبًا ${name}،\n\nيُزال إعلانك «${l!.listing}» من السوق في ${l!.date}. جدّده بنقرة واحدة ليبقى منشورًا:\n${l!.renewUrl}\n\nأو أدر إعلاناتك من هنا: ${listUrl}\n\nسوق`,
    }),
    many: ({ name, listings, more, listUrl }) => {
      const n = listings.length + more;
      return {
        subject: n === 2 ? 'ينتهي إعلانان لك على سوق خلال 3 أيام' : `تنتهي ${n} من إعلاناتك على سوق خلال 3 أيام`,
        text: `مرحبًا ${name}،\n\nتُزال إعلاناتك هذه من السوق قريبًا. جدّد كلًّا منها بنقرة واحدة ليبقى منشورًا:\n\n${listings
          .map((l) => `«${l.listing}»، يُزال في ${l.date}:\n${l.renewUrl}`)
          .join(
            '\n\n',
          )}\n\n${more ? `وغيرها (${more}): جدّدها من صفحة إعلاناتي: ${listUrl}` : `أو أدر إعلاناتك من هنا: ${listUrl}`}\n\nسوق`,
      };
    },
  },
};

export interface EndingListing {
  name: string;
  name_ar: string | null;
  expiresAt: Date;
  renewUrl: string;
}

/** The reminder of an owner's ending listings (at least one), soonest first. */
export function expiryReminderEmail(input: {
  tenantId: number;
  to: string;
  name: string;
  language: Lang;
  listings: readonly EndingListing[];
  siteUrl: string;
}): MailMessage {
  const ending = [...input.listings].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  const listings = ending.slice(0, REMINDER_LISTED_MAX).map((l) => ({
    listing: listingName(l, input.language),
    date: emailDate(l.expiresAt, input.language),
    renewUrl: l.renewUrl,
  }));
  const vars: Vars = {
    name: input.name,
    listings,
    more: ending.length - listings.length,
    listUrl: `${input.siteUrl}/my-listing`,
  };
  const template = TEMPLATES[input.language];
  const { subject, text } = ending.length === 1 ? template.one(vars) : template.many(vars);
  const html = plainEmailHtml(text, input.language);
  return { tenantId: input.tenantId, to: input.to, subject, text, html };
}
