import { MSG } from './messages.js';
import { moderationMessageAr } from '../moderation/messages-ar.js';

// Arabic for every account message, keyed by the English text the routes send. The routes stay
// language-neutral; the response is translated on its way out when the visitor reads Arabic.
export const ACCOUNT_MESSAGES_AR: Record<string, string> = {
  [MSG.registered]: 'تم إنشاء الحساب. يرجى إدخال رمز التحقق الذي أرسلناه إلى بريدك الإلكتروني.',
  [MSG.emailTaken]: 'البريد الإلكتروني مستخدم من قبل.',
  [MSG.codeSent]: 'أرسلنا رمز تحقق جديدًا إلى بريدك الإلكتروني.',
  [MSG.verified]: 'تم التحقق من بريدك الإلكتروني.',
  [MSG.codeWrong]: 'رمز التحقق غير صحيح.',
  [MSG.codeExpired]: 'انتهت صلاحية رمز التحقق. يرجى طلب رمز جديد.',
  [MSG.codeExhausted]: 'محاولات خاطئة كثيرة. يرجى طلب رمز جديد.',
  [MSG.loginOk]: 'تم تسجيل الدخول بنجاح.',
  [MSG.badCredentials]: 'بيانات الدخول هذه لا تطابق سجلاتنا.',
  [MSG.verifyFirst]: 'يرجى التحقق من بريدك الإلكتروني. أرسلنا إليك رمز تحقق.',
  [MSG.loggedOut]: 'تم تسجيل الخروج بنجاح',
  [MSG.emailAvailable]: 'البريد الإلكتروني متاح.',
  [MSG.forgotSent]: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزًا لإعادة تعيين كلمة المرور.',
  [MSG.codeValid]: 'الرمز صحيح.',
  [MSG.passwordReset]: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  [MSG.passwordChanged]: 'تم تغيير كلمة المرور بنجاح.',
  [MSG.oldPasswordWrong]: 'كلمة المرور الحالية غير صحيحة.',
  [MSG.googleUnavailable]: 'تسجيل الدخول عبر Google غير متاح.',
  [MSG.googleFailed]: 'تعذّر التحقق من تسجيل دخولك عبر Google.',
  [MSG.googleOtherAccount]: 'هذا البريد الإلكتروني مرتبط بحساب Google آخر.',
  [MSG.account]: 'بيانات الحساب',
  [MSG.accountNotFound]: 'الحساب غير موجود.',
  [MSG.profileUpdated]: 'تم تحديث الملف الشخصي بنجاح.',
  [MSG.company]: 'بيانات الشركة',
  [MSG.noCompany]: 'لا توجد شركة.',
  [MSG.companySaved]: 'تم حفظ بيانات الشركة بنجاح.',
  [MSG.becameAgent]: 'أصبح حسابك حساب وكيل. يمكنك الآن نشر الإعلانات والاشتراك في خطط الاشتراك.',
  [MSG.onlyIndividualsBecomeAgents]:
    'يمكن للحساب الفردي فقط أن يصبح حساب وكيل. حسابات الوكلاء والشركات تستطيع نشر الإعلانات أصلاً.',
};

/** The Arabic for an account message, or null when there is none (the English text is then kept). */
export function accountMessageAr(message: string): string | null {
  const fixed = ACCOUNT_MESSAGES_AR[message] ?? moderationMessageAr(message);
  if (fixed) return fixed;
  const wait = /^Please wait (\d+) seconds before requesting a new code\.$/.exec(message);
  return wait ? `يرجى الانتظار ${wait[1]} ثانية قبل طلب رمز جديد.` : null;
}
