import { get, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { COUNT_CAP } from '../listing-shared/pagination.js';
import { type Catalogue, insertAutos, loadCatalogue } from './test-autos.js';

let t: TestApp;
let C: Catalogue;

// More Rios than a search counts, one Hilux, and a Hilux sold yesterday (sold cars follow the active ones for a week).
beforeAll(async () => {
  t = await createTestApp();
  C = await loadCatalogue(t);
  const seller = await signUp(t, 'total-seller@example.com', { user_type: 'Agent', listing_category: 'auto' });
  const owner = seller.user.id as number;
  await insertAutos(
    t,
    owner,
    Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({
      model: C.model('kia-rio'),
      name: `Rio ${i}`,
      price_usd: 5_000 + i,
    })),
  );
  const [, sold] = await insertAutos(t, owner, [
    { model: C.model('toyota-hilux'), name: 'Hilux for sale' },
    { model: C.model('toyota-hilux'), name: 'Hilux sold', status: 'sold' },
  ]);
  await t.db
    .updateTable('autos')
    .set({ status_changed_at: new Date(Date.now() - 86_400_000) })
    .where('id', '=', sold!)
    .execute();
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const res = await get(t, `/api/auto/get-auto-list?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: { id: number; name: string }[]; pagination: Record<string, unknown> };
}

describe('car search totals', () => {
  it("counts a broad search exactly, the week's sold cars included, and its last page answers the last cars", async () => {
    // Every Rio, the Hilux for sale and the Hilux sold yesterday.
    const everything = COUNT_CAP + 5 + 2;
    const first = await list('per_page=12');
    expect(first.pagination).toEqual({
      page: 1,
      per_page: 12,
      total: everything,
      last_page: Math.ceil(everything / 12),
      total_is_estimate: false,
    });
    const last = await list(`per_page=12&page=${Math.ceil(everything / 12)}`);
    expect(last.items).toHaveLength(everything % 12);
    // Newest first, and the sold car after every active one.
    expect(last.items.at(-1)?.name).toBe('Hilux sold');
    expect(last.pagination).toMatchObject({ total: everything, total_is_estimate: false });
  });

  it('serves pages beyond where a count used to stop, in order, with the same total', async () => {
    const model = C.model('kia-rio').id;
    const deep = await list(`model_id=${model}&per_page=2&page=${COUNT_CAP / 2 + 1}&sort=price_asc&currency=USD`);
    expect(deep.items.map((i) => i.name)).toEqual([`Rio ${COUNT_CAP}`, `Rio ${COUNT_CAP + 1}`]);
    expect(deep.pagination).toMatchObject({
      total: COUNT_CAP + 5,
      last_page: (COUNT_CAP + 5 + 1) / 2,
      total_is_estimate: false,
    });
    const last = await list(`model_id=${model}&per_page=2&page=${(COUNT_CAP + 5 + 1) / 2}&sort=price_asc&currency=USD`);
    expect(last.items.map((i) => i.name)).toEqual([`Rio ${COUNT_CAP + 4}`]);
    expect(last.pagination).toMatchObject({
      total: COUNT_CAP + 5,
      last_page: (COUNT_CAP + 5 + 1) / 2,
      total_is_estimate: false,
    });
  });

  it("counts exactly below the cap, the week's sold cars after the active ones", async () => {
    const hilux = await list(`model_id=${C.model('toyota-hilux').id}`);
    expect(hilux.pagination).toMatchObject({ total: 2, last_page: 1, total_is_estimate: false });
    expect(hilux.items.map((i) => i.name)).toEqual(['Hilux for sale', 'Hilux sold']);
  });
});
