import type { BodyType, DriveType, FuelType, VehicleType } from '../features/auto/auto-tables.js';

// The brands, classes and models actually seen on Syrian roads and in its car markets, with Arabic names as they are
// written in Syrian listings. Each model carries what a typical one is like (body, engine, drive) and roughly what a
// five-year-old one sells for in Syria in US dollars, so seeded listings look like the real market.
export interface CatalogueModel {
  code: string;
  en: string;
  ar: string;
  body: BodyType;
  cylinders: number;
  fuel: FuelType;
  drive: DriveType;
  /** A five-year-old one in fair condition, in USD. */
  usd: number;
  /** First model year commonly found. */
  from: number;
  /** How common it is, relative to the others. */
  weight: number;
  vehicleType?: VehicleType;
}
export interface CatalogueClass {
  code: string;
  en: string;
  ar: string;
  models: CatalogueModel[];
}
export interface CatalogueBrand {
  code: string;
  en: string;
  ar: string;
  classes: CatalogueClass[];
}

const m = (
  code: string,
  en: string,
  ar: string,
  body: BodyType,
  cylinders: number,
  fuel: FuelType,
  drive: DriveType,
  usd: number,
  from: number,
  weight: number,
  vehicleType?: VehicleType,
): CatalogueModel => ({
  code,
  en,
  ar,
  body,
  cylinders,
  fuel,
  drive,
  usd,
  from,
  weight,
  ...(vehicleType && { vehicleType }),
});
const c = (code: string, en: string, ar: string, models: CatalogueModel[]): CatalogueClass => ({
  code,
  en,
  ar,
  models,
});
const b = (code: string, en: string, ar: string, classes: CatalogueClass[]): CatalogueBrand => ({
  code,
  en,
  ar,
  classes,
});

// Class names for brands whose lines are sold by body style.
const SEDANS = ['Sedans', 'سيدان'] as const;
const SUVS = ['SUVs and crossovers', 'دفع رباعي وكروس أوفر'] as const;
const HATCHES = ['Hatchbacks', 'هاتشباك'] as const;
const PICKUPS = ['Pickups and light trucks', 'بيك أب وشاحنات خفيفة'] as const;
const VANS = ['Vans and minibuses', 'فان وميكروباص'] as const;
const line = (brand: string, kind: string, names: readonly [string, string], models: CatalogueModel[]) =>
  c(`${brand}-${kind}`, names[0], names[1], models);

