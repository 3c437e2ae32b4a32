// Texts of auto cards (namespace "auto"): all that the home page's featured strip needs, kept apart from the
// search and detail texts so that the strip does not load those.
import { addTranslations } from '@souq/shared';

const en = {
  card: {
    mileage: '{{km}} km',
    discount: '{{percent}}% off',
    was: 'Was {{price}}',
    sold: 'Sold',
    noImage: 'No photo',
    transmissions: { automatic: 'Automatic', manual: 'Manual' },
    fuelTypes: { petrol: 'Petrol', diesel: 'Diesel', hybrid: 'Hybrid', electric: 'Electric' },
  },
  featured: { empty: 'No featured cars right now.', viewAll: 'View all cars' },
  userTypes: { Individual: 'Individual', Agent: 'Agent', Corporate: 'Corporate', Admin: 'Admin' },
};

const ar: typeof en = {
  card: {
    mileage: '{{km}} كم',
    discount: 'خصم {{percent}}%',
    was: 'بدلاً من {{price}}',
    sold: 'مباعة',
    noImage: 'لا توجد صورة',
    transmissions: { automatic: 'أوتوماتيك', manual: 'عادي (يدوي)' },
    fuelTypes: { petrol: 'بنزين', diesel: 'ديزل (مازوت)', hybrid: 'هجين', electric: 'كهربائية' },
  },
  featured: { empty: 'لا توجد سيارات مميزة حالياً.', viewAll: 'عرض كل السيارات' },
  userTypes: { Individual: 'فرد', Agent: 'وكيل', Corporate: 'شركة', Admin: 'مسؤول' },
};

addTranslations('auto', { ar, en });
