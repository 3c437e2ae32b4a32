import type { FrontKindModule } from './kind-module';

/** A property: a flat, house, shop or plot for sale or rent. */
export const PROPERTY = {
  name: 'property',
  remote: 'property',
  pages: { list: 'property', detail: 'property-detail', more: ['map'], legacyDetail: 'property-detail' },
  detailChunk: 'property-detail',
  featured: { module: 'FeaturedProperties', heading: 'home.featuredProperties', section: 'properties' },
  api: { list: '/property/get-property-list', detail: '/property/property-detail/' },
  labels: {
    list: 'property',
    detail: 'propertyDetail',
    more: { map: 'propertyMap' },
    nav: 'nav.property',
    number: 'listingNumber.property',
  },
} as const satisfies FrontKindModule;
