import { bearer, get, post, signUp } from '../../test/accounts.js';
import { uploadMedia } from '../../test/media.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadCatalogue } from '../auto/test-autos.js';
import { loadPlaces } from '../property/test-listings.js';
import { LISTING_KINDS } from '../listing-kinds/registry.js';

// The write rules every listing kind follows (posting with media, who may post, the poster's listing category, repeated
// submissions, the owner's list and removal), at each kind's documented paths. Each kind's own fields are tested in its folder.
type Category = 'real_estate' | 'auto';
interface KindFixture {
  kind: keyof typeof LISTING_KINDS;
  category: Category;
  /** A category that leaves this kind out, and what a member with it is told, in English and Arabic. */
  outside: { category: Category; en: string; ar: string };
  /** A valid submission of the kind, priced `price.usd` with a discount making it `price.discounted`. */
  payload(t: TestApp): Promise<() => Record<string, unknown>>;
  price: { usd: number; discounted: number };
  paths: {
    add: string;
    update: string;
    remove: string;
    edit: string;
    mine: string;
    list: string;
    detail: (id: number) => string;
  };
  texts: { created: string; deleted: string };
  imageFolder: string;
}

const KINDS: [string, KindFixture][] = [
  [
    'property',
    {
      kind: 'property',
      category: 'real_estate',
      outside: {
        category: 'auto',
        en: 'Your listing category is cars only, so you cannot post properties. You can change it in your profile.',
        ar: 'فئة إعلاناتك هي السيارات فقط، لذا لا يمكنك نشر عقارات. يمكنك تغييرها من ملفك الشخصي.',
      },
      async payload(t) {
        const P = await loadPlaces(t);
        // Each listing posted is another flat (of its own size): the same flat posted twice is refused as a repeat.
        let flats = 0;
        return () => ({
          name: 'Bright flat in Malki',
          description: 'Three bedrooms, open view.',
          governorate_id: P.gov('Damascus'),
          city_id: P.city('Damascus'),
          neighborhood_id: P.hood('Damascus', 'Malki'),
          property_type: 'apartment',
          listing_type: 'sale',
          bedrooms: 3,
          bathrooms: 2,
          size_sqm: 180 + flats++,
          furnished: 'unfurnished',
          price_usd: 250_000,
          discount_percent: 4,
        });
      },
      price: { usd: 250_000, discounted: 240_000 },
      paths: {
        add: '/api/add-property',
        update: '/api/property-update',
        remove: '/api/property-delete',
        edit: '/api/property/edit',
        mine: '/api/property/my-properties',
        list: '/api/property/get-property-list',
        detail: (id) => `/api/property/property-detail/${id}`,
      },
      texts: { created: 'Property added successfully.', deleted: 'Property deleted successfully.' },
      imageFolder: 'property-images',
    },
  ],
  [
    'auto',
    {
      kind: 'auto',
      category: 'auto',
      outside: {
        category: 'real_estate',
        en: 'Your listing category is real estate only, so you cannot post cars. You can change it in your profile.',
        ar: 'فئة إعلاناتك هي العقارات فقط، لذا لا يمكنك نشر سيارات. يمكنك تغييرها من ملفك الشخصي.',
      },
      async payload(t) {
        const tucson = (await loadCatalogue(t)).model('hyundai-tucson');
        return () => ({
          brand_id: tucson.brand_id,
          class_id: tucson.class_id,
          model_id: tucson.id,
          year: 2019,
          condition: 'used',
          transmission: 'automatic',
          cylinders: 4,
          import_origin: 'gcc',
          fuel_type: 'petrol',
          mileage_km: 65_000,
          body_type: 'suv',
          color: 'grey',
          drive_type: 'awd',
          price_usd: 21_000,
          discount_percent: 5,
        });
      },
      price: { usd: 21_000, discounted: 19_950 },
      paths: {
        add: '/api/add-auto',
        update: '/api/auto-update',
        remove: '/api/auto-delete',
        edit: '/api/auto/edit',
        mine: '/api/auto/my-autos',
        list: '/api/auto/get-auto-list',
        detail: (id) => `/api/auto/auto-detail/${id}`,
      },
      texts: { created: 'Auto added successfully.', deleted: 'Auto deleted successfully.' },
      imageFolder: 'product-images',
    },
  ],
];

