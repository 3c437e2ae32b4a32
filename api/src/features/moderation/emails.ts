import type { Lang } from '../../db/types.js';
import { listingName, type NamedListing } from '../listings/listing-name.js';
import type { NoticeText } from '../../lib/member-notice.js';

// What a member is told of an admin's decision on their account, listing or review, in each language. The reason the
// admin gave is quoted; a reporter is never named.
type Notice = Record<Lang, NoticeText>;

const reasonLine = (reason: string | null, lang: Lang) =>
  reason ? (lang === 'ar' ? `\n\nالسبب: ${reason}` : `\n\nReason: ${reason}`) : '';

export function memberSuspendedNotice(reason: string): Notice {
  return {
    en: (name) => ({
      subject: 'Your Souq account is suspended',
      text: `Hello ${name},\n\nAn admin has suspended your account. You cannot sign in and your listings are hidden.${reasonLine(reason, 'en')}\n\nContact us if you think this is a mistake.\n\nSouq`,
    }),
    ar: (name) => ({
      subject: 'تم إيقاف حسابك في سوق',
      text: `مرحبًا ${name}،\n\nأوقف أحد المشرفين حسابك. لا يمكنك تسجيل الدخول وإعلاناتك مخفية.${reasonLine(reason, 'ar')}\n\nتواصل معنا إن كنت تظن أن هذا خطأ.\n\nسوق`,
    }),
  };
}

export function memberRestoredNotice(reason: string | null, siteUrl: string): Notice {
  return {
    en: (name) => ({
      subject: 'Your Souq account is active again',
      text: `Hello ${name},\n\nYour account is no longer suspended: you can sign in again and your listings are back as they were.${reasonLine(reason, 'en')}\n\n${siteUrl}\n\nSouq`,
    }),
    ar: (name) => ({
      subject: 'عاد حسابك في سوق فعالًا',
      text: `مرحبًا ${name}،\n\nلم يعد حسابك موقوفًا: يمكنك تسجيل الدخول مجددًا وعادت إعلاناتك كما كانت.${reasonLine(reason, 'ar')}\n\n${siteUrl}\n\nسوق`,
    }),
  };
}

export interface ListingNoticeVars extends NamedListing {
  url: string;
  reason: string;
}

export function listingHiddenNotice(v: ListingNoticeVars): Notice {
  return {
    en: (name) => ({
      subject: `Your listing "${listingName(v, 'en')}" is hidden`,
      text: `Hello ${name},\n\nAn admin has hidden your listing "${listingName(v, 'en')}": it no longer shows on the site.${reasonLine(v.reason, 'en')}\n\n${v.url}\n\nSouq`,
    }),
    ar: (name) => ({
      subject: `تم إخفاء إعلانك «${listingName(v, 'ar')}»`,
      text: `مرحبًا ${name}،\n\nأخفى أحد المشرفين إعلانك «${listingName(v, 'ar')}»: لم يعد يظهر على الموقع.${reasonLine(v.reason, 'ar')}\n\n${v.url}\n\nسوق`,
    }),
  };
}

export function listingRestoredNotice(v: ListingNoticeVars): Notice {
  return {
    en: (name) => ({
      subject: `Your listing "${listingName(v, 'en')}" is back`,
      text: `Hello ${name},\n\nAn admin has restored your listing "${listingName(v, 'en')}": it is back as it was.${reasonLine(v.reason, 'en')}\n\n${v.url}\n\nSouq`,
    }),
    ar: (name) => ({
      subject: `عاد إعلانك «${listingName(v, 'ar')}»`,
      text: `مرحبًا ${name}،\n\nأعاد أحد المشرفين إعلانك «${listingName(v, 'ar')}» كما كان.${reasonLine(v.reason, 'ar')}\n\n${v.url}\n\nسوق`,
    }),
  };
}

export function reviewHiddenNotice(agentName: string, reason: string): Notice {
  return {
    en: (name) => ({
      subject: 'Your review is hidden',
      text: `Hello ${name},\n\nAn admin has hidden your review of ${agentName}: others no longer see it.${reasonLine(reason, 'en')}\n\nSouq`,
    }),
    ar: (name) => ({
      subject: 'تم إخفاء تقييمك',
      text: `مرحبًا ${name}،\n\nأخفى أحد المشرفين تقييمك لـ ${agentName}: لم يعد يراه الآخرون.${reasonLine(reason, 'ar')}\n\nسوق`,
    }),
  };
}

export function reviewShownNotice(agentName: string): Notice {
  return {
    en: (name) => ({
      subject: 'Your review shows again',
      text: `Hello ${name},\n\nAn admin has looked at your review of ${agentName}: it shows again.\n\nSouq`,
    }),
    ar: (name) => ({
      subject: 'عاد تقييمك للظهور',
      text: `مرحبًا ${name}،\n\nراجع أحد المشرفين تقييمك لـ ${agentName}: عاد للظهور.\n\nسوق`,
    }),
  };
}
