import { http } from '@souq/shared';

export interface Banner {
  id: number;
  language: 'ar' | 'en';
  image: string;
  title: string | null;
  subtitle: string | null;
  alt: string;
  link: string | null;
}

/** docs/product/api.md banner-image: the home page's hero images for one language, in display order. */
export async function fetchBanners(language: 'ar' | 'en', signal?: AbortSignal): Promise<Banner[]> {
  const body = await http.publicJson<Banner[]>({ url: '/banner-image', params: { lang: language }, signal });
  return Array.isArray(body.data) ? body.data : [];
}
