import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { MediaStorage } from '../features/media/storage.js';
import { hashSeededPhoto, storageFromEnv, storeSeedPhoto } from './seed-photo-store.js';

// Listing photos drawn at seed time (no network): simple illustrations of each kind of property, in a few
// palettes and times of day, reused across the seeded listings.
export const PHOTO_SCENES = [
  'apartment',
  'villa',
  'commercial',
  'farm',
  'land',
  'building',
  'studio',
  'interior',
] as const;
export type PhotoScene = (typeof PHOTO_SCENES)[number];
const VARIANTS_PER_SCENE = 5;
const W = 960;
const H = 640;

const SKIES = [
  ['#8ec5ff', '#e0f2ff'],
  ['#ffb88c', '#ffe3c4'],
  ['#6a85b6', '#bac8e0'],
  ['#a1c4fd', '#c2e9fb'],
  ['#f6d365', '#fda085'],
];
const WALLS = ['#e8dcc6', '#d9c3a5', '#f1eee6', '#c9b79c', '#e3d5c0'];
const ACCENTS = ['#2f6f5e', '#8c4b2f', '#3b5b92', '#7a6a53', '#4d7c3f'];

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  lit: string,
): string {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${(r + c) % 3 === 0 ? lit : '#4a6275'}"/>`;
    }
  return out;
}

function sceneSvg(scene: PhotoScene, v: number): string {
  const [skyTop, skyBottom] = SKIES[v % SKIES.length]!;
  const wall = WALLS[v % WALLS.length]!;
  const accent = ACCENTS[(v + 2) % ACCENTS.length]!;
  const ground = scene === 'farm' || scene === 'land' ? '#9bbf6a' : '#b9b2a5';
  let body = '';
  switch (scene) {
    case 'apartment':
      body = `<rect x="250" y="${140 - v * 10}" width="460" height="${380 + v * 10}" fill="${wall}"/>${windows(280, 170 - v * 10, 6, 6 + (v % 2), 52, 38, 18, '#ffe9a8')}
        <rect x="440" y="450" width="80" height="70" fill="${accent}"/>`;
      break;
    case 'building':
      body = `<rect x="140" y="200" width="260" height="320" fill="${wall}"/>${windows(165, 225, 4, 5, 44, 36, 16, '#ffe9a8')}
        <rect x="430" y="${90 + v * 8}" width="360" height="${430 - v * 8}" fill="${WALLS[(v + 1) % 5]}"/>${windows(455, 115 + v * 8, 5, 7, 50, 34, 16, '#fff3c9')}`;
      break;
    case 'villa':
      body = `<rect x="240" y="300" width="480" height="220" fill="${wall}"/><polygon points="210,305 480,170 750,305" fill="${accent}"/>
        ${windows(280, 340, 3, 2, 70, 50, 30, '#ffe9a8')}<rect x="580" y="400" width="80" height="120" fill="#6b4f3a"/>
        <circle cx="150" cy="430" r="70" fill="#4d7c3f"/><circle cx="820" cy="440" r="60" fill="#5d8c4f"/>`;
      break;
    case 'studio':
      body = `<rect x="330" y="260" width="300" height="260" fill="${wall}"/>${windows(360, 290, 2, 2, 100, 70, 40, '#ffe9a8')}
        <rect x="440" y="440" width="80" height="80" fill="${accent}"/>`;
      break;
    case 'commercial':
      body = `<rect x="180" y="240" width="600" height="280" fill="${wall}"/><rect x="180" y="240" width="600" height="50" fill="${accent}"/>
        <rect x="220" y="330" width="220" height="190" fill="#9cc3d5"/><rect x="520" y="330" width="220" height="190" fill="#9cc3d5"/>
        <rect x="460" y="380" width="40" height="140" fill="#6b4f3a"/>`;
      break;
    case 'farm':
      for (let i = 0; i < 7; i++)
        body += `<circle cx="${90 + i * 130}" cy="${430 + (i % 2) * 30}" r="${45 + ((i + v) % 3) * 10}" fill="${i % 2 ? '#4d7c3f' : '#5f9a48'}"/><rect x="${84 + i * 130}" y="${460 + (i % 2) * 30}" width="12" height="50" fill="#6b4f3a"/>`;
      body += `<rect x="620" y="300" width="200" height="120" fill="${wall}"/><polygon points="600,305 720,230 840,305" fill="#8c4b2f"/>`;
      break;
    case 'land':
      body = `<path d="M0 420 Q ${200 + v * 40} ${300 - v * 10} 480 400 T 960 380 V 640 H 0 Z" fill="#b7cf8a"/>
        <rect x="300" y="470" width="360" height="6" fill="#8c6b4a"/><rect x="300" y="470" width="6" height="60" fill="#8c6b4a"/><rect x="654" y="470" width="6" height="60" fill="#8c6b4a"/>`;
      break;
    case 'interior':
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${wall}"/>
        <rect y="460" width="${W}" height="180" fill="#b08d6a"/><rect x="560" y="90" width="280" height="220" fill="${skyTop}" stroke="#fff" stroke-width="10"/>
        <rect x="120" y="360" width="340" height="120" rx="20" fill="${accent}"/><rect x="120" y="320" width="340" height="60" rx="20" fill="${accent}" opacity="0.8"/>
        <circle cx="700" cy="430" r="40" fill="#4d7c3f"/><rect x="680" y="460" width="40" height="60" fill="#8c4b2f"/></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${120 + v * 150}" cy="110" r="45" fill="#fff6d5" opacity="0.9"/>
    <rect y="510" width="${W}" height="130" fill="${ground}"/>${body}</svg>`;
}

/** Photo media ids by scene for the tenant, drawing and storing the photos the first time. */
export async function seedPropertyPhotos(
  db: Kysely<Database>,
  tenantId: number,
  storage: MediaStorage = storageFromEnv(),
): Promise<Map<PhotoScene, number[]>> {
  const byScene = new Map<PhotoScene, number[]>();
  for (const scene of PHOTO_SCENES) {
    const ids: number[] = [];
    for (let v = 0; v < VARIANTS_PER_SCENE; v++) {
      const key = `property-images/seed-${tenantId}-${scene}-${v}`;
      const existing = await db
        .selectFrom('media_files')
        .select(['id', 'phash'])
        .where('path', '=', `${key}.webp`)
        .executeTakeFirst();
      const svg = sceneSvg(scene, v);
      ids.push(
        existing
          ? await hashSeededPhoto(db, existing, svg)
          : await storeSeedPhoto(db, storage, { tenantId, key, svg, kind: 'property_image', width: W, height: H }),
      );
    }
    byScene.set(scene, ids);
  }
  return byScene;
}
