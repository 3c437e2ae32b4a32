import { addTranslations } from '@souq/shared';

const en = {
  savedListings: {
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from saved listings',
  },
};

const ar: typeof en = {
  savedListings: {
    remove: 'إزالة',
    removeLabel: 'إزالة {{name}} من الإعلانات المحفوظة',
  },
};

addTranslations('account', { ar, en });
