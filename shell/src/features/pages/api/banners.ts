import { http } from '@souq/shared';
import type { Lang } from '@souq/shared';

export interface Banner {
  id: number;
  language: Lang;
  image: string;
  title: string | null;
  subtitle: string | null;
  alt: string;
  link: string | null;
}

/** docs/product/api.md banner-image: the home page's hero images for one language, in display order. */
export async function fetchBanners(lang: Lang, signal?: AbortSignal): Promise<Banner[]> {
  const body = await http.publicJson<Banner[]>({ url: '/banner-image', params: { lang }, signal });
  return Array.isArray(body.data) ? body.data : [];
}
