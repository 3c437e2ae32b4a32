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
  placeholder: {
    pending: 'Sign-in forms are not built yet; this panel shows where they will appear.',
  },
  session: {
    guest: 'Browsing as a guest',
    loggedIn: 'Logged in as {{name}} ({{type}})',
  },
  userTypes: { Individual: 'Individual', Agent: 'Agent', Corporate: 'Corporate', Admin: 'Admin' },
  harness: { title: 'Sign-in (standalone)', logout: 'Logout' },
};

const ar: typeof en = {
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
  placeholder: {
    pending: 'لم تُبنَ نماذج تسجيل الدخول بعد؛ تبيّن هذه اللوحة مكان ظهورها.',
  },
  session: {
    guest: 'تتصفح كزائر',
    loggedIn: 'مسجل الدخول باسم {{name}} ({{type}})',
  },
  userTypes: { Individual: 'فرد', Agent: 'وكيل', Corporate: 'شركة', Admin: 'مسؤول' },
  harness: { title: 'تسجيل الدخول (تشغيل مستقل)', logout: 'تسجيل الخروج' },
};

addTranslations('auth', { ar, en });
