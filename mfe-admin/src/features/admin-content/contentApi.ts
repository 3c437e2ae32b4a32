import { http, type ApiBody } from '@souq/shared';
import type { Lang } from '@souq/shared';

// The content admin endpoints (api/src/features/content/admin-routes.ts). Their bodies are typed from the API's
// OpenAPI document; they declare no response schema, so the views below are the repository's (pageView, faqView,
// bannerView in api/src/features/content).

export type PageBody = ApiBody<'/api/admin/pages/{slug}', 'put'>;
export type FaqBody = ApiBody<'/api/admin/faqs'>;
export type BannerBody = ApiBody<'/api/admin/banners'>;
export type PageBlock = PageBody['ar_content'][number];

export interface PageView {
  slug: string;
  ar_title: string;
  en_title: string;
  fr_title: string;
  ar_content: PageBlock[];
  en_content: PageBlock[];
  fr_content: PageBlock[];
  position: number;
  published: boolean;
  updated_at: string;
}

export interface FaqView {
  id: number;
  ar_question: string;
  en_question: string;
  fr_question: string;
  ar_answer: string;
  en_answer: string;
  fr_answer: string;
  position: number;
  published: boolean;
}

export interface BannerView {
  id: number;
  language: Lang;
  image: string;
  title: string | null;
  subtitle: string | null;
  alt: string;
  link: string | null;
  position: number;
  active: boolean;
}

const list = async <T>(url: string, signal?: AbortSignal) => {
  const response = await http.authJson<T[]>({ url, signal });
  return Array.isArray(response.data) ? response.data : [];
};

export const contentApi = {
  pages: (signal?: AbortSignal) => list<PageView>('/admin/pages', signal),
  /** Creates the page at `slug` or replaces it. */
  savePage: async (slug: string, body: PageBody) => {
    const response = await http.authJson<PageView>({
      method: 'PUT',
      url: `/admin/pages/${encodeURIComponent(slug)}`,
      data: body,
    });
    return { item: response.data, message: response.message };
  },
  deletePage: async (slug: string) =>
    (await http.authJson({ method: 'DELETE', url: `/admin/pages/${encodeURIComponent(slug)}` })).message,

  faqs: (signal?: AbortSignal) => list<FaqView>('/admin/faqs', signal),
  /** Adds the entry (no id) or replaces entry `id`. */
  saveFaq: async (id: number | null, body: FaqBody) => {
    const response = await http.authJson<FaqView>(
      id === null
        ? { method: 'POST', url: '/admin/faqs', data: body }
        : { method: 'PUT', url: `/admin/faqs/${id}`, data: body },
    );
    return { item: response.data, message: response.message };
  },
  deleteFaq: async (id: number) => (await http.authJson({ method: 'DELETE', url: `/admin/faqs/${id}` })).message,

  banners: (signal?: AbortSignal) => list<BannerView>('/admin/banners', signal),
  saveBanner: async (id: number | null, body: BannerBody) => {
    const response = await http.authJson<BannerView>(
      id === null
        ? { method: 'POST', url: '/admin/banners', data: body }
        : { method: 'PUT', url: `/admin/banners/${id}`, data: body },
    );
    return { item: response.data, message: response.message };
  },
  deleteBanner: async (id: number) => (await http.authJson({ method: 'DELETE', url: `/admin/banners/${id}` })).message,
};
