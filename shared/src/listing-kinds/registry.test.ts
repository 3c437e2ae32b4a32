import type { ApiBody } from '@souq/shared';
import {
  KIND_NAMES,
  isListingKind,
  kindForPath,
  kindPagePaths,
  listPath,
  listingPath,
  perKind,
  type ListingKind,
} from '@souq/shared/listing-kinds';

/** The kinds the API's contract takes (a report's kind comes from the API's own registry). */
type ContractKind = ApiBody<'/api/listing-reports'>['kind'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('the kinds of listing', () => {
  test('are the API’s kinds, in its order', () => {
    expect(KIND_NAMES).toEqual(['property', 'auto']);
    expect(isListingKind('auto')).toBe(true);
    expect(isListingKind('boat')).toBe(false);
    expect(isListingKind('toString')).toBe(false);
    const agreesWithTheApi: Same<ListingKind, ContractKind> = true;
    expect(agreesWithTheApi).toBe(true);
  });

  test('give the site paths the product names', () => {
    expect(listingPath('property', 12)).toBe('/property/property-detail/12');
    expect(listingPath('auto', 7)).toBe('/auto/auto-detail/7');
    expect(listPath('property')).toBe('/property');
    expect(listPath('auto', 'brand=7')).toBe('/auto?brand=7');
    expect(kindPagePaths('property')).toEqual(['/property', '/property/map']);
    expect(kindPagePaths('auto')).toEqual(['/auto']);
  });

  test('tell which kind a path is under', () => {
    expect(kindForPath('/property/map')).toBe('property');
    expect(kindForPath('/property-detail')).toBe('property');
    expect(kindForPath('/auto/auto-detail/7')).toBe('auto');
    expect(kindForPath('/autos')).toBeUndefined();
    expect(kindForPath('/my-listing')).toBeUndefined();
    expect(kindForPath('/')).toBeUndefined();
  });

  test('fill a map for every kind', () => {
    expect(perKind((kind) => kind.remote)).toEqual({ property: 'property', auto: 'auto' });
  });
});
