import { TOO_MANY_REQUESTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE_AR } from '../../lib/errors.js';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../lib/errors.js';
import { MSG } from './messages.js';

// Arabic for every message of the agent endpoints, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [MSG.profile]: 'ملف الوكيل',
  [MSG.agentNotFound]: 'الوكيل غير موجود.',
  [MSG.listings]: 'الإعلانات',
  [MSG.contactSaved]: 'تم تسجيل التواصل.',
  [MSG.reviews]: 'التقييمات',
  [MSG.reviewNotFound]: 'التقييم غير موجود.',
  [MSG.reviewSaved]: 'تم حفظ التقييم.',
  [MSG.reviewUpdated]: 'تم تحديث التقييم.',
  [MSG.reviewDeleted]: 'تم حذف التقييم.',
  [MSG.selfReview]: 'لا يمكنك تقييم نفسك.',
  [MSG.needContact]: 'يمكنك تقييم الوكيل بعد التواصل معه عبر الاتصال أو البريد الإلكتروني أو واتساب.',
  [MSG.replySaved]: 'تم حفظ الرد.',
  [MSG.replyDeleted]: 'تم حذف الرد.',
  [MSG.reported]: 'تم إرسال البلاغ.',
  [MSG.reportWithdrawn]: 'تم سحب البلاغ.',
  [MSG.reviewReportedAlready]: 'لقد أبلغت عن هذا التقييم من قبل.',
  [MSG.ownReview]: 'لا يمكنك الإبلاغ عن تقييمك.',
  [MSG.reviewNotReported]: 'لم تبلغ عن هذا التقييم.',
  [MSG.agentReportedAlready]: 'لقد أبلغت عن هذا الوكيل من قبل.',
  [MSG.selfReport]: 'لا يمكنك الإبلاغ عن نفسك.',
  [MSG.agentNotReported]: 'لم تبلغ عن هذا الوكيل.',
  [FORBIDDEN_MESSAGE]: 'ليس لديك صلاحية!',
  [UNAUTHENTICATED_MESSAGE]: 'غير مصادق.',
  [TOO_MANY_REQUESTS_MESSAGE]: TOO_MANY_REQUESTS_MESSAGE_AR,
};

export function agentMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
