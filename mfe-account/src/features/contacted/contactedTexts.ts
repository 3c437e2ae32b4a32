import { addTranslations } from '@souq/shared';

const en = {
  contacted: {
    how: 'Contacted by',
    when: 'Last contact: {{date}} ({{age}} ago)',
    channels: { call: 'Call', email: 'Email', whatsapp: 'WhatsApp' },
  },
};

const ar: typeof en = {
  contacted: {
    how: 'طريقة التواصل',
    when: 'آخر تواصل: {{date}} (منذ {{age}})',
    channels: { call: 'اتصال', email: 'بريد إلكتروني', whatsapp: 'واتساب' },
  },
};

addTranslations('account', { ar, en });
