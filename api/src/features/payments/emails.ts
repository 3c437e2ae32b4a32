import type { Kysely } from 'kysely';
import type { Database, Lang } from '../../db/types.js';
import type { MailMessage } from '../../lib/mailer.js';
import { plainEmailHtml } from '../../lib/plain-email.js';
import { amountText } from './providers/provider.js';
import { listingName } from '../listings/listing-name.js';
import { type PaymentNames, paymentNames, type PaymentRow, referenceCode } from './payment-view.js';

// The member hears of an admin's (or the card provider's) decision on a payment, in their own language: what it
// bought is active, or why it was not accepted, with a link to the payment's page.
interface Vars {
  name: string;
  code: string;
  amount: string;
  what: string;
  reason: string;
  url: string;
}

type Template = (v: Vars) => { subject: string; text: string };

const TEMPLATES: Record<'confirmed' | 'rejected', Record<Lang, Template>> = {
  confirmed: {
    en: (v) => ({
      subject: `Your payment ${v.code} is confirmed`,
      text: `Hello ${v.name},\n\nWe have received your payment ${v.code} of ${v.amount}. ${v.what} is now active.\n\nSee the payment: ${v.url}\n\nSouq`,
    }),
    ar: (v) => ({
      subject: `تم تأكيد دفعتك ${v.code}`,
      text: `مرحبًا ${v.name}،\n\nاستلمنا دفعتك ${v.code} بقيمة ${v.amount}. أصبح ${v.what} فعالًا الآن.\n\nتفاصيل الدفعة: ${v.url}\n\nسوق`,
    }),
  },
  rejected: {
    en: (v) => ({
      subject: `Your payment ${v.code} was not accepted`,
      text: `Hello ${v.name},\n\nWe could not accept your payment ${v.code} of ${v.amount} for ${v.what}.\n\nReason: ${v.reason}\n\nYou can pay again from ${v.url}\n\nSouq`,
    }),
    ar: (v) => ({
      subject: `لم نتمكن من قبول دفعتك ${v.code}`,
      text: `مرحبًا ${v.name}،\n\nلم نتمكن من قبول دفعتك ${v.code} بقيمة ${v.amount} مقابل ${v.what}.\n\nالسبب: ${v.reason}\n\nيمكنك الدفع مرة أخرى من ${v.url}\n\nسوق`,
    }),
  },
};

const BILLING = { monthly: { en: 'monthly', ar: 'شهري' }, annual: { en: 'annual', ar: 'سنوي' } } as const;

/** What the payment bought, as a phrase: "the Premium plan (monthly)" / "Featured Listing for your listing "Flat in Mazzeh"". */
async function purchaseText(db: Kysely<Database>, payment: PaymentRow, lang: Lang): Promise<string> {
  const [{ plan, listing }] = (await paymentNames(db, [payment])) as [PaymentNames];
  if (payment.purpose === 'subscription') {
    // A plan's payment always has its plan (a foreign key).
    const billing = BILLING[payment.billing!][lang];
    return lang === 'ar' ? `اشتراك الباقة ${plan!.name_ar} (${billing})` : `the ${plan!.name_en} plan (${billing})`;
  }
  const option = await db
    .selectFrom('listing_options')
    .select(['name_en', 'name_ar'])
    .where('tenant_id', '=', payment.tenant_id)
    .where('code', '=', payment.purpose)
    .executeTakeFirstOrThrow();
  // Named as the member knows it; by its number only once it is deleted.
  if (!listing)
    return lang === 'ar'
      ? `خيار ${option.name_ar} لإعلانك رقم ${payment.listing_id}`
      : `${option.name_en} for your listing #${payment.listing_id}`;
  const name = listingName(listing, lang);
  return lang === 'ar' ? `خيار ${option.name_ar} لإعلانك «${name}»` : `${option.name_en} for your listing "${name}"`;
}

export async function decisionEmail(
  db: Kysely<Database>,
  payment: PaymentRow,
  decision: 'confirmed' | 'rejected',
  siteUrl: string,
): Promise<MailMessage> {
  const member = await db
    .selectFrom('users')
    .select(['name', 'email', 'language'])
    .where('id', '=', payment.user_id)
    .executeTakeFirstOrThrow();
  const language = member.language;
  const amount = amountText(payment.amount, payment.currency)[language];
  const { subject, text } = TEMPLATES[decision][language]({
    name: member.name,
    code: referenceCode(payment.id),
    amount,
    what: await purchaseText(db, payment, language),
    reason: payment.reject_reason ?? '',
    url:
      decision === 'confirmed'
        ? `${siteUrl}/subscription-plans/payment/${payment.id}`
        : `${siteUrl}/subscription-plans`,
  });
  const html = plainEmailHtml(text, language);
  return { tenantId: payment.tenant_id, to: member.email, subject, text, html };
}
