import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../lib/errors.js';

export const MSG = {
  versions: "Remote versions' health.",
  jobRun: 'Canaries checked.',
  series: "A remote version's figures over time.",
  noRegistry: 'No registry of remote versions is configured for the API (SOUQ_CDN_DIR or SOUQ_CDN_S3_BUCKET).',
  promoted: 'The version is now current for every visitor.',
  rolledBack: 'The previous version is current again.',
  canarySet: 'The canary is set.',
  canaryEnded: 'The canary has ended: every visitor gets the current version.',
  verifyRefused: 'Refused: the version failed verification, so nothing was changed.',
  notInRegistry: 'This remote has no current version yet: promote one first.',
  alreadyCurrent: 'This version is already current.',
  noPrevious: 'There is no previous version to roll back to.',
  noCanary: 'No canary is running.',
  lockBusy: 'Another change to the registry is in progress; nothing was changed. Try again in a moment.',
  registryUnreadable: 'The registry could not be read or changed; nothing was changed.',
} as const;

// Arabic for every message of these endpoints, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [MSG.versions]: 'صحة إصدارات الواجهات.',
  [MSG.jobRun]: 'تم فحص الإصدارات التجريبية.',
  [MSG.series]: 'أرقام إصدار الواجهة عبر الوقت.',
  [MSG.noRegistry]: 'لم يُضبط سجل لإصدارات الواجهات في الخادم (SOUQ_CDN_DIR أو SOUQ_CDN_S3_BUCKET).',
  [MSG.promoted]: 'أصبح هذا الإصدار هو الحالي لكل الزوار.',
  [MSG.rolledBack]: 'عاد الإصدار السابق ليكون الحالي.',
  [MSG.canarySet]: 'تم ضبط الإصدار التجريبي.',
  [MSG.canaryEnded]: 'انتهى الإصدار التجريبي: يحصل كل الزوار على الإصدار الحالي.',
  [MSG.verifyRefused]: 'رُفض الطلب: لم يجتز الإصدار التحقق، فلم يتغير شيء.',
  [MSG.notInRegistry]: 'ليس لهذه الواجهة إصدار حالي بعد: اعتمد إصداراً أولاً.',
  [MSG.alreadyCurrent]: 'هذا الإصدار هو الحالي أصلاً.',
  [MSG.noPrevious]: 'لا يوجد إصدار سابق للعودة إليه.',
  [MSG.noCanary]: 'لا يوجد إصدار تجريبي قيد التشغيل.',
  [MSG.lockBusy]: 'هناك تغيير آخر على السجل قيد التنفيذ؛ لم يتغير شيء. حاول بعد قليل.',
  [MSG.registryUnreadable]: 'تعذّرت قراءة السجل أو تغييره؛ لم يتغير شيء.',
  [FORBIDDEN_MESSAGE]: 'ليس لديك صلاحية!',
  [UNAUTHENTICATED_MESSAGE]: 'غير مصادق.',
};

export function canaryMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
