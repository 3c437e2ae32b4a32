import type { KindModule } from '../listing-kinds/kind-module.js';
import { MSG } from './messages.js';

/** A car (an "auto" in routes and tables), always for sale. */
export const AUTO = {
  name: 'auto',
  category: 'auto',
  table: 'autos',
  notFound: MSG.notFound,
  media: { image: 'product_image', video: 'product_video' },
  side: () => 'sale',
  sideColumns: [],
  soldBy: 'vehicle_status',
  // A car's vehicle status (docs/product/data.md, Available/Sold) follows its status, except while hidden.
  statusFollows: (to): Record<string, string> =>
    to === 'hidden' ? {} : { vehicle_status: to === 'sold' ? 'sold' : 'available' },
  verifiedFields: ['brand_id', 'model_id', 'year'],
  // The same model, year and mileage.
  sameThing: ['brand_id', 'model_id', 'year', 'mileage_km'],
  pages: { list: 'auto', detail: 'auto-detail' },
  sitemap: 'autos',
} as const satisfies KindModule;
