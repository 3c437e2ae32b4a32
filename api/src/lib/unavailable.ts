import { httpError, type HttpError } from './errors.js';
import type { Lang } from '../db/types.js';

// What a caller is told while something the API depends on is down: 503 (507 for a full disk), in the caller's
// language, with Retry-After, instead of a generic 500 or a request left hanging.
export const UNAVAILABLE = {
  database: 'The service is briefly unavailable. Please try again in a moment.',
  signIn: 'Sign-in is briefly unavailable. Please try again in a moment.',
  mail: 'We could not send the email right now. Please try again in a moment.',
  diskFull: 'There is no room to store the file right now. Please try again later.',
} as const;

const ARABIC: Record<string, string> = {
  [UNAVAILABLE.database]: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  [UNAVAILABLE.signIn]: 'تسجيل الدخول غير متاح مؤقتًا. يرجى المحاولة بعد قليل.',
  [UNAVAILABLE.mail]: 'تعذّر إرسال البريد الإلكتروني الآن. يرجى المحاولة بعد قليل.',
  [UNAVAILABLE.diskFull]: 'لا توجد مساحة لحفظ الملف الآن. يرجى المحاولة لاحقًا.',
};

/** The message in the caller's language (these are the error handler's own, so it translates them itself). */
export function unavailableText(message: string, lang: Lang): string {
  return lang === 'ar' ? (ARABIC[message] ?? message) : message;
}

/** A 503 (or 507) the error handler answers with Retry-After. */
export function unavailable(what: keyof typeof UNAVAILABLE, retryAfterSeconds = 5): HttpError {
  return Object.assign(httpError(what === 'diskFull' ? 507 : 503, UNAVAILABLE[what]), {
    retryAfter: retryAfterSeconds,
  });
}

// Failures that mean "PostgreSQL cannot be reached right now", not "this query is wrong": socket errors, pg's own
// connection messages, SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting up) and
// 53300 (too many connections).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError of socket errors.
  if (err instanceof AggregateError) return err.errors.some(isDatabaseUnavailable);
  return false;
}

/** A disk (or quota) with no room left for what was being written. */
export function isDiskFull(err: unknown): boolean {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
