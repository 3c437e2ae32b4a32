/**
 * `pnpm icons`: draws Souq's mark (a market stall under an awning, white on the brand green) and writes the
 * site's icons into shell/public, from where the shell's build copies them beside its page:
 *   favicon.svg            the mark, for browsers that take an SVG icon
 *   favicon.ico            16, 32 and 48 px (PNG inside ICO), for the others and for /favicon.ico probes
 *   apple-touch-icon.png   180 px, square (iOS rounds the corners itself)
 *   icon-192.png, icon-512.png, icon-maskable-512.png   the web app manifest's icons
 * The files are committed; run this again only when the mark changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/paths.js';

const BRAND = '#0b6e4f';
const OUT = path.join(ROOT, 'shell', 'public');

/**
 * The mark on a 64-unit square. `rounded` gives the tile its own corners (favicons); otherwise the background
 * fills the square and the platform shapes it. `scale` shrinks the drawing towards the middle, so that it stays
 * inside the safe zone of a maskable icon.
 */
function markSvg({ rounded = true, scale = 1 }: { rounded?: boolean; scale?: number } = {}): string {
  const offset = (64 - 64 * scale) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="${BRAND}"/>`,
    `<g fill="#fff" transform="translate(${offset} ${offset}) scale(${scale})">`,
    // The awning, its edge scalloped…
    '<path d="M11 13h42v10a5.25 5.25 0 0 1-10.5 0 5.25 5.25 0 0 1-10.5 0 5.25 5.25 0 0 1-10.5 0 5.25 5.25 0 0 1-10.5 0z"/>',
    // …over the stall, with its open doorway.
    '<path d="M15 31h34v21H37V40H27v12H15z"/>',
    '</g>',
    '</svg>',
  ].join('');
}

/** A PNG of the drawing; `palette` makes it smaller, true colour is what an ICO reader expects. */
function png(svg: string, size: number, palette = true): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette })
    .toBuffer();
}

/** An ICO file holding PNG images (understood by every browser since 2007), smallest first. */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

async function main(): Promise<void> {
  const tile = markSvg();
  const files: Record<string, Buffer> = {
    'favicon.svg': Buffer.from(`${tile}\n`),
    'favicon.ico': ico(
      await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(tile, size, false) }))),
    ),
    'apple-touch-icon.png': await png(markSvg({ rounded: false, scale: 0.8 }), 180),
    'icon-192.png': await png(tile, 192),
    'icon-512.png': await png(tile, 512),
    'icon-maskable-512.png': await png(markSvg({ rounded: false, scale: 0.7 }), 512),
  };
  for (const [name, data] of Object.entries(files)) {
    fs.writeFileSync(path.join(OUT, name), data);
    console.log(`${name}\t${(data.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
