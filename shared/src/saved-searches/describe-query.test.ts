import { changeLanguage } from '@souq/shared';
import { describeQuery, queryLabel, querySummary } from './describe-query';
import type { Vocabulary } from './vocabulary';

const named = (name_en: string, name_ar: string) => ({ name_en, name_ar });
const property: Vocabulary = {
  property_type: { villa: named('Villa', 'فيلا'), land: named('Land', 'أرض') },
  listing_type: { rent: named('For rent', 'للإيجار') },
  rent_period: { yearly: named('Yearly', 'سنوي') },
  governorate_id: { '1': named('Damascus', 'دمشق') },
  amenities: { parking: named('Parking', 'موقف سيارات'), pool_gym: named('Pool/Gym', 'مسبح/نادٍ رياضي') },
  ownership_document: {
    green_tabu: named('Green tabu (title deed)', 'طابو أخضر'),
    court_ruling: named('Court ruling', 'حكم محكمة'),
  },
};
const auto: Vocabulary = {
  brand_id: { '7': named('Toyota', 'تويوتا') },
  fuel_type: { hybrid: named('Hybrid', 'هجين') },
};

beforeAll(() => changeLanguage('en'));

describe('a search in words', () => {
  it("names a property search's filters in the order people think of them", () => {
    const query =
      'amenities=parking&amenities=pool_gym&currency=USD&governorate_id=1&keyword=sea view&listing_type=rent&max_price=900&min_bedrooms=3&min_size=100&property_type=villa&property_type=land&sort=price_asc';
    expect(describeQuery('property', query, property, 'en')).toEqual([
      'Villa, Land',
      'For rent',
      'Damascus',
      'Price up to 900 USD',
      'Bedrooms: 3+',
      'Size from 100 m²',
      'Parking, Pool/Gym',
      '“sea view”',
    ]);
    expect(queryLabel('property', query, property, 'en')).toBe('Villa, Land · For rent · Damascus');
    expect(describeQuery('property', 'min_price=1000000&max_price=25000000', property, 'en')).toEqual([
      'Price 1,000,000–25,000,000 new SYP',
    ]);
  });

  it('names the period of a rent, in both languages', () => {
    expect(describeQuery('property', 'listing_type=rent&rent_period=yearly', property, 'en')).toEqual([
      'For rent',
      'Yearly',
    ]);
    expect(querySummary('property', 'listing_type=rent&rent_period=yearly', property, 'ar')).toBe('للإيجار · سنوي');
  });

  it('names the ownership documents asked for, in both languages', () => {
    const query = 'ownership_document=green_tabu&ownership_document=court_ruling';
    expect(describeQuery('property', query, property, 'en')).toEqual(['Green tabu (title deed), Court ruling']);
    expect(querySummary('property', query, property, 'ar')).toBe('طابو أخضر، حكم محكمة');
  });

  it('speaks Arabic with Western digits', () => {
    expect(
      querySummary(
        'property',
        'governorate_id=1&listing_type=rent&bedrooms=2&min_price=500&currency=USD',
        property,
        'ar',
      ),
    ).toBe('للإيجار · دمشق · السعر من 500 دولار · غرف النوم: 2');
  });

  it('leaves out ids it cannot name and falls back to a generic label', () => {
    expect(describeQuery('property', 'governorate_id=99&city_id=5', property, 'en')).toEqual([]);
    expect(queryLabel('property', 'governorate_id=99&city_id=5', property, 'en')).toBe('Property search');
    expect(queryLabel('property', '', property, 'en')).toBe('All properties');
    expect(queryLabel('auto', 'sort=price_asc', auto, 'en')).toBe('All cars');
  });

  it("names a car search's brand and shows unknown codes as they are", () => {
    expect(
      describeQuery(
        'auto',
        'brand_id=7&fuel_type=hybrid&fuel_type=plug_in&min_year=2018&max_mileage=80000',
        auto,
        'en',
      ),
    ).toEqual(['Toyota', 'Year from 2018', 'Mileage up to 80,000 km', 'Hybrid, Plug in']);
  });
});
