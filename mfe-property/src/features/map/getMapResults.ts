import { http } from '@souq/shared';
import { filtersToQuery } from '../../lib/getPropertyList';
import type { PropertyFilters } from '../../lib/searchFilters';

export interface MapMarkerRecord {
  id: number;
  latitude: number;
  longitude: number;
  name: string;
  name_ar: string | null;
  listing_type: string;
  property_type: string;
  price: { currency: string; amount: number; discounted_amount: number };
  thumb_url: string | null;
}

export interface MapClusterRecord {
  latitude: number;
  longitude: number;
  count: number;
  /** [west, south, east, north] */
  bbox: number[];
}

export interface MapResults {
  mode: 'markers' | 'clusters';
  total: number;
  markers: MapMarkerRecord[];
  clusters: MapClusterRecord[];
}

export interface Viewport {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** Listings in the visible area with the list's filters: single markers when zoomed in, clusters when zoomed out. */
export async function getMapResults(
  filters: PropertyFilters,
  view: Viewport,
  currency: 'SYP' | 'USD',
  signal?: AbortSignal,
): Promise<MapResults> {
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  const response = await http.publicJson<MapResults>({
    url: '/property/map',
    params: {
      ...filtersToQuery(filters),
      currency: filters.minPrice || filters.maxPrice ? filters.currency : currency,
      bbox: [view.west, view.south, view.east, view.north].map(round).join(','),
      zoom: Math.round(view.zoom),
    },
    signal,
  });
  return response.data;
}
