import axios, { type AxiosProgressEvent, type Method } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { i18n } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { toast } from '../toast/toast';
import { createErrorInterceptor } from './error-interceptor';
import { HttpError, isHttpError } from './http-error';
import { challengeIn, PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge, solveProofOfWork } from './proof-of-work';

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

/** A request whose challenges keep coming back after this many answers is given up (a late answer gets one more). */
const MAX_CHALLENGES = 3;
/** A quick answer shows nothing; one that takes longer says why the form is waiting. */
const CONNECTION_CHECK_NOTICE_DELAY_MS = 400;

async function answer(challenge: ProofOfWorkChallenge, signal: AbortSignal | undefined): Promise<string> {
  let stop = (): void => undefined;
  const notice = setTimeout(() => {
    stop = toast.waiting(i18n.t('common:connectionCheck.waiting'));
  }, CONNECTION_CHECK_NOTICE_DELAY_MS);
  try {
    return await solveProofOfWork(challenge, signal);
  } finally {
    clearTimeout(notice);
    stop();
  }
}

/**
 * Past its address's ceiling the API answers sign-in, code, reset, contact and newsletter requests with a puzzle
 * (428): it is solved here and the same request sent again, with everything the person typed, so they only wait.
 */
async function send<T>(
  request: JsonRequest & { onUploadProgress?: MultipartRequest['onUploadProgress'] },
  auth: boolean,
): Promise<ApiEnvelope<T>> {
  let proof: string | null = null;
  for (let answered = 0; ; answered += 1) {
    try {
      const response = await client.request<ApiEnvelope<T>>({
        method: request.method ?? 'GET',
        url: request.url,
        params: request.params,
        data: request.data,
        // Callers' headers first, so they can add but never replace the credentials or the answer.
        headers: {
          Accept: 'application/json',
          ...request.headers,
          ...(proof ? { [PROOF_OF_WORK_HEADER]: proof } : {}),
          ...(auth ? bearer() : {}),
        },
        signal: request.signal,
        onUploadProgress: request.onUploadProgress,
      });
      return response.data;
    } catch (error) {
      const challenge = isHttpError(error) && error.kind === 'challenge' ? challengeIn(error.body) : null;
      if (!challenge) throw error;
      try {
        if (answered >= MAX_CHALLENGES) throw new Error('The connection check was asked again and again');
        proof = await answer(challenge, request.signal);
      } catch (cause) {
        if (request.signal?.aborted)
          throw new HttpError({
            kind: 'cancelled',
            message: 'Request cancelled',
            status: null,
            notified: false,
            cause,
          });
        const message = i18n.t('common:connectionCheck.failed');
        toast.error(message);
        throw new HttpError({
          kind: 'server',
          message,
          status: 428,
          body: (error as HttpError).body,
          notified: true,
          cause,
        });
      }
    }
  }
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
