/** @jest-environment node */
import { savedSearchQuery } from './savedSearchQuery';
import { parseSearch, searchToParams } from '../../lib/searchFilters';

describe('a property search kept by the saved-search API', () => {
  it("is written in the list endpoint's names, without paging", () => {
    const search = parseSearch(
      new URLSearchParams(
        'listing_type=rent&governorate=1&city=11&property_type=villa&bedrooms=5%2B&bathrooms=2&min_price=100&currency=USD&amenities=parking&amenities=elevator&sort=price_asc&page=3',
      ),
    );
    const saved = new URLSearchParams(savedSearchQuery(search));
    expect([...saved]).toEqual([
      ['listing_type', 'rent'],
      ['governorate_id', '1'],
      ['city_id', '11'],
      ['property_type', 'villa'],
      ['min_price', '100'],
      ['amenities', 'parking'],
      ['amenities', 'elevator'],
      ['min_bedrooms', '5'],
      ['bathrooms', '2'],
      ['currency', 'USD'],
      ['sort', 'price_asc'],
    ]);
    expect(saved.get('page')).toBeNull();
  });

  it("keeps the rent period under the endpoint's name, and reads it back from a saved link", () => {
    const search = parseSearch(new URLSearchParams('listing_type=rent&rent_period=yearly'));
    expect(savedSearchQuery(search)).toBe('listing_type=rent&rent_period=yearly');
    expect(parseSearch(new URLSearchParams(savedSearchQuery(search))).filters.rentPeriod).toBe('yearly');
    expect(parseSearch(new URLSearchParams('listing_type=rent&rent_period=weekly')).filters.rentPeriod).toBe('');
  });

  it('leaves out a range the panel flags, as the list request does', () => {
    const search = parseSearch(
      new URLSearchParams('listing_type=sale&min_price=900&max_price=100&currency=USD&min_size=80'),
    );
    expect(savedSearchQuery(search)).toBe('listing_type=sale&min_size=80');
  });

  it('opens the page with the same filters when a saved or emailed link comes back', () => {
    const original = parseSearch(
      new URLSearchParams(
        'listing_type=sale&governorate=1&city=11&neighborhood=111&property_type=apartment&bedrooms=3%2B&max_price=900&currency=USD&amenities=balcony&keyword=مزة',
      ),
    );
    const reopened = parseSearch(new URLSearchParams(savedSearchQuery(original)));
    expect(reopened).toEqual(original);
    // The API's canonical form (sorted keys, bracket-free arrays) reads the same way.
    expect(
      searchToParams(
        parseSearch(
          new URLSearchParams(
            'amenities=balcony&currency=USD&governorate_id=1&max_price=900&min_bedrooms=3&property_type=apartment',
          ),
        ),
      ).toString(),
    ).toBe('governorate=1&property_type=apartment&max_price=900&currency=USD&bedrooms=3%2B&amenities=balcony');
  });

  it("keeps the page's own names over the endpoint's", () => {
    expect(parseSearch(new URLSearchParams('governorate=2&governorate_id=1')).filters.governorate).toBe('2');
  });
});
