import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { BodyType } from '../features/auto/auto-tables.js';
import type { MediaStorage } from '../features/media/storage.js';
import { hashSeededPhoto, storageFromEnv, storeSeedPhoto } from './seed-photo-store.js';

// Auto photos drawn at seed time (no network): a side view of each body type in a few paints and backdrops, reused
// across the seeded listings.
export const AUTO_PHOTO_BODIES: readonly BodyType[] = ['sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'van'];
export const AUTO_PHOTO_PAINTS = ['white', 'black', 'silver', 'red', 'blue'] as const;
const PAINT: Record<(typeof AUTO_PHOTO_PAINTS)[number], string> = {
  white: '#f4f4f2',
  black: '#23262b',
  silver: '#b9bec4',
  red: '#b3262e',
  blue: '#2a4f8f',
};
const BACKDROPS = [
  ['#dfe9f3', '#ffffff'],
  ['#ffd8a8', '#fff3e0'],
  ['#cfd9df', '#e2ebf0'],
  ['#a1c4fd', '#c2e9fb'],
  ['#e0c3fc', '#f5efff'],
];
const W = 960;
const H = 640;

/** Body outline (x from 140 to 820, wheels on y=470) for each body type. */
const OUTLINE: Record<BodyType, string> = {
  sedan: 'M140 440 L160 380 L300 360 L380 290 L600 290 L690 360 L810 380 L820 440 Z',
  coupe: 'M140 440 L160 390 L320 370 L420 300 L590 300 L700 375 L810 390 L820 440 Z',
  hatchback: 'M170 440 L180 380 L300 360 L380 280 L640 280 L720 360 L790 380 L790 440 Z',
  suv: 'M140 440 L150 350 L260 340 L330 250 L700 250 L760 340 L815 350 L820 440 Z',
  pickup: 'M140 440 L150 350 L260 340 L320 260 L500 260 L520 340 L820 340 L820 440 Z',
  van: 'M150 440 L150 280 L230 220 L800 220 L815 260 L820 440 Z',
};
const GLASS: Record<BodyType, string> = {
  sedan: 'M395 300 L590 300 L660 358 L330 358 Z',
  coupe: 'M430 310 L585 310 L665 372 L350 372 Z',
  hatchback: 'M392 290 L630 290 L690 355 L325 355 Z',
  suv: 'M342 262 L690 262 L735 335 L285 335 Z',
  pickup: 'M330 272 L490 272 L505 335 L280 335 Z',
  van: 'M240 232 L330 232 L330 320 L175 320 Z',
};

export function carSvg(body: BodyType, paint: (typeof AUTO_PHOTO_PAINTS)[number], v: number): string {
  const [top, bottom] = BACKDROPS[v % BACKDROPS.length]!;
  const colour = PAINT[paint];
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="450" r="52" fill="#1b1d20"/><circle cx="${cx}" cy="450" r="26" fill="#a7acb2"/>`;
  const sideWindows = body === 'van' ? '<rect x="360" y="236" width="420" height="80" rx="8" fill="#3e5366"/>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="500" width="${W}" height="140" fill="#8d8f93"/>
    <rect y="560" width="${W}" height="8" fill="#d9d9d9" opacity="0.6"/><ellipse cx="480" cy="505" rx="380" ry="22" fill="#000" opacity="0.18"/>
    <path d="${OUTLINE[body]}" fill="${colour}" stroke="#00000040" stroke-width="3"/>
    <path d="${GLASS[body]}" fill="#3e5366"/>${sideWindows}
    <rect x="790" y="395" width="26" height="14" rx="4" fill="#ffe9a8"/><rect x="142" y="395" width="20" height="14" rx="4" fill="#d33"/>
    ${wheel(270)}${wheel(690)}</svg>`;
}

/** Photo media ids by body type for the tenant, drawing and storing the photos the first time. */
export async function seedAutoPhotos(
  db: Kysely<Database>,
  tenantId: number,
  storage: MediaStorage = storageFromEnv(),
): Promise<Map<BodyType, number[]>> {
  const byBody = new Map<BodyType, number[]>();
  const prefix = `product-images/seed-${tenantId}-`;
  const existing = new Map(
    (
      await db.selectFrom('media_files').select(['id', 'path', 'phash']).where('path', 'like', `${prefix}%`).execute()
    ).map((r) => [r.path, r]),
  );
  for (const body of AUTO_PHOTO_BODIES) {
    const ids: number[] = [];
    for (const [v, paint] of AUTO_PHOTO_PAINTS.entries()) {
      const key = `${prefix}${body}-${paint}`;
      const found = existing.get(`${key}.webp`);
      const svg = carSvg(body, paint, v);
      ids.push(
        found
          ? await hashSeededPhoto(db, found, svg)
          : await storeSeedPhoto(db, storage, { tenantId, key, svg, kind: 'product_image', width: W, height: H }),
      );
    }
    byBody.set(body, ids);
  }
  return byBody;
}
