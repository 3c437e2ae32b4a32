// A small client for the content editors' API, used by the operators' CLI.
export interface ContentApiOptions {
  /** e.g. http://localhost:8080/api */
  baseUrl: string;
  tenant: string;
  token?: string;
  email?: string;
  password?: string;
}

export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ContentApiError';
  }
}

export class ContentApi {
  private token: string | undefined;

  constructor(private readonly options: ContentApiOptions) {
    this.token = options.token;
  }

  private async call<T>(method: string, path: string, body?: unknown, auth = true): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-tenant': this.options.tenant };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) headers.authorization = `Bearer ${await this.ensureToken()}`;
    const res = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as {
      success?: boolean;
      message?: string;
      data?: T;
      errors?: Record<string, string[]>;
    };
    if (!res.ok || json.success === false)
      throw new ContentApiError(res.status, json.message ?? `HTTP ${res.status}`, json.errors);
    return json.data as T;
  }

  private async ensureToken(): Promise<string> {
    if (this.token) return this.token;
    const { email, password } = this.options;
    if (!email || !password) {
      throw new ContentApiError(
        401,
        'Set SOUQ_ADMIN_TOKEN, or SOUQ_ADMIN_EMAIL and SOUQ_ADMIN_PASSWORD, for an Admin account.',
      );
    }
    const data = await this.call<{ token: string }>('POST', '/login', { email, password }, false);
    this.token = data.token;
    return data.token;
  }

  listPages = () => this.call<unknown[]>('GET', '/admin/pages');
  getPage = (slug: string) => this.call<unknown>('GET', `/admin/pages/${encodeURIComponent(slug)}`);
  savePage = (slug: string, page: unknown) =>
    this.call<unknown>('PUT', `/admin/pages/${encodeURIComponent(slug)}`, page);
  deletePage = (slug: string) => this.call<null>('DELETE', `/admin/pages/${encodeURIComponent(slug)}`);

  listFaqs = () => this.call<unknown[]>('GET', '/admin/faqs');
  addFaq = (faq: unknown) => this.call<unknown>('POST', '/admin/faqs', faq);
  saveFaq = (id: number, faq: unknown) => this.call<unknown>('PUT', `/admin/faqs/${id}`, faq);
  deleteFaq = (id: number) => this.call<null>('DELETE', `/admin/faqs/${id}`);

  listBanners = () => this.call<unknown[]>('GET', '/admin/banners');
  addBanner = (banner: unknown) => this.call<unknown>('POST', '/admin/banners', banner);
  saveBanner = (id: number, banner: unknown) => this.call<unknown>('PUT', `/admin/banners/${id}`, banner);
  deleteBanner = (id: number) => this.call<null>('DELETE', `/admin/banners/${id}`);

  listMessages = () => this.call<unknown[]>('GET', '/admin/contact-messages');
}
