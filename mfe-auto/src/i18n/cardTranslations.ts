// Texts of auto cards (namespace "auto"): all that the home page's featured strip needs, kept apart from the
// search and detail texts so that the strip does not load those.
import { addTranslations } from '@souq/shared';
import { addCardTexts, addTrustTexts } from '@souq/shared/listing-ui';

addCardTexts('auto');
addTrustTexts('auto');

const en = {
  card: {
    mileage: '{{km}} km',
    sold: 'Sold',
    transmissions: { automatic: 'Automatic', manual: 'Manual' },
    fuelTypes: { petrol: 'Petrol', diesel: 'Diesel', hybrid: 'Hybrid', electric: 'Electric' },
  },
  featured: { empty: 'No featured cars right now.', viewAll: 'View all cars' },
};

const ar: typeof en = {
  card: {
    mileage: '{{km}} كم',
    sold: 'مباعة',
    transmissions: { automatic: 'أوتوماتيك', manual: 'عادي (يدوي)' },
    fuelTypes: { petrol: 'بنزين', diesel: 'ديزل (مازوت)', hybrid: 'هجين', electric: 'كهربائية' },
  },
  featured: { empty: 'لا توجد سيارات مميزة حالياً.', viewAll: 'عرض كل السيارات' },
};

addTranslations('auto', { ar, en });
