import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../lib/errors.js';
import { MSG } from './messages.js';

// Arabic for every message of the plans endpoints, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [MSG.plans]: 'خطط الاشتراك',
  [MSG.detail]: 'الاشتراك',
  [MSG.history]: 'سجل الاشتراكات',
  [MSG.trialStarted]: 'بدأت فترتك التجريبية المجانية.',
  [MSG.invalidPlan]: 'الخطة المختارة غير صالحة.',
  [MSG.trialUsed]: 'لقد استخدمت فترتك التجريبية المجانية من قبل.',
  [MSG.paidPlanLive]: 'خطتك المدفوعة ما زالت سارية؛ لا تبدأ الفترة التجريبية المجانية إلا من دونها.',
  [MSG.notSubscriber]: 'يشترك في الخطط الوكلاء والشركات فقط. غيّر نوع حسابك إلى وكيل من ملفك الشخصي أولًا.',
  [MSG.adminPlans]: 'الخطط',
  [MSG.planUpdated]: 'تم تحديث الخطة.',
  [MSG.planNotFound]: 'الخطة غير موجودة.',
  [MSG.adminOptions]: 'خيارات الإعلانات',
  [MSG.optionUpdated]: 'تم تحديث خيار الإعلان.',
  [MSG.optionNotFound]: 'خيار الإعلان غير موجود.',
  [MSG.jobRun]: 'تم فحص الاشتراكات.',
  [FORBIDDEN_MESSAGE]: 'ليس لديك صلاحية!',
  [UNAUTHENTICATED_MESSAGE]: 'غير مصادق.',
};

export function planMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
