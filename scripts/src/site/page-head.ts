// The head of a page (title, description, canonical, preview image, structured data, status) as the API's
// GET /api/page-head describes it, fetched by the site server for every page it serves and kept briefly in memory.
// Whatever goes wrong (API down, slow, a malformed answer) gives null: the page is then served with its generic head.
import http from 'node:http';
import type { Lang } from '../../../shared/src/i18n/languages.js';

export interface PageHeadImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute http(s) URL, or null when the API gave none that is usable. */
  canonical: string | null;
  alternates: { ar: string; en: string; 'x-default': string } | null;
  locale: 'ar_SY' | 'en_US';
  type: 'website' | 'product' | 'profile';
  image: PageHeadImage | null;
  noindex: boolean;
  jsonLd: object | null;
}

export interface HeadRequest {
  /** The site path and query the page was asked for. */
  path: string;
  lang: Lang;
  /** The visitor's request headers that the API sees through the /api proxy too. */
  host?: string;
  forwardedFor?: string;
  forwardedProto?: string;
}

export interface PageHeadSourceOptions {
  /** API instances, as the /api proxy has them; taken in turn. */
  targets: string[];
  /** The X-Tenant the site's pages send (the runtime config's tenant). */
  tenant: string;
  /** The most a page waits for its head before it is served with the generic one. */
  timeoutMs?: number;
  /** How long an answer is reused. */
  ttlMs?: number;
  /** How long a failure is remembered, so a down API does not make every page wait for the timeout. */
  failureTtlMs?: number;
  /** Answers kept (least recently used dropped first): the cache's memory stays bounded whatever addresses are asked. */
  maxEntries?: number;
}

export type PageHeadSource = (request: HeadRequest) => Promise<PageHead | null>;

const MAX_BODY_BYTES = 256 * 1024;
// Longer addresses are not looked up (nothing the site links to is this long); their page gets the generic head.
const MAX_PATH_LENGTH = 2_048;
// Control characters other than tab and line breaks have no place in a title or an attribute.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.replace(CONTROL, '') : null;
}

function absoluteUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4_096) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function dimension(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000 ? value : null;
}

/** The `data` of a page-head answer, checked field by field; null when its core (status, title) is missing. */
export function parsePageHead(data: unknown, lang: Lang): PageHead | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const title = text(d.title);
  if ((d.status !== 200 && d.status !== 404) || !title) return null;
  const alternates = d.alternates as Record<string, unknown> | null | undefined;
  const ar = absoluteUrl(alternates?.ar);
  const en = absoluteUrl(alternates?.en);
  const xDefault = absoluteUrl(alternates?.['x-default']);
  const image = d.image as Record<string, unknown> | null | undefined;
  const imageUrl = absoluteUrl(image?.url);
  return {
    status: d.status,
    title,
    description: text(d.description) ?? '',
    canonical: absoluteUrl(d.canonical),
    alternates: ar && en && xDefault ? { ar, en, 'x-default': xDefault } : null,
    locale: d.locale === 'ar_SY' || d.locale === 'en_US' ? d.locale : lang === 'ar' ? 'ar_SY' : 'en_US',
    type: d.type === 'product' || d.type === 'profile' ? d.type : 'website',
    image: imageUrl
      ? { url: imageUrl, width: dimension(image?.width), height: dimension(image?.height), alt: text(image?.alt) ?? '' }
      : null,
    noindex: d.noindex === true,
    jsonLd: d.jsonLd && typeof d.jsonLd === 'object' ? d.jsonLd : null,
  };
}

interface Attempt {
  ok: boolean;
  /** The connection could not be made: another instance may answer. */
  unreachable: boolean;
  body?: unknown;
}

function getJson(
  target: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Attempt> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const req = http.get(new URL(pathAndQuery, target), { headers }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          req.destroy();
          finish({ ok: false, unreachable: false });
        } else chunks.push(chunk);
      });
      res.on('end', () => {
        try {
          finish({
            ok: res.statusCode === 200 || res.statusCode === 404,
            unreachable: false,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          });
        } catch {
          finish({ ok: false, unreachable: false });
        }
      });
      res.on('error', () => finish({ ok: false, unreachable: false }));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, unreachable: error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' }),
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ ok: false, unreachable: false });
    }, timeoutMs);
  });
}

/**
 * A function that gives a page's head: from memory when it was asked within `ttlMs` (for the same tenant, host,
 * language and address), otherwise from the API, never taking longer than `timeoutMs`. Requests for the same key
 * that arrive while one is on its way share it.
 */
export function createPageHeadSource(options: PageHeadSourceOptions): PageHeadSource {
  const { targets, tenant, timeoutMs = 1_500, ttlMs = 60_000, failureTtlMs = 5_000, maxEntries = 1_000 } = options;
  if (targets.length === 0) throw new Error('createPageHeadSource needs at least one API target');
  const entries = new Map<string, { head: Promise<PageHead | null>; expires: number }>();
  let turn = 0;

  async function fetchHead(request: HeadRequest): Promise<PageHead | null> {
    const query = new URLSearchParams({ path: request.path, lang: request.lang });
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-tenant': tenant,
      'accept-language': request.lang,
    };
    // As the /api proxy forwards a visitor's request (http-proxy with xfwd): their Host, and who and how they asked.
    if (request.host) headers.host = request.host;
    if (request.host) headers['x-forwarded-host'] = request.host;
    if (request.forwardedFor) headers['x-forwarded-for'] = request.forwardedFor;
    if (request.forwardedProto) headers['x-forwarded-proto'] = request.forwardedProto;
    const deadline = Date.now() + timeoutMs;
    const first = turn++;
    // An instance that refuses the connection is passed for the next one, within the same time budget.
    for (let i = 0; i < targets.length; i += 1) {
      const left = deadline - Date.now();
      if (left <= 0) return null;
      const attempt = await getJson(targets[(first + i) % targets.length]!, `/api/page-head?${query}`, headers, left);
      if (attempt.ok) {
        const envelope = attempt.body as { success?: unknown; data?: unknown } | null;
        return envelope && envelope.success === true ? parsePageHead(envelope.data, request.lang) : null;
      }
      if (!attempt.unreachable) return null;
    }
    return null;
  }

  return (request) => {
    if (request.path.length > MAX_PATH_LENGTH) return Promise.resolve(null);
    const key = [tenant, request.host ?? '', request.lang, request.path].join('\n');
    const now = Date.now();
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.expires > now) {
      entries.set(key, hit); // now the most recently used
      return hit.head;
    }
    const entry = { head: fetchHead(request).catch(() => null), expires: now + ttlMs };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    void entry.head.then((head) => {
      entry.expires = Date.now() + (head ? ttlMs : failureTtlMs);
    });
    return entry.head;
  };
}
