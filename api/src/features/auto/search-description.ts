import './auto-tables.js';
import type { DescribeKind } from '../saved-searches/description-parts.js';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DRIVE_TYPES,
  FUEL_TYPES,
  IMPORT_ORIGINS,
  SEAT_TYPES,
  TRANSMISSIONS,
  VEHICLE_TYPES,
} from './master-data.js';

const TEXT = {
  en: {
    year: (range: string) => `Year ${range}`,
    mileage: (range: string) => `Mileage ${range} km`,
  },
  ar: {
    year: (range: string) => `سنة الصنع ${range}`,
    mileage: (range: string) => `المسافة المقطوعة ${range} كم`,
  },
} as const;

/** A car search in words: its make and model first, then type, condition, year, price and mileage, then the rest. */
export const describeAutoSearch: DescribeKind = {
  any: { en: 'All cars', ar: 'كل السيارات' },
  async phrases(db, d) {
    const t = TEXT[d.language];
    const { params } = d;
    const names: string[] = [];
    for (const [key, table] of [
      ['brand_id', 'auto_brands'],
      ['class_id', 'auto_classes'],
      ['model_id', 'auto_models'],
    ] as const) {
      const name = await d.rowName(db, key, table);
      if (name) names.push(name);
    }
    return [
      names.length > 0 ? names.join(' ') : null,
      d.named(VEHICLE_TYPES, params.vehicle_type),
      d.named(BODY_TYPES, params.body_type),
      d.named(CONDITIONS, params.condition),
      ((r) => r && t.year(r))(d.range('year', String)),
      d.price,
      ((r) => r && t.mileage(r))(d.range('mileage')),
      d.named(FUEL_TYPES, params.fuel_type),
      d.named(TRANSMISSIONS, params.transmission),
      d.named(DRIVE_TYPES, params.drive_type),
      d.named(SEAT_TYPES, params.seat_type),
      d.named(IMPORT_ORIGINS, params.import_origin),
      d.named(COLORS, params.color),
      d.keyword,
    ];
  },
};