type Account = { token: string; user: Record<string, unknown> };

describe.each(KINDS)('%s: the listing write rules', (kind, K) => {
  let t: TestApp;
  let agent: Account, corporate: Account, individual: Account;
  let listing: () => Record<string, unknown>;
  const { media } = LISTING_KINDS[K.kind];
  const upload = (token: string, as: 'image' | 'video') => uploadMedia(t, token, media[as]);
  let id: number;

  beforeAll(async () => {
    t = await createTestApp({ config: { UPLOADS_DIR: `/tmp/souq-${kind}-write-test-uploads-${process.pid}` } });
    listing = await K.payload(t);
    agent = await signUp(t, `${kind}-writer-agent@example.com`, { user_type: 'Agent', listing_category: K.category });
    corporate = await signUp(t, `${kind}-writer-corp@example.com`, {
      user_type: 'Corporate',
      listing_category: 'both',
    });
    individual = await signUp(t, `${kind}-writer-person@example.com`, { user_type: 'Individual' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an agent post a listing with photos and a video, priced in both currencies and found by search', async () => {
    const images = [await upload(agent.token, 'image'), await upload(agent.token, 'image')];
    const video = await upload(agent.token, 'video');
    const res = await post(t, K.paths.add, { ...listing(), images, video_id: video }, bearer(agent.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(K.texts.created);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({
      price_usd: K.price.usd,
      price_syp: K.price.usd * 130,
      discounted_price_usd: K.price.discounted,
      image_ids: images,
      video_id: video,
      status: 'active',
      is_owner: true,
    });
    expect(data.primary_image.id).toBe(images[0]);
    expect(data.images.map((i: { id: number }) => i.id)).toEqual(images);
    expect(data.video.url).toMatch(/\.mp4$/);
    const found = await get(t, K.paths.list);
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(found.json().data.items[0].primary_image.url).toMatch(new RegExp(`^/api/uploaded-files/${K.imageFolder}/`));
    // Both variants with their widths, for the pages' srcset: the detail's photos and the card's picture alike.
    for (const image of [data.images[0], found.json().data.items[0].primary_image]) {
      expect(image.thumb_width).toBeGreaterThan(0);
      expect(image.width).toBeGreaterThanOrEqual(image.thumb_width);
    }
    const edit = await get(t, `${K.paths.edit}/${id}`, bearer(agent.token));
    expect(edit.json().data).toMatchObject({ id, image_ids: images, video_id: video });
  });

  it('refuses individuals, guests, and anything but the poster’s own media of the kind', async () => {
    const person = await post(t, K.paths.add, listing(), bearer(individual.token));
    expect(person.statusCode).toBe(403);
    expect(person.json()).toEqual({ success: false, message: 'You do not have permission!' });
    expect((await post(t, K.paths.add, listing())).statusCode).toBe(401);
    const othersPhoto = await upload(corporate.token, 'image');
    const res = await post(t, K.paths.add, { ...listing(), images: [othersPhoto] }, bearer(agent.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The selected images is invalid.',
      errors: { images: ['The selected images is invalid.'] },
    });
    expect(
      (await post(t, K.paths.add, { ...listing(), images: [999_999] }, bearer(agent.token))).json().errors,
    ).toEqual({ images: ['The selected images is invalid.'] });
    const ownPhoto = await upload(agent.token, 'image');
    const asVideo = await post(t, K.paths.add, { ...listing(), video_id: ownPhoto }, bearer(agent.token));
    expect(asVideo.json().errors).toEqual({ video_id: ['The selected video id is invalid.'] });
  });

  it('refuses a listing from a member whose listing category leaves the kind out, in their language, until they change it', async () => {
    const outsider = await signUp(t, `${kind}-writer-outsider@example.com`, {
      user_type: 'Corporate',
      listing_category: K.outside.category,
    });
    const res = await post(t, K.paths.add, listing(), bearer(outsider.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: K.outside.en });
    const ar = await post(t, K.paths.add, listing(), { ...bearer(outsider.token), 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(403);
    expect(ar.json().message).toBe(K.outside.ar);
    expect((await get(t, K.paths.mine, bearer(outsider.token))).json().data.items).toEqual([]);

    await post(t, '/api/update-profile', { listing_category: 'both' }, bearer(outsider.token));
    expect((await post(t, K.paths.add, listing(), bearer(outsider.token))).statusCode).toBe(200);
  });

  it('creates a listing once however often the same submission is sent', async () => {
    const mineBefore = (await get(t, K.paths.mine, bearer(corporate.token))).json().data.items.length;
    const key = { ...bearer(corporate.token), 'idempotency-key': 'form-3f9c2a71-retry' };
    const first = await post(t, K.paths.add, listing(), key);
    expect(first.statusCode).toBe(200);
    // The answer was lost, or a second tab sends the form again: the same listing comes back, no new one.
    const again = await post(t, K.paths.add, { ...listing(), name: 'Edited meanwhile' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: K.texts.created, data: { id: first.json().data.id } });
    expect(again.json().data.name).not.toBe('Edited meanwhile');
    // Sent twice at once (a double tap on a slow connection): still one.
    const both = await Promise.all(
      [1, 2].map(() =>
        post(t, K.paths.add, listing(), { ...bearer(corporate.token), 'idempotency-key': 'form-twice-at-once' }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
    // Another submission, or the same key from someone else, is another listing.
    const other = await post(t, K.paths.add, listing(), {
      ...bearer(corporate.token),
      'idempotency-key': 'form-another-one',
    });
    const agents = await post(t, K.paths.add, listing(), {
      ...bearer(agent.token),
      'idempotency-key': 'form-3f9c2a71-retry',
    });
    const ids = new Set([first.json().data.id, both[0]!.json().data.id, other.json().data.id, agents.json().data.id]);
    expect(ids.size).toBe(4);
    const mineAfter = (await get(t, K.paths.mine, bearer(corporate.token))).json().data.items.length;
    expect(mineAfter - mineBefore).toBe(3);
  });

  it('refuses a malformed submission key with a clear message, in Arabic too', async () => {
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(101), 'emoji-🙂-key']) {
      const res = await post(t, K.paths.add, listing(), { ...bearer(agent.token), 'idempotency-key': bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        idempotency_key: ['The Idempotency-Key header must be 8 to 100 letters, digits, "-" or "_".'],
      });
    }
    const ar = await post(t, K.paths.add, listing(), {
      ...bearer(agent.token),
      'idempotency-key': 'short',
      'accept-language': 'ar',
    });
    expect(ar.json().message).toBe('يجب أن تتكون ترويسة Idempotency-Key من 8 إلى 100 حرف أو رقم أو "-" أو "_".');
  });

  it('lets only the owner load, change and delete a listing, then lists it no more', async () => {
    for (const other of [corporate, individual]) {
      const edit = await get(t, `${K.paths.edit}?id=${id}`, bearer(other.token));
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toEqual({ success: false, message: 'You do not have permission!' });
      expect((await post(t, K.paths.update, { id, price_usd: 1 }, bearer(other.token))).statusCode).toBe(403);
      expect((await post(t, K.paths.remove, { id }, bearer(other.token))).statusCode).toBe(403);
    }
    const arabic = await post(
      t,
      K.paths.update,
      { id, price_usd: 1 },
      { ...bearer(corporate.token), 'accept-language': 'ar' },
    );
    expect(arabic.json().message).toBe('ليس لديك صلاحية!');
    expect((await post(t, K.paths.update, { id: 999999, price_usd: 1 }, bearer(agent.token))).statusCode).toBe(404);
    expect(
      (await get(t, K.paths.mine, bearer(agent.token))).json().data.items.map((i: { id: number }) => i.id),
    ).toContain(id);

    const deleted = await post(t, K.paths.remove, { id }, bearer(agent.token));
    expect(deleted.json()).toEqual({ success: true, message: K.texts.deleted, data: { id } });
    expect((await post(t, K.paths.remove, { id }, bearer(agent.token))).statusCode).toBe(404);
    expect((await get(t, K.paths.detail(id))).statusCode).toBe(404);
    expect(
      (await get(t, K.paths.mine, bearer(agent.token))).json().data.items.map((i: { id: number }) => i.id),
    ).not.toContain(id);
  });
});
