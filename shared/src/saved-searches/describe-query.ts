import { capitalizeFirst, formatNumber, i18n } from '@souq/shared';
import type { Named, Vocabulary } from './vocabulary';
import { NS } from './translations';
import { registerMoreTexts } from './translations-more';
import type { ListingKind } from '../listing-kinds/registry';

// A search's query string in words, for people: "Villa · For rent · Damascus · Price up to 900 USD".
// Codes and ids are named from the master data (see vocabulary.ts); an id with no known name is left out
// rather than shown as a number, and an unknown code is shown as it is.

interface Field {
  key: string;
  /** Keys of an enum or id filter; values of several keys are listed together. */
  kind: 'named' | 'range' | 'count' | 'keyword';
  /** Only with a name from the vocabulary (ids mean nothing to people). */
  idOnly?: boolean;
  max?: string;
  /** For a count: the key of "at least" (`min_bedrooms=3` reads "3+"). */
  atLeast?: string;
  label?: string;
  unit?: string;
}

const PROPERTY_FIELDS: Field[] = [
  { key: 'property_type', kind: 'named' },
  { key: 'listing_type', kind: 'named' },
  { key: 'rent_period', kind: 'named' },
  // Saved queries use the list endpoint's names (governorate_id); the page's own (governorate) read too.
  { key: 'governorate_id', kind: 'named', idOnly: true },
  { key: 'governorate', kind: 'named', idOnly: true },
  { key: 'min_price', max: 'max_price', kind: 'range', label: 'price', unit: 'currency' },
  { key: 'bedrooms', atLeast: 'min_bedrooms', kind: 'count', label: 'bedrooms' },
  { key: 'bathrooms', atLeast: 'min_bathrooms', kind: 'count', label: 'bathrooms' },
  { key: 'min_size', max: 'max_size', kind: 'range', label: 'size', unit: 'sqm' },
  { key: 'furnished', kind: 'named' },
  { key: 'amenities', kind: 'named' },
  { key: 'ownership_document', kind: 'named' },
  { key: 'keyword', kind: 'keyword' },
];

const AUTO_FIELDS: Field[] = [
  { key: 'brand', kind: 'named', idOnly: true },
  { key: 'brand_id', kind: 'named', idOnly: true },
  { key: 'vehicle_type', kind: 'named' },
  { key: 'body_type', kind: 'named' },
  { key: 'condition', kind: 'named' },
  { key: 'min_year', max: 'max_year', kind: 'range', label: 'year' },
  { key: 'min_price', max: 'max_price', kind: 'range', label: 'price', unit: 'currency' },
  { key: 'min_mileage', max: 'max_mileage', kind: 'range', label: 'mileage', unit: 'km' },
  { key: 'fuel_type', kind: 'named' },
  { key: 'transmission', kind: 'named' },
  { key: 'drive_type', kind: 'named' },
  { key: 'import_origin', kind: 'named' },
  { key: 'color', kind: 'named' },
  { key: 'keyword', kind: 'keyword' },
];

/** Each kind's filters: a map every kind of the registry must fill. */
const FIELDS: Record<ListingKind, Field[]> = { property: PROPERTY_FIELDS, auto: AUTO_FIELDS };

function values(params: URLSearchParams, key: string): string[] {
  // `amenities=a&amenities=b`, `fuel_type[]=a` and `fuel_type=a,b` all mean a list.
  return [...params.getAll(key), ...params.getAll(`${key}[]`)]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

const nameIn = (named: Named, lng: string) =>
  lng === 'ar' ? named.name_ar || named.name_en : named.name_en || named.name_ar;

/** Every filter of the query as a short phrase, in the order people think of them. */
export function describeQuery(kind: ListingKind, query: string, vocabulary: Vocabulary, lng: string): string[] {
  registerMoreTexts();
  const params = new URLSearchParams(query);
  const t = (key: string, options: Record<string, unknown> = {}) => i18n.t(`${NS}:summary.${key}`, { lng, ...options });
  const parts: string[] = [];
  for (const field of FIELDS[kind]) {
    if (field.kind === 'named') {
      const names = values(params, field.key)
        .map((value) => {
          const named = vocabulary[field.key]?.[value];
          if (named) return nameIn(named, lng);
          return field.idOnly ? '' : capitalizeFirst(value.replace(/_/g, ' '));
        })
        .filter(Boolean);
      if (names.length > 0) parts.push(names.join(t('listSeparator')));
    } else if (field.kind === 'range') {
      const min = params.get(field.key)?.trim() ?? '';
      const max = params.get(field.max!)?.trim() ?? '';
      if (!min && !max) continue;
      const show = (v: string) => (field.label === 'year' ? v : formatNumber(v) || v);
      const range =
        min && max
          ? t('between', { min: show(min), max: show(max) })
          : min
            ? t('from', { value: show(min) })
            : t('upTo', { value: show(max) });
      const unit =
        field.unit === 'currency'
          ? i18n.t(`common:currency.${(params.get('currency') ?? '').toUpperCase() === 'USD' ? 'USD' : 'Syp'}`, { lng })
          : field.unit
            ? t(`units.${field.unit}`)
            : '';
      parts.push(t(field.label!, { range, unit }).trim());
    } else if (field.kind === 'count') {
      const exact = params.get(field.key)?.trim();
      const atLeast = field.atLeast ? params.get(field.atLeast)?.trim() : undefined;
      const value = exact || (atLeast ? `${atLeast.replace(/\+$/, '')}+` : '');
      if (value) parts.push(t(field.label!, { value }));
    } else {
      const keyword = params.get(field.key)?.trim();
      if (keyword) parts.push(t('keyword', { value: keyword }));
    }
  }
  return parts;
}

/** A short label for a list of searches: the first few phrases, or a generic text. */
export function queryLabel(kind: ListingKind, query: string, vocabulary: Vocabulary, lng: string): string {
  const parts = describeQuery(kind, query, vocabulary, lng);
  if (parts.length > 0) return parts.slice(0, 3).join(' · ');
  registerMoreTexts();
  const hasFilters = [...new URLSearchParams(query).keys()].some((key) => key !== 'sort' && key !== 'currency');
  return i18n.t(`${NS}:summary.${hasFilters ? 'generic' : 'any'}.${kind}`, { lng });
}

/** The whole description (for the saved-searches page), or the generic text when it has none. */
export function querySummary(kind: ListingKind, query: string, vocabulary: Vocabulary, lng: string): string {
  const parts = describeQuery(kind, query, vocabulary, lng);
  return parts.length > 0 ? parts.join(' · ') : queryLabel(kind, query, vocabulary, lng);
}
