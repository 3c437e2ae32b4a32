import type { FrontKindModule } from './kind-module';

/** A car (an "auto" in routes and API paths), always for sale. */
export const AUTO = {
  name: 'auto',
  remote: 'auto',
  pages: { list: 'auto', detail: 'auto-detail' },
  detailChunk: 'auto-detail',
  featured: { module: 'FeaturedAutos', heading: 'home.featuredAutos', section: 'autos' },
  api: { list: '/auto/get-auto-list', detail: '/auto/auto-detail/' },
  labels: { list: 'auto', detail: 'autoDetail', nav: 'nav.auto', number: 'listingNumber.auto' },
} as const satisfies FrontKindModule;
