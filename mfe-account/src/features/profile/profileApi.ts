import { http, type ApiBody, type SessionUser } from '@souq/shared';
import type { Lang } from '@souq/shared';

export interface Company {
  id: number;
  company_name: string;
  company_email: string | null;
  logo: string | null;
  company_phone: string | null;
  address: string | null;
  website: string | null;
  registration_number: string | null;
}

/** GET /my-account: the signed-in user as the API describes them (no secrets). */
export interface Account extends SessionUser {
  surname: string | null;
  image: string | null;
  phone: string | null;
  whatsapp: string | null;
  about_me: string | null;
  language: Lang | null;
  listing_category: 'real_estate' | 'auto' | 'both' | null;
  company: Company | null;
}

/** POST /update-profile: text fields (null clears one); the company keys are stored for Corporate accounts only. */
export interface ProfileUpdate {
  name: string;
  surname: string | null;
  phone: string | null;
  whatsapp: string | null;
  about_me: string | null;
  image: string | null;
  language: Lang;
  listing_category?: 'real_estate' | 'auto' | 'both';
  company_name?: string;
  company_email?: string | null;
  logo?: string | null;
  company_phone?: string | null;
  address?: string | null;
  website?: string | null;
  registration_number?: string | null;
}

export async function getAccount(signal?: AbortSignal): Promise<Account> {
  const response = await http.authJson<Account>({ url: '/my-account', signal });
  return response.data;
}

export async function updateProfile(update: ProfileUpdate): Promise<{ message: string; account: Account }> {
  const response = await http.authJson<Account>({ method: 'POST', url: '/update-profile', data: update });
  return { message: response.message, account: response.data };
}

/** The category an Agent posts in (docs/product/data.md listing_category). */
export type ListingCategory = ApiBody<'/api/become-agent'>['listing_category'];

/** POST /become-agent: an Individual's account becomes an Agent account posting in that category; answers the account. */
export async function becomeAgent(listingCategory: ListingCategory): Promise<{ message: string; account: Account }> {
  const response = await http.authJson<Account>({
    method: 'POST',
    url: '/become-agent',
    data: { listing_category: listingCategory },
  });
  return { message: response.message, account: response.data };
}

export type MediaKind = 'user_profile_image' | 'company_logo';

/** The media service's limits for these kinds (api/src/features/media/kinds.ts). */
export const MAX_BYTES: Record<MediaKind, number> = {
  user_profile_image: 5 * 1024 * 1024,
  company_logo: 2 * 1024 * 1024,
};

/** Uploads an image through the media service; resolves with the public path to store on the profile. */
export async function uploadImage(kind: MediaKind, file: File): Promise<string> {
  const data = new FormData();
  // The kind first, so the service applies that kind's size limit while the file streams in.
  data.append('kind', kind);
  data.append('file', file);
  const response = await http.authMultipart<{ url: string }>({ url: '/media/upload', data });
  return response.data.url;
}
