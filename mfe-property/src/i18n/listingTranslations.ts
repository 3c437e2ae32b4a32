// Texts of listing cards (namespace "property"): all that the home page's featured strip needs, kept apart
// from the search, detail and map texts so that the strip does not load those.
import { addTranslations } from '@souq/shared';
import { addCardTexts, addTrustTexts, type ArabicPlural } from '@souq/shared/listing-ui';

addCardTexts('property');
addTrustTexts('property');

const en = {
  propertyTypes: {
    apartment: 'Apartment',
    villa: 'Villa',
    farm: 'Farm',
    commercial: 'Commercial',
    land: 'Land',
    building: 'Building',
    other: 'Other',
    studio: 'Studio',
  },
  amenities: {
    parking: 'Parking',
    balcony: 'Balcony',
    elevator: 'Elevator',
    ac_heating: 'AC/Heating',
    pool_gym: 'Pool/Gym',
    security: 'Security',
  },
  card: {
    bedrooms_one: '{{count}} bedroom',
    bedrooms_other: '{{count}} bedrooms',
    bathrooms_one: '{{count}} bathroom',
    bathrooms_other: '{{count}} bathrooms',
    size: '{{size}} m²',
    /** A price already formatted with its currency ("1,250 USD"). */
    perSqm: '{{price}}/m²',
    sale: 'For sale',
    rent: 'For rent',
    per: { monthly: '/ month', yearly: '/ year', daily: '/ day' },
    listed: 'Listed {{age}} ago',
  },
  featured: { empty: 'No featured properties right now.', viewAll: 'View all properties' },
};

const ar: typeof en & { card: ArabicPlural<'bedrooms' | 'bathrooms'> } = {
  propertyTypes: {
    apartment: 'شقة',
    villa: 'فيلا',
    farm: 'مزرعة',
    commercial: 'تجاري',
    land: 'أرض',
    building: 'بناء',
    other: 'أخرى',
    studio: 'استوديو',
  },
  amenities: {
    parking: 'موقف سيارات',
    balcony: 'شرفة',
    elevator: 'مصعد',
    ac_heating: 'تكييف/تدفئة',
    pool_gym: 'مسبح/نادٍ رياضي',
    security: 'حراسة',
  },
  card: {
    bedrooms_zero: 'بلا غرف نوم',
    bedrooms_one: 'غرفة نوم واحدة',
    bedrooms_two: 'غرفتا نوم',
    bedrooms_few: '{{count}} غرف نوم',
    bedrooms_many: '{{count}} غرفة نوم',
    bedrooms_other: '{{count}} غرفة نوم',
    bathrooms_zero: 'بلا حمام',
    bathrooms_one: 'حمام واحد',
    bathrooms_two: 'حمامان',
    bathrooms_few: '{{count}} حمامات',
    bathrooms_many: '{{count}} حماماً',
    bathrooms_other: '{{count}} حمام',
    size: '{{size}} م²',
    perSqm: '{{price}}/م²',
    sale: 'للبيع',
    rent: 'للإيجار',
    per: { monthly: 'شهرياً', yearly: 'سنوياً', daily: 'يومياً' },
    listed: 'أُضيف منذ {{age}}',
  },
  featured: { empty: 'لا توجد عقارات مميزة حالياً.', viewAll: 'عرض كل العقارات' },
};

addTranslations('property', { ar, en });
