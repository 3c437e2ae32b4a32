// Texts of the auth remote (namespace "auth"), registered when this module is first imported.
import { addTranslations } from '@souq/shared';

const en = {
  benefits: {
    title: 'Why sign in?',
    saved: 'View your saved properties',
    history: 'Keep your search history across devices',
    contacted: 'See which properties you have contacted',
  },
  modes: {
    login: 'Login',
    register: 'Create account',
    otp: 'Verify your email',
    forgot: 'Forgot password',
  },
  links: {
    toRegister: 'New here? Create an account',
    toLogin: 'Already have an account? Login',
    forgot: 'Forgot password?',
  },
  fields: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    userType: 'User type',
    listingCategory: 'Listing category',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    code: 'Verification code',
  },
  placeholders: {
    name: 'Your full name',
    email: 'name@example.com',
    password: 'Your password',
    userType: 'Choose your account type',
    listingCategory: 'What will you list?',
  },
  buttons: {
    login: 'Login',
    register: 'Create Account',
    verify: 'Verify OTP',
    sendCode: 'Send code',
    verifyCode: 'Verify code',
    resetPassword: 'Reset password',
    back: 'Back',
  },
  userTypes: { Individual: 'Individual', Agent: 'Agent', Corporate: 'Corporate', Admin: 'Admin' },
  listingCategories: { real_estate: 'Real Estate', auto: 'Auto', both: 'Both' },
  otp: {
    intro: 'Enter the 6-digit code we sent to {{email}}.',
    boxes: 'Verification code, 6 digits',
    digit: 'Digit {{position}} of 6',
    resend: 'Resend code',
    resendIn_one: 'Resend code in {{count}}s',
    resendIn_other: 'Resend code in {{count}}s',
  },
  forgot: {
    title: 'Forgot password',
    steps: { email: 'Email', code: 'Code', password: 'New password' },
    emailIntro: 'Enter the email of your account and we will send you a 6-digit code.',
    codeIntro: 'Enter the 6-digit code we sent to {{email}}.',
    passwordIntro: 'Choose a new password for {{email}}.',
    close: 'Close',
  },
  social: {
    or: 'or',
    google: 'Sign in with Google',
    provider: 'Continue with {{provider}}',
    googleUnavailable: 'Google sign-in could not be loaded. Please try again later.',
  },
  legal: {
    agree: 'By continuing you agree to our',
    terms: 'Terms and Conditions',
    and: 'and',
    privacy: 'Privacy Policy',
  },
  session: {
    guest: 'Browsing as a guest',
    loggedIn: 'Logged in as {{name}} ({{type}})',
  },
  harness: { title: 'Sign-in (standalone)', logout: 'Logout', open: 'Open the sign-in modal' },
};

// Same keys as English, plus the plural forms Arabic has and English does not.
const ar: typeof en & { otp: Record<string, string> } = {
  benefits: {
    title: 'لماذا تسجل الدخول؟',
    saved: 'اعرض عقاراتك المحفوظة',
    history: 'احتفظ بسجل بحثك على كل أجهزتك',
    contacted: 'اعرف العقارات التي تواصلت بشأنها',
  },
  modes: {
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    otp: 'تأكيد بريدك الإلكتروني',
    forgot: 'نسيت كلمة المرور',
  },
  links: {
    toRegister: 'جديد هنا؟ أنشئ حساباً',
    toLogin: 'لديك حساب؟ سجّل الدخول',
    forgot: 'نسيت كلمة المرور؟',
  },
  fields: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    userType: 'نوع المستخدم',
    listingCategory: 'فئة الإعلانات',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    code: 'رمز التحقق',
  },
  placeholders: {
    name: 'اسمك الكامل',
    email: 'name@example.com',
    password: 'كلمة المرور',
    userType: 'اختر نوع حسابك',
    listingCategory: 'ماذا ستعرض؟',
  },
  buttons: {
    login: 'تسجيل الدخول',
    register: 'إنشاء الحساب',
    verify: 'تحقق من الرمز',
    sendCode: 'أرسل الرمز',
    verifyCode: 'تحقق من الرمز',
    resetPassword: 'إعادة تعيين كلمة المرور',
    back: 'رجوع',
  },
  userTypes: { Individual: 'فرد', Agent: 'وكيل', Corporate: 'شركة', Admin: 'مسؤول' },
  listingCategories: { real_estate: 'عقارات', auto: 'سيارات', both: 'كلاهما' },
  otp: {
    intro: 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {{email}}.',
    boxes: 'رمز التحقق، 6 أرقام',
    digit: 'الرقم {{position}} من 6',
    resend: 'أعد إرسال الرمز',
    // Arabic counts take their own forms (i18next plural suffixes): 1, 2, 3–10, 11–99, 100+.
    resendIn_zero: 'إعادة الإرسال بعد {{count}} ثانية',
    resendIn_one: 'إعادة الإرسال بعد ثانية واحدة',
    resendIn_two: 'إعادة الإرسال بعد ثانيتين',
    resendIn_few: 'إعادة الإرسال بعد {{count}} ثوانٍ',
    resendIn_many: 'إعادة الإرسال بعد {{count}} ثانية',
    resendIn_other: 'إعادة الإرسال بعد {{count}} ثانية',
  },
  forgot: {
    title: 'نسيت كلمة المرور',
    steps: { email: 'البريد', code: 'الرمز', password: 'كلمة المرور الجديدة' },
    emailIntro: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رمزاً من 6 أرقام.',
    codeIntro: 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {{email}}.',
    passwordIntro: 'اختر كلمة مرور جديدة للحساب {{email}}.',
    close: 'إغلاق',
  },
  social: {
    or: 'أو',
    google: 'تسجيل الدخول عبر Google',
    provider: 'المتابعة عبر {{provider}}',
    googleUnavailable: 'تعذّر تحميل تسجيل الدخول عبر Google. حاول مرة أخرى لاحقاً.',
  },
  legal: {
    agree: 'بالمتابعة فإنك توافق على',
    terms: 'الشروط والأحكام',
    and: 'و',
    privacy: 'سياسة الخصوصية',
  },
  session: {
    guest: 'تتصفح كزائر',
    loggedIn: 'مسجل الدخول باسم {{name}} ({{type}})',
  },
  harness: { title: 'تسجيل الدخول (تشغيل مستقل)', logout: 'تسجيل الخروج', open: 'افتح نافذة تسجيل الدخول' },
};

addTranslations('auth', { ar, en });
