import { sql } from 'kysely';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { seedPropertyPhotos } from '../../seed/seed-property-photos.js';
import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hammingDistance } from '../media/phash.js';
import { LocalDiskStorage } from '../media/storage.js';
import { photo, resizedCopy } from '../media/test-files.js';
import { uploadPhoto } from '../moderation/test-trust.js';
import { admin, mails, type Member, member } from '../payments/test-payments.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { DUPLICATE_PHOTO_DISTANCE } from './duplicates.js';

const UPLOADS = `/tmp/souq-duplicates-test-${process.pid}`;
const REPEAT = (id: number) => `This listing repeats your listing #${id}. Edit that one instead.`;

let t: TestApp;
let P: Places;
let dealer: Member, rival: Member, boss: Member;
let sizes = 100;

/** A flat as the form sends it; each is another flat (its own size) unless told otherwise. */
const flat = (extra: Record<string, unknown> = {}) => ({
  name: `Flat ${sizes}`,
  description: `A flat of ${sizes} square metres.`,
  governorate_id: P.gov('Damascus'),
  city_id: P.city('Damascus'),
  neighborhood_id: P.hood('Damascus', 'Malki'),
  property_type: 'apartment',
  listing_type: 'sale',
  bedrooms: 2,
  bathrooms: 1,
  size_sqm: sizes++,
  furnished: 'unfurnished',
  price_usd: 120_000,
  status: 'active',
  ...extra,
});
const postFlat = (who: Member, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(t, '/api/add-property', body, { ...bearer(who.token), ...headers });
const flags = (listingId: number) =>
  t.db.selectFrom('listing_duplicates').selectAll().where('listing_id', '=', listingId).execute();

beforeAll(async () => {
  t = await createTestApp({ config: { UPLOADS_DIR: UPLOADS } });
  P = await loadPlaces(t);
  dealer = await member(t, 'dealer@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  rival = await member(t, 'rival@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  boss = await admin(t, 'boss@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(UPLOADS, { recursive: true, force: true });
});

describe('repeated listings', () => {
  let original: number;
  let originalPhoto: Buffer;

  it("refuses the poster's own listing again with a resized, re-encoded copy of its photo, naming the listing it repeats", async () => {
    originalPhoto = await photo(11);
    const first = await postFlat(
      dealer,
      flat({ images: [await uploadPhoto(t, dealer.token, 'property_image', originalPhoto)] }),
    );
    expect(first.statusCode).toBe(200);
    original = first.json().data.id;

    // JPEG → WebP at 70%, 80% of the size: within the distance of 6 bits (media/phash.test.ts).
    const copy = await uploadPhoto(t, dealer.token, 'property_image', await resizedCopy(originalPhoto));
    const again = await postFlat(dealer, flat({ images: [copy] }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: REPEAT(original),
      errors: { images: [REPEAT(original)] },
      duplicate_of: { kind: 'property', id: original, path: `/property/property-detail/${original}` },
    });
    const arabic = await postFlat(dealer, flat({ images: [copy] }), { 'accept-language': 'ar' });
    expect(arabic.json().message).toBe(
      `هذا الإعلان يكرر إعلانك رقم ${original}. عدّل ذلك الإعلان بدلاً من نشر إعلان جديد.`,
    );
    expect(arabic.json().duplicate_of.id).toBe(original);

    // A different photo is another listing.
    const other = await postFlat(
      dealer,
      flat({ images: [await uploadPhoto(t, dealer.token, 'property_image', await photo(12))] }),
    );
    expect(other.statusCode).toBe(200);
    // Nor may an edit bring the photo into another listing of theirs.
    const edit = await post(
      t,
      '/api/property-update',
      { id: other.json().data.id, images: [copy] },
      bearer(dealer.token),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().duplicate_of).toEqual({
      kind: 'property',
      id: original,
      path: `/property/property-detail/${original}`,
    });
  });

  it('refuses the very same photo file posted again, under the name in the other language', async () => {
    // One file, uploaded twice as the form does (each upload is its own stored photo), for the same flat.
    const file = await photo(20);
    const firstPhoto = await uploadPhoto(t, dealer.token, 'property_image', file);
    const secondPhoto = await uploadPhoto(t, dealer.token, 'property_image', file);
    const hashes = await t.db
      .selectFrom('media_files')
      .select(sql<string>`phash::text`.as('phash'))
      .where('id', 'in', [firstPhoto, secondPhoto])
      .execute();
    expect(new Set(hashes.map((h) => h.phash)).size).toBe(1);
    // This photo's hash is one a JS number cannot carry within the distance: the check must compare it exactly.
    const stored = hashes[0]!.phash;
    expect(hammingDistance(stored, String(Number(stored)))).toBeGreaterThan(DUPLICATE_PHOTO_DISTANCE);

    const same = { size_sqm: 145, description: 'Three bedrooms, a balcony on the park, second floor.' };
    const first = await postFlat(dealer, flat({ ...same, name: 'Bright flat in Malki', images: [firstPhoto] }));
    expect(first.statusCode).toBe(200);
    const id = first.json().data.id;
    const again = await postFlat(dealer, flat({ ...same, name: 'شقة مشرقة في المالكي', images: [secondPhoto] }), {
      'accept-language': 'ar',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errors: { images: [`هذا الإعلان يكرر إعلانك رقم ${id}. عدّل ذلك الإعلان بدلاً من نشر إعلان جديد.`] },
      duplicate_of: { kind: 'property', id, path: `/property/property-detail/${id}` },
    });

    // Someone else posting the same file is let through, and flagged for the admins.
    const theirs = await postFlat(
      rival,
      flat({ ...same, name: 'Flat by the park', images: [await uploadPhoto(t, rival.token, 'property_image', file)] }),
    );
    expect(theirs.statusCode).toBe(200);
    expect(await flags(theirs.json().data.id)).toEqual([
      expect.objectContaining({ original_id: id, basis: 'photos', status: 'pending' }),
    ]);
  });

  it("refuses the poster's own listing written again at the same place, of the same type and size", async () => {
    const body = flat({
      name: 'Sunny flat near the park',
      description: 'Sunny flat near the park, two bedrooms, renovated kitchen, quiet street.',
    });
    const first = await postFlat(dealer, body);
    expect(first.statusCode).toBe(200);
    const again = await postFlat(dealer, {
      ...body,
      description: 'Sunny flat near the park, two bedrooms, renovated kitchen, quiet street!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ description: [REPEAT(first.json().data.id)] });
    // The same words for another flat of the building (another size) are another listing.
    expect((await postFlat(dealer, { ...body, size_sqm: 75 })).statusCode).toBe(200);
  });

  it("accepts someone else's copy and flags it for the admins, who hide it (its owner is emailed) or dismiss it", async () => {
    const copied = await postFlat(
      rival,
      flat({ images: [await uploadPhoto(t, rival.token, 'property_image', await resizedCopy(originalPhoto))] }),
    );
    expect(copied.statusCode).toBe(200);
    const copyId = copied.json().data.id;
    expect(await flags(copyId)).toEqual([
      expect.objectContaining({ original_id: original, basis: 'photos', status: 'pending' }),
    ]);

    const queue = await get(t, '/api/admin/duplicates', bearer(boss.token));
    const item = queue.json().data.data.find((d: { listing: { id: number } }) => d.listing.id === copyId);
    expect(item).toMatchObject({
      basis: 'photos',
      status: 'pending',
      listing: { kind: 'property', id: copyId, owner: { id: rival.id } },
      original: { id: original, owner: { id: dealer.id } },
    });

    expect(
      (await post(t, '/api/admin/duplicates/decide', { id: item.id, decision: 'hide', reason: '' }, bearer(boss.token)))
        .statusCode,
    ).toBe(400);
    const hidden = await post(
      t,
      '/api/admin/duplicates/decide',
      { id: item.id, decision: 'hide', reason: 'The same flat as an earlier listing.' },
      bearer(boss.token),
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({
      status: 'hidden',
      listing: { status: 'hidden', hidden_reason: 'duplicate' },
    });
    expect(
      (await post(t, '/api/admin/duplicates/decide', { id: item.id, decision: 'dismiss' }, bearer(boss.token)))
        .statusCode,
    ).toBe(409);
    expect((await mails(t, rival.email))[0]).toMatchObject({ subject: 'Your listing was hidden' });
    expect((await mails(t, rival.email))[0]!.text).toContain('The same flat as an earlier listing.');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'duplicate.hide').execute();
    expect(audit).toEqual([
      expect.objectContaining({
        subject_kind: 'property',
        subject_id: String(copyId),
        reason: 'The same flat as an earlier listing.',
      }),
    ]);

    // Someone else's text copy is flagged too; dismissed, the listing stays as it is.
    const words = {
      name: 'Garden flat in Malki',
      description: 'Ground floor flat with a private garden, two bedrooms, gas heating.',
    };
    const theirs = (await postFlat(dealer, flat({ ...words, size_sqm: 140 }))).json().data.id;
    const mine = (await postFlat(rival, flat({ ...words, size_sqm: 140 }))).json().data.id;
    const [textFlag] = await flags(mine);
    expect(textFlag).toMatchObject({ original_id: theirs, basis: 'text', status: 'pending' });
    const dismissed = await post(
      t,
      '/api/admin/duplicates/decide',
      { id: textFlag!.id, decision: 'dismiss' },
      bearer(boss.token),
    );
    expect(dismissed.json().data).toMatchObject({ status: 'dismissed', listing: { id: mine, status: 'active' } });
    expect((await get(t, '/api/admin/duplicates', bearer(rival.token))).statusCode).toBe(403);
  });

  it("finds a copy of a seeded listing's photo", async () => {
    const storage = new LocalDiskStorage(UPLOADS, t.config.PUBLIC_UPLOADS_PATH);
    const mediaId = (await seedPropertyPhotos(t.db, t.tenant.id, storage)).get('villa')![0]!;
    const seeded = await t.db
      .selectFrom('media_files')
      .select(['path', 'phash'])
      .where('id', '=', mediaId)
      .executeTakeFirstOrThrow();
    expect(seeded.phash).not.toBeNull();
    // Photos seeded before hashing existed get theirs when the seed runs again.
    await t.db.updateTable('media_files').set({ phash: null }).where('id', '=', mediaId).execute();
    await seedPropertyPhotos(t.db, t.tenant.id, storage);
    expect(
      (await t.db.selectFrom('media_files').select('phash').where('id', '=', mediaId).executeTakeFirstOrThrow()).phash,
    ).toBe(seeded.phash);
    const [listing] = await insertListings(t, boss.id, [
      {
        governorate_id: P.gov('Damascus'),
        city_id: P.city('Damascus'),
        property_type: 'villa',
        primary_image_id: mediaId,
      },
    ]);
    await t.db
      .insertInto('property_images')
      .values({ property_id: listing!, media_id: mediaId, position: 0 })
      .execute();

    const copy = await resizedCopy(await readFile(path.join(UPLOADS, seeded.path)));
    const posted = await postFlat(
      rival,
      flat({ property_type: 'villa', images: [await uploadPhoto(t, rival.token, 'property_image', copy)] }),
    );
    expect(posted.statusCode).toBe(200);
    expect(await flags(posted.json().data.id)).toEqual([
      expect.objectContaining({ original_id: listing, basis: 'photos' }),
    ]);

    // Listings that share a photo already (the seed's do) still take an edit that brings in nothing repeated.
    const pair = await insertListings(
      t,
      dealer.id,
      [1, 2].map(() => ({
        governorate_id: P.gov('Homs'),
        city_id: P.city('Homs'),
        property_type: 'villa' as const,
        primary_image_id: mediaId,
      })),
    );
    await t.db
      .insertInto('property_images')
      .values(pair.map((id) => ({ property_id: id, media_id: mediaId, position: 0 })))
      .execute();
    expect(
      (await post(t, '/api/property-update', { id: pair[0], price_usd: 150_000 }, bearer(dealer.token))).statusCode,
    ).toBe(200);
  });
});
