// Texts of the auto remote (namespace "auto"), registered when this module is first imported.
import { addTranslations } from '@souq/shared';

const en = {
  routes: { list: 'Car search', detail: 'Car details' },
  featured: { pending: 'Featured cars are listed here once the car listings release is live.' },
  placeholder: {
    route: 'Route:',
    id: 'Listing number: {{id}}',
    pending: 'This page is a placeholder: its listings, filters and forms are not built yet.',
  },
  session: {
    guest: 'Browsing as a guest',
    loggedIn: 'Logged in as {{name}} ({{type}})',
  },
  userTypes: { Individual: 'Individual', Agent: 'Agent', Corporate: 'Corporate', Admin: 'Admin' },
  notFound: { title: 'Page not found', home: 'Back to the home page' },
  harness: { title: 'Auto (standalone)', logout: 'Logout' },
};

const ar: typeof en = {
  routes: { list: 'البحث عن سيارة', detail: 'تفاصيل السيارة' },
  featured: { pending: 'تظهر السيارات المميزة هنا عند إطلاق إصدار إعلانات السيارات.' },
  placeholder: {
    route: 'المسار:',
    id: 'رقم الإعلان: {{id}}',
    pending: 'هذه الصفحة مؤقتة: لم تُبنَ إعلاناتها وعوامل التصفية والنماذج بعد.',
  },
  session: {
    guest: 'تتصفح كزائر',
    loggedIn: 'مسجل الدخول باسم {{name}} ({{type}})',
  },
  userTypes: { Individual: 'فرد', Agent: 'وكيل', Corporate: 'شركة', Admin: 'مسؤول' },
  notFound: { title: 'الصفحة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
  harness: { title: 'السيارات (تشغيل مستقل)', logout: 'تسجيل الخروج' },
};

addTranslations('auto', { ar, en });
