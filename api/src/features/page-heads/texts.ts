import type { Lang } from '../../db/types.js';

// The words of the page heads in both languages. Prices are written as the site's alert emails write them
// (listing-shared/currency.ts amountWithCurrency): en-US grouping and the currency's name as the site shows it.

interface HeadTexts {
  site: string;
  /** "<page> | <site>" */
  titled: (page: string) => string;
  home: { title: string; description: string };
  notFound: { title: string; description: string };
  login: { title: string; description: string };
  pages: {
    about: string;
    contact: string;
    affiliate: string;
    contactDescription: string;
    pageDescription: (title: string) => string;
  };
  per: Record<string, string>;
  /** "Sold — name" */
  closed: { sold: (name: string) => string; rented: (name: string) => string };
  property: {
    side: { sale: string; rent: string };
    bedrooms: (n: number) => string;
    size: (m2: string) => string;
  };
  auto: { km: (km: string) => string };
  imageAlt: (name: string) => string;
  list: {
    /** Plural names of the property types, for list titles. */
    propertyTypes: Record<string, string>;
    properties: string;
    inSyria: string;
    in: (place: string) => string;
    forSaleAndRent: string;
    propertySide: { sale: string; rent: string };
    cars: (what: string) => string;
    carsForSale: string;
    map: string;
    propertyDescription: (title: string) => string;
    autoDescription: (title: string) => string;
  };
  profile: {
    agent: (name: string) => string;
    company: (name: string) => string;
    description: (name: string, rating: string | null) => string;
    rating: (average: string, count: number) => string;
  };
}

const en: HeadTexts = {
  site: 'Souq',
  titled: (page) => `${page} | Souq`,
  home: {
    title: 'Souq — property and cars for sale and rent in Syria',
    description:
      'Find apartments, villas, land and cars for sale or rent across Syria, with prices in SYP and USD. Search, compare and contact sellers and agents directly.',
  },
  notFound: {
    title: 'Page not found | Souq',
    description: 'This page does not exist or is no longer available on Souq.',
  },
  login: {
    title: 'My account | Souq',
    description: 'Sign in to Souq to manage your listings, saved searches and account.',
  },
  pages: {
    about: 'About us',
    contact: 'Contact us',
    affiliate: 'Affiliate programme',
    contactDescription: 'Write to the Souq team: questions, listings, partnerships. We reply within 24 hours.',
    pageDescription: (title) => `${title} — Souq, property and cars for sale and rent in Syria.`,
  },
  per: { monthly: ' / month', yearly: ' / year', daily: ' / day' },
  closed: { sold: (name) => `Sold — ${name}`, rented: (name) => `Rented — ${name}` },
  property: {
    side: { sale: 'for sale', rent: 'for rent' },
    bedrooms: (n) => (n === 1 ? '1 bedroom' : `${n} bedrooms`),
    size: (m2) => `${m2} m²`,
  },
  auto: { km: (km) => `${km} km` },
  imageAlt: (name) => `Photo of ${name}`,
  list: {
    propertyTypes: {
      apartment: 'Apartments',
      villa: 'Villas',
      farm: 'Farms',
      commercial: 'Commercial properties',
      land: 'Land',
      building: 'Buildings',
      other: 'Properties',
      studio: 'Studios',
    },
    properties: 'Properties',
    inSyria: 'in Syria',
    in: (place) => `in ${place}`,
    forSaleAndRent: 'for sale and rent',
    propertySide: { sale: 'for sale', rent: 'for rent' },
    cars: (what) => `${what} cars for sale`,
    carsForSale: 'Cars for sale',
    map: 'Property map',
    propertyDescription: (title) =>
      `${title} on Souq: browse listings with photos, prices in SYP and USD, and contact the owners.`,
    autoDescription: (title) =>
      `${title} on Souq: browse cars with photos, prices in SYP and USD, and contact the sellers.`,
  },
  profile: {
    agent: (name) => `${name} — real estate agent`,
    company: (name) => `${name} — real estate company`,
    description: (name, rating) => `${name} on Souq${rating ? ` · ${rating}` : ''}. See their listings and reviews.`,
    rating: (average, count) => `rated ${average}/5 by ${count === 1 ? '1 review' : `${count} reviews`}`,
  },
};

const ar: HeadTexts = {
  site: 'سوق',
  titled: (page) => `${page} | سوق`,
  home: {
    title: 'سوق — عقارات وسيارات للبيع والإيجار في سوريا',
    description:
      'ابحث عن شقق وفلل وأراضٍ وسيارات للبيع أو الإيجار في كل سوريا، بالأسعار بالليرة السورية والدولار. ابحث وقارن وتواصل مع البائعين والوكلاء مباشرة.',
  },
  notFound: { title: 'الصفحة غير موجودة | سوق', description: 'هذه الصفحة غير موجودة أو لم تعد متاحة على سوق.' },
  login: { title: 'حسابي | سوق', description: 'سجّل الدخول إلى سوق لإدارة إعلاناتك وعمليات البحث المحفوظة وحسابك.' },
  pages: {
    about: 'من نحن',
    contact: 'اتصل بنا',
    affiliate: 'برنامج الشركاء',
    contactDescription: 'راسل فريق سوق: أسئلة، إعلانات، شراكات. نرد خلال 24 ساعة.',
    pageDescription: (title) => `${title} — سوق، عقارات وسيارات للبيع والإيجار في سوريا.`,
  },
  per: { monthly: ' شهرياً', yearly: ' سنوياً', daily: ' يومياً' },
  closed: { sold: (name) => `مباع — ${name}`, rented: (name) => `مؤجر — ${name}` },
  property: {
    side: { sale: 'للبيع', rent: 'للإيجار' },
    bedrooms: (n) => (n === 1 ? 'غرفة نوم واحدة' : n === 2 ? 'غرفتا نوم' : n <= 10 ? `${n} غرف نوم` : `${n} غرفة نوم`),
    size: (m2) => `${m2} م²`,
  },
  auto: { km: (km) => `${km} كم` },
  imageAlt: (name) => `صورة ${name}`,
  list: {
    propertyTypes: {
      apartment: 'شقق',
      villa: 'فلل',
      farm: 'مزارع',
      commercial: 'عقارات تجارية',
      land: 'أراضٍ',
      building: 'أبنية',
      other: 'عقارات',
      studio: 'استوديوهات',
    },
    properties: 'عقارات',
    inSyria: 'في سوريا',
    in: (place) => `في ${place}`,
    forSaleAndRent: 'للبيع والإيجار',
    propertySide: { sale: 'للبيع', rent: 'للإيجار' },
    cars: (what) => `سيارات ${what} للبيع`,
    carsForSale: 'سيارات للبيع',
    map: 'خريطة العقارات',
    propertyDescription: (title) =>
      `${title} على سوق: تصفح الإعلانات بالصور والأسعار بالليرة السورية والدولار، وتواصل مع المالكين.`,
    autoDescription: (title) =>
      `${title} على سوق: تصفح السيارات بالصور والأسعار بالليرة السورية والدولار، وتواصل مع البائعين.`,
  },
  profile: {
    agent: (name) => `${name} — وكيل عقاري`,
    company: (name) => `${name} — شركة عقارية`,
    description: (name, rating) => `${name} على سوق${rating ? ` · ${rating}` : ''}. تصفح إعلاناته وتقييماته.`,
    rating: (average, count) =>
      `التقييم ${average}/5 من ${count === 1 ? 'مراجعة واحدة' : count === 2 ? 'مراجعتين' : `${count} مراجعات`}`,
  },
};

export const HEAD_TEXTS: Record<Lang, HeadTexts> = { en, ar };
