import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/types.js';
import type { Budget } from '../listing-shared/budget.js';
import { paging } from '../listing-shared/pagination.js';
import type { PropertySort } from './master-data.js';
import type { SearchFilterInput } from './schemas.js';
import { compiledSearch, searchQuery } from './search-repository.js';

// Compiling needs no connection: a pool that is never connected.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) });
afterAll(() => db.destroy());

type Case = [SearchFilterInput & Budget, PropertySort, 'SYP' | 'USD', number | undefined, number | undefined];
const cases: Case[] = [
  [{ listing_type: 'sale', governorate_id: 1, property_type: ['apartment'] }, 'newest', 'SYP', undefined, undefined],
  [{ listing_type: 'rent', governorate_id: 7, property_type: ['villa'] }, 'newest', 'SYP', 3, undefined],
  [
    { listing_type: 'rent', city_id: 14, currency: 'USD', min_price: 200, max_price: 1000, min_bedrooms: 2 },
    'price_asc',
    'USD',
    undefined,
    undefined,
  ],
  [
    { listing_type: 'sale', city_id: 2, currency: 'USD', min_price: 5, max_price: 9, min_bedrooms: 0 },
    'price_asc',
    'USD',
    90,
    12,
  ],
  [
    { property_type: ['apartment', 'villa', 'studio'], featured: false, bedrooms: 0, furnished: 'furnished' },
    'size_desc',
    'SYP',
    2,
    50,
  ],
  [{ property_type: ['farm'], featured: true, bedrooms: 3, furnished: 'unfurnished' }, 'size_desc', 'SYP', 1, 50],
  [
    {
      owner_id: 9,
      category: 'commercial',
      min_size: 10,
      max_size: 20,
      min_bathrooms: 1,
      max_bathrooms: 2,
      max_bedrooms: 4,
    },
    'price_desc',
    'SYP',
    undefined,
    24,
  ],
  [{ keyword: 'المزه', listing_type: 'sale', amenities: ['parking'] }, 'newest', 'SYP', undefined, undefined],
  [{ keyword: 'أبو رمّانة', listing_type: 'sale', amenities: ['parking'] }, 'newest', 'SYP', 4, undefined],
  [{ keyword: 'شقة 100%', listing_type: 'rent', city_id: 3 }, 'price_asc', 'USD', 2, 24],
  [{ keyword: 'villa', amenities: ['pool_gym', 'security'], governorate_id: 2 }, 'size_asc', 'SYP', 3, undefined],
  [{ keyword: '!!' }, 'newest', 'SYP', undefined, undefined],
  [{ amenities: ['parking', 'security'], neighborhood_id: 3, sub_neighborhood_id: 4 }, 'newest', 'SYP', 2, undefined],
  [{ amenities: ['balcony', 'elevator'], neighborhood_id: 8, sub_neighborhood_id: 1 }, 'newest', 'SYP', 1, undefined],
  [{}, 'newest', 'SYP', undefined, undefined],
  // A budget compared in both currencies (listing-shared/budget.ts), paged and counted in halves by price.
  [
    {
      listing_type: 'rent',
      city_id: 14,
      currency: 'USD',
      min_price: 200.5,
      max_price: 1000,
      other_min_price: 26_065,
      other_max_price: 130_000,
    },
    'price_asc',
    'USD',
    3,
    undefined,
  ],
  [{ governorate_id: 4, min_price: 5_000_000, other_max_price: 40_000 }, 'price_desc', 'SYP', undefined, undefined],
  [
    { listing_type: 'sale', max_price: 9_000_000.7, other_min_price: 10, other_max_price: 69_230 },
    'newest',
    'SYP',
    2,
    undefined,
  ],
  // A price sort by the price the cards show, at the current rate (listing-shared/sort-orders.ts displayedPrice).
  [{ listing_type: 'sale', governorate_id: 1, syp_per_usd: 150 }, 'price_asc', 'SYP', 2, undefined],
  [
    {
      listing_type: 'rent',
      city_id: 14,
      currency: 'USD',
      min_price: 200,
      max_price: 1000,
      other_min_price: 30_000,
      other_max_price: 150_000,
      syp_per_usd: 150.5,
    },
    'price_desc',
    'USD',
    3,
    undefined,
  ],
  [{ keyword: 'المزه', listing_type: 'sale', syp_per_usd: 131 }, 'price_asc', 'SYP', undefined, undefined],
];

describe('search statements built once per shape', () => {
  it('are the statement and parameters the search would build for those values, the first time and every time after', () => {
    for (let round = 0; round < 2; round++) {
      for (const [filters, sort, currency, page, perPage] of cases) {
        // Without and with the recently closed listings' count (SOLD_LISTING_SEARCH_DAYS), which reuses the values.
        for (const closedDays of [0, 7]) {
          for (const tenant of [1, 2]) {
            const p = paging(page, perPage);
            const expected = searchQuery(db, tenant, filters, sort, currency, p, closedDays).compile(db);
            const got = compiledSearch(db, tenant, filters, sort, currency, p, closedDays);
            expect({ sql: got.sql, parameters: got.parameters }).toEqual({
              sql: expected.sql,
              parameters: expected.parameters,
            });
          }
        }
      }
    }
  });
});
