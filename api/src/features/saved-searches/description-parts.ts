import type { Kysely } from 'kysely';
import type { Database, Lang } from '../../db/types.js';
import { CURRENCY_NAMES, formatWhole, parseCurrency } from '../listing-shared/currency.js';
import type { Option } from '../listing-shared/master-common.js';

// What every kind's description of a saved search is made with (search-description.ts): the stored filters read as
// the list endpoint reads them, and phrases every kind shares. Each kind's folder says, with these, which of its
// filters name a search and in what order (`<kind>/search-description.ts`).

export type Params = Record<string, unknown>;
type Named = { name_en: string; name_ar: string };

const TEXT = {
  en: {
    list: ', ',
    price: (range: string) => `Price ${range}`,
    between: (min: string, max: string) => `${min}–${max}`,
    from: (min: string) => `from ${min}`,
    upTo: (max: string) => `up to ${max}`,
    keyword: (words: string) => `“${words}”`,
  },
  ar: {
    list: '، ',
    price: (range: string) => `السعر ${range}`,
    between: (min: string, max: string) => `من ${min} إلى ${max}`,
    from: (min: string) => `من ${min}`,
    upTo: (max: string) => `حتى ${max}`,
    keyword: (words: string) => `«${words}»`,
  },
} as const;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
export const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;
const nameIn = (named: Named, lang: Lang) => (lang === 'ar' ? named.name_ar : named.name_en);

/** A search's filters, ready to be put in words in one language. */
export interface Described {
  params: Params;
  language: Lang;
  /** The names of the options asked for (master data), listed. */
  named<T extends string | number>(options: readonly Option<T>[], value: unknown): string;
  /** A `min_<key>`/`max_<key>` range ("100–200", "from 100", "up to 200"), or null. */
  range(key: string, show?: (n: number) => string): string | null;
  /** "3", "3+" (at least), "2–4": what a count filter asks for, or null. */
  count(key: string): string | null;
  /** The price asked for with its currency, as a phrase, or null. */
  price: string | null;
  /** The keyword asked for, quoted, or ''. */
  keyword: string;
  /** The name of the row of `table` with the id at `key`, if it is asked for and exists. */
  rowName(db: Kysely<Database>, key: string, table: 'governorates' | NamedTable): Promise<string | null>;
}

type NamedTable = 'cities' | 'neighborhoods' | 'sub_neighborhoods' | 'auto_brands' | 'auto_classes' | 'auto_models';

/** How a kind puts a search in words. */
export interface DescribeKind {
  /** Its phrases for a search, most telling first (nulls and '' are left out). */
  phrases(db: Kysely<Database>, d: Described): Promise<(string | null)[]>;
  /** A search of it with no filter ("All properties"). */
  any: Record<Lang, string>;
}

export function described(params: Params, lang: Lang): Described {
  const t = TEXT[lang];
  const range = (key: string, show: (n: number) => string = formatWhole) => {
    const min = numberOf(params[`min_${key}`]);
    const max = numberOf(params[`max_${key}`]);
    if (min === null && max === null) return null;
    if (min !== null && max !== null) return t.between(show(min), show(max));
    return min !== null ? t.from(show(min)) : t.upTo(show(max!));
  };
  const currency = parseCurrency(params.currency) ?? 'SYP';
  const prices = range('price');
  return {
    params,
    language: lang,
    named: (options, value) =>
      listOf(value)
        .map((v) => options.find((o) => String(o.value) === String(v)))
        .filter((o) => o !== undefined)
        .map((o) => nameIn(o, lang))
        .join(t.list),
    range,
    count(key) {
      const exact = numberOf(params[key]);
      if (exact !== null) return String(exact);
      const min = numberOf(params[`min_${key}`]);
      const max = numberOf(params[`max_${key}`]);
      if (min !== null && max !== null) return t.between(String(min), String(max));
      if (min !== null) return `${min}+`;
      return max !== null ? t.upTo(String(max)) : null;
    },
    price: prices && t.price(`${prices} ${CURRENCY_NAMES[lang][currency]}`),
    keyword: typeof params.keyword === 'string' && params.keyword.trim() ? t.keyword(params.keyword.trim()) : '',
    async rowName(db, key, table) {
      const id = numberOf(params[key]);
      if (id === null) return null;
      const row = await db.selectFrom(table).select(['name_en', 'name_ar']).where('id', '=', id).executeTakeFirst();
      return row ? nameIn(row, lang) : null;
    },
  };
}
