// Texts of the admin remote (namespace "admin") besides its pages' own, registered when this module is first imported.
import { addTranslations } from '@souq/shared';
import { addAreaTexts } from '@souq/shared/area-kit';

// The area kit's texts first: a payment's words on the queue of payments, the navigation's arrows, page not found.
addAreaTexts('admin');

const en = {
  session: {
    guest: 'Browsing as a guest',
    loggedIn: 'Logged in as {{name}} ({{type}})',
  },
  userTypes: { Individual: 'Individual', Agent: 'Agent', Corporate: 'Corporate', Admin: 'Admin' },
  harness: { title: 'Admin area (standalone)', logout: 'Logout' },
};

const ar: typeof en = {
  session: {
    guest: 'تتصفح كزائر',
    loggedIn: 'مسجل الدخول باسم {{name}} ({{type}})',
  },
  userTypes: { Individual: 'فرد', Agent: 'وكيل', Corporate: 'شركة', Admin: 'مسؤول' },
  harness: { title: 'لوحة الإدارة (تشغيل مستقل)', logout: 'تسجيل الخروج' },
};

addTranslations('admin', { ar, en });
