import sharp from 'sharp';
import { DUPLICATE_PHOTO_DISTANCE } from '../listings/duplicates.js';
import { hammingDistance, perceptualHash } from './phash.js';
import { photo, png, resizedCopy } from './test-files.js';

describe('perceptual hash of a photo', () => {
  it('finds a resized, re-encoded copy within the duplicate distance, and tells different photos apart', async () => {
    const original = await photo(1);
    const [a, copy, other, another] = await Promise.all([
      perceptualHash(sharp(original)),
      perceptualHash(sharp(await resizedCopy(original))),
      perceptualHash(sharp(await photo(2))),
      perceptualHash(sharp(await photo(3))),
    ]);
    expect(DUPLICATE_PHOTO_DISTANCE).toBe(6);
    expect(hammingDistance(a!, copy!)).toBeLessThanOrEqual(DUPLICATE_PHOTO_DISTANCE);
    expect(hammingDistance(a!, other!)).toBeGreaterThan(DUPLICATE_PHOTO_DISTANCE * 2);
    expect(hammingDistance(other!, another!)).toBeGreaterThan(DUPLICATE_PHOTO_DISTANCE * 2);
    // A signed 64-bit integer, as media_files.phash stores it.
    expect(BigInt(a!)).toBeGreaterThanOrEqual(-(2n ** 63n));
    expect(BigInt(a!)).toBeLessThan(2n ** 63n);
  });

  it('gives no hash to a picture of one colour, which would look like every other', async () => {
    expect(await perceptualHash(sharp(await png()))).toBeNull();
  });
});