export const AUTO_CATALOGUE: readonly CatalogueBrand[] = [
  b('kia', 'Kia', 'كيا', [
    line('kia', 'sedans', SEDANS, [
      m('kia-rio', 'Rio', 'ريو', 'sedan', 4, 'petrol', 'fwd', 11_000, 2006, 10),
      m('kia-cerato', 'Cerato', 'سيراتو', 'sedan', 4, 'petrol', 'fwd', 14_000, 2008, 9),
      m('kia-optima', 'Optima', 'أوبتيما', 'sedan', 4, 'petrol', 'fwd', 17_000, 2011, 4),
      m('kia-pegas', 'Pegas', 'بيغاس', 'sedan', 4, 'petrol', 'fwd', 10_000, 2017, 3),
    ]),
    line('kia', 'suvs', SUVS, [
      m('kia-sportage', 'Sportage', 'سبورتاج', 'suv', 4, 'petrol', 'awd', 21_000, 2008, 7),
      m('kia-sorento', 'Sorento', 'سورينتو', 'suv', 6, 'petrol', 'awd', 26_000, 2009, 3),
    ]),
    line('kia', 'hatchbacks', HATCHES, [
      m('kia-picanto', 'Picanto', 'بيكانتو', 'hatchback', 4, 'petrol', 'fwd', 9_000, 2008, 8),
    ]),
    line('kia', 'pickups', PICKUPS, [
      m('kia-bongo', 'Bongo K2700', 'بونغو K2700', 'pickup', 4, 'diesel', 'rwd', 13_000, 2005, 4, 'truck'),
    ]),
  ]),
  b('hyundai', 'Hyundai', 'هيونداي', [
    line('hyundai', 'sedans', SEDANS, [
      m('hyundai-accent', 'Accent', 'أكسنت', 'sedan', 4, 'petrol', 'fwd', 11_000, 2006, 10),
      m('hyundai-elantra', 'Elantra', 'إلنترا', 'sedan', 4, 'petrol', 'fwd', 14_500, 2007, 9),
      m('hyundai-sonata', 'Sonata', 'سوناتا', 'sedan', 4, 'petrol', 'fwd', 18_000, 2008, 5),
      m('hyundai-verna', 'Verna', 'فيرنا', 'sedan', 4, 'petrol', 'fwd', 9_500, 2006, 5),
    ]),
    line('hyundai', 'suvs', SUVS, [
      m('hyundai-tucson', 'Tucson', 'توسان', 'suv', 4, 'petrol', 'awd', 21_000, 2008, 7),
      m('hyundai-santa-fe', 'Santa Fe', 'سانتا في', 'suv', 6, 'petrol', 'awd', 26_000, 2008, 4),
    ]),
    line('hyundai', 'hatchbacks', HATCHES, [
      m('hyundai-i10', 'i10', 'i10', 'hatchback', 4, 'petrol', 'fwd', 8_500, 2009, 6),
      m('hyundai-i20', 'i20', 'i20', 'hatchback', 4, 'petrol', 'fwd', 10_000, 2010, 4),
    ]),
    line('hyundai', 'vans', VANS, [m('hyundai-h1', 'H-1', 'H1', 'van', 4, 'diesel', 'rwd', 19_000, 2008, 3)]),
    line('hyundai', 'pickups', PICKUPS, [
      m('hyundai-porter', 'Porter', 'بورتر', 'pickup', 4, 'diesel', 'rwd', 14_000, 2005, 5, 'truck'),
    ]),
  ]),
  b('toyota', 'Toyota', 'تويوتا', [
    line('toyota', 'sedans', SEDANS, [
      m('toyota-corolla', 'Corolla', 'كورولا', 'sedan', 4, 'petrol', 'fwd', 17_000, 2005, 9),
      m('toyota-camry', 'Camry', 'كامري', 'sedan', 4, 'petrol', 'fwd', 23_000, 2007, 6),
    ]),
    line('toyota', 'suvs', SUVS, [
      m('toyota-rav4', 'RAV4', 'راف فور', 'suv', 4, 'petrol', 'awd', 27_000, 2008, 4),
      m('toyota-land-cruiser', 'Land Cruiser', 'لاند كروزر', 'suv', 8, 'petrol', 'awd', 65_000, 2005, 5),
      m('toyota-prado', 'Land Cruiser Prado', 'برادو', 'suv', 6, 'petrol', 'awd', 45_000, 2005, 4),
      m('toyota-fortuner', 'Fortuner', 'فورتشنر', 'suv', 6, 'petrol', 'awd', 33_000, 2008, 2),
    ]),
    line('toyota', 'hatchbacks', HATCHES, [
      m('toyota-yaris', 'Yaris', 'يارس', 'hatchback', 4, 'petrol', 'fwd', 12_000, 2006, 4),
    ]),
    line('toyota', 'pickups', PICKUPS, [
      m('toyota-hilux', 'Hilux', 'هايلوكس', 'pickup', 4, 'diesel', 'awd', 30_000, 2005, 6),
    ]),
    line('toyota', 'vans', VANS, [
      m('toyota-hiace', 'Hiace', 'هايس', 'van', 4, 'diesel', 'rwd', 24_000, 2005, 3, 'bus'),
    ]),
  ]),
  b('nissan', 'Nissan', 'نيسان', [
    line('nissan', 'sedans', SEDANS, [
      m('nissan-sunny', 'Sunny', 'صني', 'sedan', 4, 'petrol', 'fwd', 10_500, 2006, 6),
      m('nissan-sentra', 'Sentra', 'سنترا', 'sedan', 4, 'petrol', 'fwd', 13_000, 2008, 3),
      m('nissan-altima', 'Altima', 'ألتيما', 'sedan', 4, 'petrol', 'fwd', 17_000, 2008, 2),
    ]),
    line('nissan', 'suvs', SUVS, [
      m('nissan-x-trail', 'X-Trail', 'إكس تريل', 'suv', 4, 'petrol', 'awd', 22_000, 2008, 3),
      m('nissan-patrol', 'Patrol', 'باترول', 'suv', 8, 'petrol', 'awd', 55_000, 2005, 3),
    ]),
    line('nissan', 'pickups', PICKUPS, [
      m('nissan-navara', 'Navara', 'نافارا', 'pickup', 4, 'diesel', 'awd', 24_000, 2006, 2),
    ]),
  ]),
  b('mitsubishi', 'Mitsubishi', 'ميتسوبيشي', [
    line('mitsubishi', 'sedans', SEDANS, [
      m('mitsubishi-lancer', 'Lancer', 'لانسر', 'sedan', 4, 'petrol', 'fwd', 11_500, 2005, 5),
    ]),
    line('mitsubishi', 'suvs', SUVS, [
      m('mitsubishi-pajero', 'Pajero', 'باجيرو', 'suv', 6, 'petrol', 'awd', 28_000, 2005, 4),
      m('mitsubishi-outlander', 'Outlander', 'أوتلاندر', 'suv', 4, 'petrol', 'awd', 20_000, 2008, 2),
    ]),
    line('mitsubishi', 'pickups', PICKUPS, [
      m('mitsubishi-l200', 'L200', 'L200', 'pickup', 4, 'diesel', 'awd', 21_000, 2006, 3),
    ]),
  ]),
  b('chevrolet', 'Chevrolet', 'شيفروليه', [
    line('chevrolet', 'sedans', SEDANS, [
      m('chevrolet-aveo', 'Aveo', 'أفيو', 'sedan', 4, 'petrol', 'fwd', 8_000, 2005, 6),
      m('chevrolet-optra', 'Optra', 'أوبترا', 'sedan', 4, 'petrol', 'fwd', 8_500, 2005, 6),
      m('chevrolet-cruze', 'Cruze', 'كروز', 'sedan', 4, 'petrol', 'fwd', 12_000, 2009, 4),
    ]),
    line('chevrolet', 'suvs', SUVS, [
      m('chevrolet-captiva', 'Captiva', 'كابتيفا', 'suv', 4, 'petrol', 'awd', 16_000, 2007, 3),
    ]),
    line('chevrolet', 'hatchbacks', HATCHES, [
      m('chevrolet-spark', 'Spark', 'سبارك', 'hatchback', 4, 'petrol', 'fwd', 6_500, 2005, 5),
    ]),
  ]),
  b('mercedes-benz', 'Mercedes-Benz', 'مرسيدس بنز', [
    c('mercedes-c-class', 'C-Class', 'الفئة C', [
      m('mercedes-c180', 'C 180', 'C 180', 'sedan', 4, 'petrol', 'rwd', 27_000, 2005, 4),
      m('mercedes-c200', 'C 200', 'C 200', 'sedan', 4, 'petrol', 'rwd', 31_000, 2005, 5),
      m('mercedes-c300', 'C 300', 'C 300', 'sedan', 6, 'petrol', 'rwd', 36_000, 2008, 2),
    ]),
    c('mercedes-e-class', 'E-Class', 'الفئة E', [
      m('mercedes-e200', 'E 200', 'E 200', 'sedan', 4, 'petrol', 'rwd', 40_000, 2005, 4),
      m('mercedes-e300', 'E 300', 'E 300', 'sedan', 6, 'petrol', 'rwd', 46_000, 2005, 2),
    ]),
    c('mercedes-s-class', 'S-Class', 'الفئة S', [
      m('mercedes-s500', 'S 500', 'S 500', 'sedan', 8, 'petrol', 'rwd', 85_000, 2005, 1),
    ]),
    c('mercedes-g-class', 'G-Class', 'الفئة G', [
      m('mercedes-g500', 'G 500', 'G 500', 'suv', 8, 'petrol', 'awd', 120_000, 2005, 1),
    ]),
  ]),
  b('bmw', 'BMW', 'بي إم دبليو', [
    c('bmw-3-series', '3 Series', 'الفئة الثالثة', [
      m('bmw-316i', '316i', '316i', 'sedan', 4, 'petrol', 'rwd', 24_000, 2005, 3),
      m('bmw-320i', '320i', '320i', 'sedan', 4, 'petrol', 'rwd', 27_000, 2005, 4),
      m('bmw-330i', '330i', '330i', 'sedan', 4, 'petrol', 'rwd', 32_000, 2008, 1),
    ]),
    c('bmw-5-series', '5 Series', 'الفئة الخامسة', [
      m('bmw-520i', '520i', '520i', 'sedan', 4, 'petrol', 'rwd', 36_000, 2005, 3),
      m('bmw-530i', '530i', '530i', 'sedan', 6, 'petrol', 'rwd', 42_000, 2005, 1),
    ]),
    c('bmw-7-series', '7 Series', 'الفئة السابعة', [
      m('bmw-740li', '740Li', '740Li', 'sedan', 6, 'petrol', 'rwd', 60_000, 2005, 1),
    ]),
    c('bmw-x-series', 'X Series', 'الفئة X', [
      m('bmw-x3', 'X3', 'X3', 'suv', 4, 'petrol', 'awd', 38_000, 2006, 2),
      m('bmw-x5', 'X5', 'X5', 'suv', 6, 'petrol', 'awd', 52_000, 2006, 2),
    ]),
  ]),
  b('peugeot', 'Peugeot', 'بيجو', [
    line('peugeot', 'sedans', SEDANS, [
      m('peugeot-301', '301', '301', 'sedan', 4, 'petrol', 'fwd', 11_000, 2013, 4),
      m('peugeot-405', '405', '405', 'sedan', 4, 'petrol', 'fwd', 6_000, 2000, 4),
      m('peugeot-508', '508', '508', 'sedan', 4, 'petrol', 'fwd', 20_000, 2011, 1),
    ]),
    line('peugeot', 'hatchbacks', HATCHES, [
      m('peugeot-206', '206', '206', 'hatchback', 4, 'petrol', 'fwd', 7_000, 2003, 5),
    ]),
    line('peugeot', 'suvs', SUVS, [m('peugeot-3008', '3008', '3008', 'suv', 4, 'petrol', 'fwd', 22_000, 2010, 2)]),
  ]),
  b('renault', 'Renault', 'رينو', [
    line('renault', 'sedans', SEDANS, [
      m('renault-logan', 'Logan', 'لوغان', 'sedan', 4, 'petrol', 'fwd', 8_000, 2006, 5),
      m('renault-symbol', 'Symbol', 'سيمبول', 'sedan', 4, 'petrol', 'fwd', 8_000, 2005, 3),
      m('renault-megane', 'Megane', 'ميغان', 'sedan', 4, 'petrol', 'fwd', 11_000, 2005, 3),
    ]),
    line('renault', 'suvs', SUVS, [m('renault-duster', 'Duster', 'داستر', 'suv', 4, 'petrol', 'awd', 14_000, 2011, 3)]),
  ]),
  b('skoda', 'Skoda', 'سكودا', [
    line('skoda', 'sedans', SEDANS, [
      m('skoda-octavia', 'Octavia', 'أوكتافيا', 'sedan', 4, 'petrol', 'fwd', 14_000, 2005, 5),
      m('skoda-superb', 'Superb', 'سوبيرب', 'sedan', 4, 'petrol', 'fwd', 19_000, 2009, 2),
    ]),
    line('skoda', 'hatchbacks', HATCHES, [
      m('skoda-fabia', 'Fabia', 'فابيا', 'hatchback', 4, 'petrol', 'fwd', 9_000, 2005, 3),
    ]),
  ]),
  b('chery', 'Chery', 'شيري', [
    line('chery', 'sedans', SEDANS, [
      m('chery-arrizo-5', 'Arrizo 5', 'أريزو 5', 'sedan', 4, 'petrol', 'fwd', 11_000, 2016, 3),
    ]),
    line('chery', 'suvs', SUVS, [
      m('chery-tiggo-2', 'Tiggo 2', 'تيغو 2', 'suv', 4, 'petrol', 'fwd', 12_000, 2017, 3),
      m('chery-tiggo-7', 'Tiggo 7', 'تيغو 7', 'suv', 4, 'petrol', 'fwd', 19_000, 2016, 4),
    ]),
    line('chery', 'hatchbacks', HATCHES, [
      m('chery-qq', 'QQ', 'كيو كيو', 'hatchback', 3, 'petrol', 'fwd', 4_500, 2005, 5),
    ]),
  ]),
  b('geely', 'Geely', 'جيلي', [
    line('geely', 'sedans', SEDANS, [
      m('geely-emgrand', 'Emgrand', 'إمغراند', 'sedan', 4, 'petrol', 'fwd', 10_500, 2010, 5),
    ]),
    line('geely', 'suvs', SUVS, [
      m('geely-coolray', 'Coolray', 'كولراي', 'suv', 3, 'petrol', 'fwd', 17_000, 2019, 3),
      m('geely-geometry-c', 'Geometry C', 'جيومتري C', 'hatchback', 1, 'electric', 'fwd', 21_000, 2020, 1),
    ]),
  ]),
  b('saipa', 'Saipa', 'سايبا', [
    line('saipa', 'sedans', SEDANS, [
      m('saipa-sham', 'Sham (Saba)', 'شام (صبا)', 'sedan', 4, 'petrol', 'fwd', 5_000, 2007, 7),
      m('saipa-tiba', 'Tiba', 'تيبا', 'sedan', 4, 'petrol', 'fwd', 6_500, 2010, 3),
      m('saipa-shahin', 'Shahin', 'شاهين', 'sedan', 4, 'petrol', 'fwd', 9_000, 2020, 2),
    ]),
  ]),
  b('iran-khodro', 'Iran Khodro', 'إيران خودرو', [
    line('iran-khodro', 'sedans', SEDANS, [
      m('iran-khodro-samand', 'Samand (Sham)', 'سمند (شام)', 'sedan', 4, 'petrol', 'fwd', 7_000, 2007, 5),
      m('iran-khodro-dena', 'Dena', 'دنا', 'sedan', 4, 'petrol', 'fwd', 9_500, 2015, 2),
      m('iran-khodro-runna', 'Runna', 'رنا', 'sedan', 4, 'petrol', 'fwd', 8_000, 2013, 2),
    ]),
  ]),
  b('suzuki', 'Suzuki', 'سوزوكي', [
    line('suzuki', 'hatchbacks', HATCHES, [
      m('suzuki-swift', 'Swift', 'سويفت', 'hatchback', 4, 'petrol', 'fwd', 9_500, 2006, 4),
      m('suzuki-alto', 'Alto', 'ألتو', 'hatchback', 3, 'petrol', 'fwd', 5_500, 2005, 3),
    ]),
    line('suzuki', 'suvs', SUVS, [
      m('suzuki-vitara', 'Grand Vitara', 'غراند فيتارا', 'suv', 4, 'petrol', 'awd', 15_000, 2005, 3),
      m('suzuki-jimny', 'Jimny', 'جيمني', 'suv', 4, 'petrol', 'awd', 16_000, 2005, 2),
    ]),
  ]),
  b('honda', 'Honda', 'هوندا', [
    line('honda', 'sedans', SEDANS, [
      m('honda-civic', 'Civic', 'سيفيك', 'sedan', 4, 'petrol', 'fwd', 15_000, 2006, 4),
      m('honda-accord', 'Accord', 'أكورد', 'sedan', 4, 'petrol', 'fwd', 19_000, 2006, 3),
    ]),
    line('honda', 'suvs', SUVS, [m('honda-cr-v', 'CR-V', 'CR-V', 'suv', 4, 'petrol', 'awd', 22_000, 2007, 2)]),
  ]),
  b('volkswagen', 'Volkswagen', 'فولكس فاغن', [
    line('volkswagen', 'sedans', SEDANS, [
      m('volkswagen-passat', 'Passat', 'باسات', 'sedan', 4, 'petrol', 'fwd', 17_000, 2006, 2),
    ]),
    line('volkswagen', 'hatchbacks', HATCHES, [
      m('volkswagen-golf', 'Golf', 'غولف', 'hatchback', 4, 'petrol', 'fwd', 13_000, 2005, 3),
    ]),
    line('volkswagen', 'suvs', SUVS, [
      m('volkswagen-tiguan', 'Tiguan', 'تيغوان', 'suv', 4, 'petrol', 'awd', 23_000, 2009, 2),
    ]),
  ]),
  b('ford', 'Ford', 'فورد', [
    line('ford', 'sedans', SEDANS, [m('ford-focus', 'Focus', 'فوكس', 'sedan', 4, 'petrol', 'fwd', 11_000, 2006, 2)]),
    line(
      'ford',
      'coupes',
      ['Sports and coupes', 'رياضية وكوبيه'],
      [m('ford-mustang', 'Mustang', 'موستانج', 'coupe', 8, 'petrol', 'rwd', 35_000, 2006, 1)],
    ),
    line('ford', 'pickups', PICKUPS, [
      m('ford-ranger', 'Ranger', 'رينجر', 'pickup', 4, 'diesel', 'awd', 24_000, 2008, 1),
    ]),
  ]),
  b('lexus', 'Lexus', 'لكزس', [
    line('lexus', 'suvs', SUVS, [
      m('lexus-rx', 'RX 350', 'RX 350', 'suv', 6, 'petrol', 'awd', 45_000, 2008, 1),
      m('lexus-lx', 'LX 570', 'LX 570', 'suv', 8, 'petrol', 'awd', 85_000, 2008, 1),
    ]),
    line('lexus', 'sedans', SEDANS, [
      m('lexus-es', 'ES 300h', 'ES 300h', 'sedan', 4, 'hybrid', 'fwd', 35_000, 2013, 1),
    ]),
  ]),
];
