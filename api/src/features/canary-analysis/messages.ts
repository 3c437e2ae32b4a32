import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../lib/errors.js';

export const MSG = {
  versions: "Remote versions' health.",
  jobRun: 'Canaries checked.',
} as const;

// Arabic for every message of these endpoints, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [MSG.versions]: 'صحة إصدارات الواجهات.',
  [MSG.jobRun]: 'تم فحص الإصدارات التجريبية.',
  [FORBIDDEN_MESSAGE]: 'ليس لديك صلاحية!',
  [UNAUTHENTICATED_MESSAGE]: 'غير مصادق.',
};

export function canaryMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
