/** @jest-environment node */
import { parseSearch, searchToParams } from './searchFilters';

describe('the property search in the URL', () => {
  it('reads a whole search without a word about it', () => {
    const search = parseSearch(
      new URLSearchParams(
        'listing_type=rent&rent_period=monthly&governorate=1&city=11&bedrooms=3%2B&min_price=100&max_price=900&currency=usd&min_size=80&verified=1&sort=price_asc&page=2',
      ),
    );
    expect(search.unreadable).toBe(false);
    expect(search.filters).toMatchObject({
      listingType: 'rent',
      minPrice: '100',
      maxPrice: '900',
      currency: 'USD',
      bedrooms: '3+',
    });
    expect(search.page).toBe(2);
  });

  it('reads a saved search’s endpoint names too', () => {
    expect(
      parseSearch(new URLSearchParams('governorate_id=1&city_id=11&min_bedrooms=2&property_type[]=villa')).unreadable,
    ).toBe(false);
  });

  it.each([
    ['a budget in letters', 'min_price=abc', 'minPrice'],
    ['a number too long to be a price', 'max_price=1e20', 'maxPrice'],
    ['a negative size', 'min_size=-5', 'minSize'],
    ['an unknown listing type', 'listing_type=swap', 'listingType'],
    ['a bedroom count in words', 'bedrooms=three', 'bedrooms'],
    ['a city without its governorate', 'city=11', 'city'],
  ] as const)('leaves out %s and notes it could not be read', (_what, query, field) => {
    const search = parseSearch(new URLSearchParams(query));
    expect(search.filters[field]).toBe('');
    expect(search.unreadable).toBe(true);
  });

  it('notes a currency, sort or page it cannot use', () => {
    for (const query of ['min_price=100&currency=EUR', 'sort=cheapest', 'page=0']) {
      expect(parseSearch(new URLSearchParams(query)).unreadable).toBe(true);
    }
  });

  it('writes back only what it read, so the next change leaves the unreadable parts behind', () => {
    expect(
      searchToParams(parseSearch(new URLSearchParams('listing_type=sale&min_price=abc&max_price=500'))).toString(),
    ).toBe('listing_type=sale&max_price=500&currency=SYP');
  });
});
