import axios, { type AxiosError, type AxiosResponse } from 'axios';
import { i18n } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { toast } from '../toast/toast';
import { fieldErrorText } from './field-error-text';
import { fieldErrorList, flattenErrors } from './flatten-errors';
import { HttpError } from './http-error';
import { challengeIn } from './proof-of-work';

export const TENANT_NOT_FOUND_MESSAGE = 'Tenant not found.';
/** docs/product/constants.md: 403 redirect delay. */
export const FORBIDDEN_REDIRECT_DELAY_MS = 2000;

type Navigate = (path: string) => void;

function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

let forbiddenRedirect: ReturnType<typeof setTimeout> | null = null;

/**
 * The one response interceptor, docs/product/errors.md. Every failure rejects with an HttpError so callers can stop
 * their loading state; `notified` tells them whether the user has already been shown a message.
 *
 * 'Tenant not found.' arrives as a 200 but is turned into a rejection: the session is gone and the
 * page is leaving for /, so no caller should go on to treat the body as data (e.g. store a user).
 */
export function createErrorInterceptor(getNavigate: () => Navigate) {
  const goHomeSignedOut = () => {
    sessionStore.getState().logout();
    getNavigate()('/');
  };

  const onFulfilled = (response: AxiosResponse) => {
    if (response.status === 200 && bodyMessage(response.data) === TENANT_NOT_FOUND_MESSAGE) {
      goHomeSignedOut();
      throw new HttpError({
        kind: 'tenant',
        message: TENANT_NOT_FOUND_MESSAGE,
        status: 200,
        body: response.data,
        notified: false,
      });
    }
    return response;
  };

  const onRejected = (error: unknown): never => {
    if (axios.isCancel(error)) {
      throw new HttpError({
        kind: 'cancelled',
        message: 'Request cancelled',
        status: null,
        notified: false,
        cause: error,
      });
    }
    const axiosError = axios.isAxiosError(error) ? (error as AxiosError) : null;
    const response = axiosError?.response;
    if (!response) {
      // docs/product/errors.md: network failures just stop the loading indicator, with no message.
      const message = error instanceof Error ? error.message : 'Network error';
      throw new HttpError({ kind: 'network', message, status: null, notified: false, cause: error });
    }
    const { status, data: body } = response;
    const ownMessage = bodyMessage(body) ?? axiosError?.message ?? `Request failed with status code ${status}`;

    if (status === 401) {
      goHomeSignedOut();
      throw new HttpError({ kind: 'unauthorized', message: ownMessage, status, body, notified: false, cause: error });
    }
    if (status === 403) {
      const message = i18n.t('common:errors.permission');
      toast.error(message);
      // Several calls failing together must not stack redirects.
      if (forbiddenRedirect === null) {
        forbiddenRedirect = setTimeout(() => {
          forbiddenRedirect = null;
          getNavigate()('/');
        }, FORBIDDEN_REDIRECT_DELAY_MS);
      }
      throw new HttpError({ kind: 'forbidden', message, status, body, notified: true, cause: error });
    }
    if (status === 400) {
      const bodyErrors = (body as { errors?: unknown } | null)?.errors;
      const errors = flattenErrors(bodyErrors);
      // docs/product/errors.md flattens to 'field:message' (kept in `errors`); the toast names the field for people.
      const first = fieldErrorList(bodyErrors)[0];
      const message = first ? fieldErrorText(first) : ownMessage;
      toast.error(message);
      throw new HttpError({ kind: 'validation', message, status, errors, body, notified: true, cause: error });
    }
    if (status === 428 && challengeIn(body)) {
      // Answered by the client (http-client.ts): the person sees a wait, not an error.
      throw new HttpError({ kind: 'challenge', message: ownMessage, status, body, notified: false, cause: error });
    }
    toast.error(ownMessage);
    throw new HttpError({ kind: 'server', message: ownMessage, status, body, notified: true, cause: error });
  };

  return { onFulfilled, onRejected };
}
