import sharp from 'sharp';

// A 64-bit perceptual hash (DCT "pHash") of a picture: what it looks like, not its bytes, so a copy that was resized,
// re-encoded or slightly recoloured hashes within a few bits of the original while a different photo differs in
// about half of them. Greyscale 32×32, a 2-D DCT, the 8×8 lowest frequencies without the DC row and column
// (coefficients 1..8 × 1..8), each bit set when its coefficient is above their median.

const SIZE = 32;
const LOW = 8;

/** cos((2x+1)·u·π / 64) for u = 0..8 (the DCT's basis at the frequencies kept), x = 0..31. */
const COS = Array.from({ length: LOW + 1 }, (_, u) =>
  Float64Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/**
 * A picture too flat to say anything (a single colour, or nearly): its hash would be noise, and every such picture
 * would look like every other. Standard deviation of the 32×32 grey levels under this is "no hash".
 */
const FLAT_DEVIATION = 2;

/** The hash of 32×32 grey pixels (row by row), as a signed 64-bit integer in text (media_files.phash); null when flat. */
export function hashOfGrey(pixels: Uint8Array): string | null {
  let sum = 0;
  for (const p of pixels) sum += p;
  const mean = sum / pixels.length;
  let variance = 0;
  for (const p of pixels) variance += (p - mean) ** 2;
  if (Math.sqrt(variance / pixels.length) < FLAT_DEVIATION) return null;

  // Rows first: for each row y, its frequencies 1..8 along x; then columns of those for frequencies 1..8 along y.
  const rows = Array.from({ length: SIZE }, (_, y) =>
    Float64Array.from({ length: LOW }, (_, i) => {
      const u = i + 1;
      let s = 0;
      for (let x = 0; x < SIZE; x++) s += pixels[y * SIZE + x]! * COS[u]![x]!;
      return s;
    }),
  );
  const coefficients: number[] = [];
  for (let j = 0; j < LOW; j++) {
    const v = j + 1;
    for (let i = 0; i < LOW; i++) {
      let s = 0;
      for (let y = 0; y < SIZE; y++) s += rows[y]![i]! * COS[v]![y]!;
      coefficients.push(s);
    }
  }
  const sorted = [...coefficients].sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (const c of coefficients) hash = (hash << 1n) | (c > median ? 1n : 0n);
  return BigInt.asIntN(64, hash).toString();
}

/** The perceptual hash of a decoded picture (its first frame), or null when it is too flat to have one. */
export async function perceptualHash(image: sharp.Sharp): Promise<string | null> {
  const pixels = await image
    .clone()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  // greyscale() may still leave more than one channel in the raw output: keep the first of each pixel.
  const channels = pixels.length / (SIZE * SIZE);
  return hashOfGrey(
    channels === 1 ? pixels : Uint8Array.from({ length: SIZE * SIZE }, (_, i) => pixels[i * channels]!),
  );
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt.asUintN(64, BigInt(a) ^ BigInt(b));
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}
