import { addTranslations } from '@souq/shared';

const en = {
  password: {
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    mismatch: 'The :attribute field must match :other.',
    intro: 'Your other devices are signed out when the password changes; this one stays signed in.',
    show: 'Show',
    hide: 'Hide',
    showLabel: 'Show {{field}}',
    hideLabel: 'Hide {{field}}',
  },
};

const ar: typeof en = {
  password: {
    current: 'كلمة المرور الحالية',
    new: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    submit: 'تغيير كلمة المرور',
    mismatch: 'يجب أن يطابق حقل :attribute حقل :other.',
    intro: 'عند تغيير كلمة المرور يُسجَّل خروجك من أجهزتك الأخرى، ويبقى هذا الجهاز مسجلًا.',
    show: 'إظهار',
    hide: 'إخفاء',
    showLabel: 'إظهار {{field}}',
    hideLabel: 'إخفاء {{field}}',
  },
};

addTranslations('account', { ar, en });
