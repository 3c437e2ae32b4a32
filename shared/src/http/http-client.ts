import axios, { type AxiosProgressEvent, type Method } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { sessionStore } from '../session/session-store';
import { createErrorInterceptor } from './error-interceptor';

/** The envelope every Souq API response uses. */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export interface HttpSettings {
  apiBase?: string;
  tenant?: string;
  navigate?: (path: string) => void;
}

export interface JsonRequest {
  method?: Method;
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface MultipartRequest {
  method?: Method;
  url: string;
  data: FormData;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  signal?: AbortSignal;
}

export type UploadProgressEvent = AxiosProgressEvent;

const TENANT_HEADER = 'X-Tenant';

// Unset values follow the runtime config (/config.json), read at request time so a config
// loaded after this module still applies.
let settings: HttpSettings = {};

/** Called by the shell at boot; later calls override only the fields they pass. */
export function configureHttp(next: HttpSettings): void {
  settings = { ...settings, ...next };
}

function navigate(path: string): void {
  if (settings.navigate) settings.navigate(path);
  else if (typeof window !== 'undefined') window.location.assign(path);
}

const client = axios.create({
  // docs/product/api.md: no timeout.
  timeout: 0,
  // docs/product/api.md: arrays as `key[]=v`.
  paramsSerializer: { indexes: false },
  // Only paths under the API base: an absolute URL must never receive the access token.
  allowAbsoluteUrls: false,
});

client.interceptors.request.use((config) => {
  const runtime = getRuntimeConfig();
  config.baseURL = settings.apiBase ?? runtime.apiBase;
  config.headers.set(TENANT_HEADER, settings.tenant ?? runtime.tenant);
  // The API answers (messages, validation errors, emails) in the visitor's language.
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', sessionStore.getState().language);
  return config;
});

const interceptor = createErrorInterceptor(() => navigate);
client.interceptors.response.use(interceptor.onFulfilled, interceptor.onRejected);

function bearer(): Record<string, string> {
  const { token } = sessionStore.getState();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function send<T>(
  request: JsonRequest & { onUploadProgress?: MultipartRequest['onUploadProgress'] },
  auth: boolean,
): Promise<ApiEnvelope<T>> {
  const response = await client.request<ApiEnvelope<T>>({
    method: request.method ?? 'GET',
    url: request.url,
    params: request.params,
    data: request.data,
    // Callers' headers first, so they can add but never replace the credentials.
    headers: { Accept: 'application/json', ...request.headers, ...(auth ? bearer() : {}) },
    signal: request.signal,
    onUploadProgress: request.onUploadProgress,
  });
  return response.data;
}

export const http = {
  /** JSON call with the stored access token as a Bearer token. */
  authJson<T = unknown>(request: JsonRequest): Promise<ApiEnvelope<T>> {
    return send<T>(request, true);
  },
  /** JSON call without an Authorization header. */
  publicJson<T = unknown>(request: JsonRequest): Promise<ApiEnvelope<T>> {
    return send<T>(request, false);
  },
  /** Authenticated upload; the browser sets the multipart boundary. */
  authMultipart<T = unknown>(request: MultipartRequest): Promise<ApiEnvelope<T>> {
    return send<T>({ ...request, method: request.method ?? 'POST' }, true);
  },
};
