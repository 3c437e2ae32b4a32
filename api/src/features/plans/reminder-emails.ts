import type { Lang } from '../../db/types.js';
import type { MailMessage } from '../../lib/mailer.js';
import { emailDate, plainEmailHtml } from '../../lib/plain-email.js';

// The reminder a member gets 7 days and 1 day before their plan ends, in their language, with the way to renew.
interface ReminderVars {
  name: string;
  plan: string;
  date: string;
  url: string;
}

const TEMPLATES: Record<7 | 1, Record<Lang, (v: ReminderVars) => { subject: string; text: string }>> = {
  7: {
    en: (v) => ({
      subject: `Your ${v.plan} plan on Souq ends in 7 days`,
      text: `Hello ${v.name},\n\nYour ${v.plan} plan on Souq ends on ${v.date}. Renew it to keep all your listings live; listings beyond the free plan's limit are paused when it ends.\n\nRenew or choose a plan here: ${v.url}\n\nSouq`,
    }),
    ar: (v) => ({
      subject: `تنتهي خطتك «${v.plan}» على سوق بعد 7 أيام`,
      text: `مرحبًا ${v.name}،\n\nتنتهي خطتك «${v.plan}» على سوق في ${v.date}. جدّدها لتبقى جميع إعلاناتك منشورة؛ عند انتهائها تتوقف مؤقتًا الإعلانات التي تتجاوز حد الخطة المجانية.\n\nجدّد خطتك أو اختر خطة من هنا: ${v.url}\n\nسوق`,
    }),
  },
  1: {
    en: (v) => ({
      subject: `Your ${v.plan} plan on Souq ends tomorrow`,
      text: `Hello ${v.name},\n\nYour ${v.plan} plan on Souq ends on ${v.date}. Renew it today to keep all your listings live; listings beyond the free plan's limit are paused when it ends.\n\nRenew or choose a plan here: ${v.url}\n\nSouq`,
    }),
    ar: (v) => ({
      subject: `تنتهي خطتك «${v.plan}» على سوق غدًا`,
      text: `مرحبًا ${v.name}،\n\nتنتهي خطتك «${v.plan}» على سوق في ${v.date}. جدّدها اليوم لتبقى جميع إعلاناتك منشورة؛ عند انتهائها تتوقف مؤقتًا الإعلانات التي تتجاوز حد الخطة المجانية.\n\nجدّد خطتك أو اختر خطة من هنا: ${v.url}\n\nسوق`,
    }),
  },
};

export function reminderEmail(input: {
  tenantId: number;
  to: string;
  name: string;
  language: Lang;
  plan: { name_en: string; name_ar: string };
  expiresAt: Date;
  days: 7 | 1;
  siteUrl: string;
}): MailMessage {
  const date = emailDate(input.expiresAt, input.language);
  const { subject, text } = TEMPLATES[input.days][input.language]({
    name: input.name,
    plan: input.language === 'ar' ? input.plan.name_ar : input.plan.name_en,
    date,
    url: `${input.siteUrl}/subscription-plans`,
  });
  const html = plainEmailHtml(text, input.language);
  return { tenantId: input.tenantId, to: input.to, subject, text, html };
}
