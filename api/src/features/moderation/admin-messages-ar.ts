import { ADMIN_MSG } from './admin-messages.js';

const AR: Record<string, string> = {
  [ADMIN_MSG.dashboard]: 'قوائم المراجعة المفتوحة.',
  [ADMIN_MSG.members]: 'الأعضاء.',
  [ADMIN_MSG.member]: 'العضو.',
  [ADMIN_MSG.memberNotFound]: 'العضو غير موجود.',
  [ADMIN_MSG.notAnAdmin]: 'لا يمكن إيقاف حساب مشرف.',
  [ADMIN_MSG.notYourself]: 'لا يمكنك إيقاف حسابك.',
  [ADMIN_MSG.suspended]: 'تم إيقاف العضو: أُخفيت إعلاناته وتم تسجيل خروجه.',
  [ADMIN_MSG.restored]: 'تمت إعادة العضو: عادت إعلاناته كما كانت.',
  [ADMIN_MSG.listings]: 'الإعلانات.',
  [ADMIN_MSG.listingNotFound]: 'الإعلان غير موجود.',
  [ADMIN_MSG.listingHidden]: 'تم إخفاء الإعلان.',
  [ADMIN_MSG.listingRestored]: 'تمت إعادة الإعلان.',
  [ADMIN_MSG.ownerSuspended]: 'صاحب هذا الإعلان موقوف: أعد العضو لتعود إعلاناته.',
  [ADMIN_MSG.reviewNotFound]: 'التقييم غير موجود.',
  [ADMIN_MSG.agentNotFound]: 'الوكيل غير موجود.',
  [ADMIN_MSG.reviewReports]: 'التقييمات المُبلَّغ عنها.',
  [ADMIN_MSG.agentReports]: 'الوكلاء المُبلَّغ عنهم.',
  [ADMIN_MSG.reviewHidden]: 'تم إخفاء التقييم.',
  [ADMIN_MSG.reportsDismissed]: 'تم رفض البلاغات.',
  [ADMIN_MSG.agentSuspended]: 'تم إيقاف الوكيل.',
  [ADMIN_MSG.auditLog]: 'سجل التدقيق.',
  [ADMIN_MSG.badDate]: 'اكتب التاريخ بالشكل YYYY-MM-DD أو تاريخًا مع الوقت.',
};

/** The Arabic of an admin-area message, or null when it is not one of them. */
export function adminMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
