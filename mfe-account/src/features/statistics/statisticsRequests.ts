import { http } from '@souq/shared';

export type ListingKind = 'property' | 'auto';

export interface ContactCounts {
  call: number;
  email: number;
  whatsapp: number;
}

export interface StatisticsDay {
  /** 'YYYY-MM-DD' */
  date: string;
  views: number;
  contacts: ContactCounts;
  favourites: number;
}

export interface ListingStatistics {
  listing: { id: number; kind: ListingKind; title: string; status: string };
  /** The last 30 days, oldest first. */
  days: StatisticsDay[];
  totals: { views: number; contacts: ContactCounts; favourites: number };
}

export interface StatisticsListing {
  kind: ListingKind;
  id: number;
  title: string;
  status: string;
  views: number;
  contacts: number | ContactCounts;
  favourites: number;
}

export async function listStatisticsListings(signal?: AbortSignal): Promise<StatisticsListing[]> {
  const response = await http.authJson<{ items: StatisticsListing[] }>({ url: '/listing-statistics/listings', signal });
  return response.data.items;
}

export async function getListingStatistics(
  kind: ListingKind,
  id: number,
  signal?: AbortSignal,
): Promise<ListingStatistics> {
  const response = await http.authJson<ListingStatistics>({ url: '/listing-statistics', params: { kind, id }, signal });
  return response.data;
}

export const contactTotal = (contacts: ContactCounts) => contacts.call + contacts.email + contacts.whatsapp;
