/** @jest-environment node */
import {
  EMPTY_FILTERS,
  filtersToQuery,
  parseSearch,
  rangeProblem,
  searchToParams,
  withCatalogue,
} from './searchFilters';

describe('the auto search in the URL', () => {
  it('reads every filter under the API’s own names and writes them back the same way', () => {
    const query =
      'brand_id=3&class_id=31&model_id=311&vehicle_type=car&condition=used&transmission=automatic&seat_type=leather&cylinders=6' +
      '&import_origin=gcc&fuel_type=petrol&body_type=suv&drive_type=awd&color=white&vehicle_status=available' +
      '&min_year=2015&max_year=2020&min_mileage=1000&max_mileage=90000&min_price=5000&max_price=20000&keyword=%D9%83%D9%8A%D8%A7&currency=USD&sort=year_desc&page=3';
    const search = parseSearch(new URLSearchParams(query));
    expect(search.filters.cylinders).toBe('6');
    expect(search.filters.currency).toBe('USD');
    expect(search.sort).toBe('year_desc');
    expect(search.page).toBe(3);
    expect(search.unreadable).toBe(false);
    expect(new URLSearchParams(searchToParams(search)).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('drops what a hand-edited URL gets wrong instead of sending it on', () => {
    const search = parseSearch(
      new URLSearchParams(
        'class_id=31&model_id=7&fuel_type=coal&cylinders=17&min_year=twenty&sort=cheapest&page=-2&color=WHITE',
      ),
    );
    expect(search.filters.class_id).toBe('');
    expect(search.filters.model_id).toBe('');
    expect(search.filters.fuel_type).toBe('');
    expect(search.filters.cylinders).toBe('');
    expect(search.filters.min_year).toBe('');
    expect(search.filters.color).toBe('white');
    expect(search.sort).toBe('newest');
    expect(search.page).toBe(1);
    expect(searchToParams(search).toString()).toBe('color=white');
    expect(search.unreadable).toBe(true);
  });

  it.each([
    ['a price in letters', 'min_price=abc'],
    ['a number too long to be a price', 'max_price=1e20'],
    ['an unknown choice', 'fuel_type=steam'],
    ['a model without its class', 'brand_id=3&model_id=311'],
    ['a currency the site does not price in', 'min_price=5000&currency=EUR'],
    ['an unknown sort', 'sort=cheapest'],
    ['a page that is not a page number', 'page=two'],
  ])('notes %s as a filter it could not read', (_what, query) => {
    expect(parseSearch(new URLSearchParams(query)).unreadable).toBe(true);
  });

  it('reads empty parameters and the API’s own spellings without a word', () => {
    expect(
      parseSearch(new URLSearchParams('min_price=&keyword=&verified=true&currency=usd&sort=&page=1')).unreadable,
    ).toBe(false);
  });

  it('clears class and model when the brand changes, the model when the class changes', () => {
    const chosen = { ...EMPTY_FILTERS, brand_id: '3', class_id: '31', model_id: '311' };
    expect(withCatalogue(chosen, 'brand_id', '4')).toMatchObject({ brand_id: '4', class_id: '', model_id: '' });
    expect(withCatalogue(chosen, 'class_id', '32')).toMatchObject({ brand_id: '3', class_id: '32', model_id: '' });
  });

  it('asks the API for enum filters as arrays and a budget with its currency', () => {
    expect(
      filtersToQuery({ ...EMPTY_FILTERS, fuel_type: 'diesel', brand_id: '3', min_price: '100', currency: 'USD' }),
    ).toEqual({
      brand_id: '3',
      fuel_type: ['diesel'],
      min_price: '100',
      currency: 'USD',
    });
  });

  it('does not ask the API for a range the panel flags, so a reversed range in a shared link still lists cars', () => {
    expect(filtersToQuery({ ...EMPTY_FILTERS, min_year: '2020', max_year: '2010', min_mileage: '5000' })).toEqual({
      min_mileage: '5000',
    });
  });

  it('says what is wrong with a range', () => {
    expect(rangeProblem('year', '2020', '2015')).toBe('reversed');
    expect(rangeProblem('year', '1800', '')).toBe('outOfRange');
    expect(rangeProblem('mileage', '', '12a')).toBe('notNumber');
    expect(rangeProblem('price', '100', '100')).toBeNull();
  });
});
