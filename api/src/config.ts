import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { targetFromEnv, type CdnTarget } from '@souq/remote-registry';
import { parseProxyTrust, type ProxyTrust } from './lib/proxy-trust.js';

// Environment is parsed once, at start, and every bad value is named in one error so an operator fixes all at once.
export interface Config {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  DATABASE_URL: string | null;
  /**
   * A read replica of DATABASE_URL that the listing searches read from (lists, map, featured); unset, they read
   * from DATABASE_URL. Everything else, and every write, goes to DATABASE_URL.
   */
  DATABASE_READ_URL: string | null;
  PGLITE_DATA_DIR: string;
  /** Connections the API keeps to PostgreSQL (DATABASE_URL); the embedded database is always one. */
  DATABASE_POOL_SIZE: number;
  REDIS_URL: string | null;
  /**
   * The proxies in front of the API that may say who the visitor is (X-Forwarded-For): none, a number of hops, or
   * their addresses. Every per-address limit counts the address this gives.
   */
  TRUST_PROXY: ProxyTrust;
  /** Zero bits a proof of work needs once an address has passed its ceiling (more as it goes further past it). */
  PROOF_OF_WORK_BITS: number;
  /** Sign-in, code and reset requests one address makes per minute before each further one needs a proof of work. */
  RATE_LIMIT_ADDRESS_CEILING: number | null;
  SMTP_URL: string | null;
  MAIL_FROM: string;
  SITE_INBOX: string;
  JWT_SECRET: string;
  JWT_TTL: string;
  DEFAULT_TENANT: string;
  /** The tenant whose admins run the site's code: the remote versions' figures, promotions, rollbacks and canaries. */
  OPERATOR_TENANT: string;
  CORS_ORIGINS: string[];
  GOOGLE_CLIENT_ID: string | null;
  GOOGLE_JWKS_URL: string;
  UPLOADS_DIR: string;
  PUBLIC_UPLOADS_PATH: string;
  /** The site's public address, for links in emails (e.g. search alerts). No trailing slash. */
  PUBLIC_SITE_URL: string;
  /** How often the search alerts job runs in the API process; 0 turns the job off. */
  SEARCH_ALERTS_INTERVAL_MS: number;
  /** Distinct members reporting a review that take it out of view until a moderator decides. */
  REVIEW_REPORT_THRESHOLD: number;
  /** Distinct members reporting a listing that take it out of search until a moderator decides. */
  LISTING_REPORT_THRESHOLD: number;
  /** Days an active listing stays on the market before it expires (unless renewed); a Premium Listing's days. */
  LISTING_LIFETIME_DAYS: number;
  PREMIUM_LISTING_LIFETIME_DAYS: number;
  /** Days a sold or rented listing still shows in search (marked so) before it leaves. */
  SOLD_LISTING_SEARCH_DAYS: number;
  /** How often the listings job (expiry, reminders) runs in the API process; 0 turns it off. */
  LISTINGS_JOB_INTERVAL_MS: number;
  /** How often the fair-price job (labels against comparable listings) runs in the API process; 0 turns it off. */
  FAIR_PRICE_JOB_INTERVAL_MS: number;
  /** Comparable active listings a fair-price label needs at the least (N); with fewer, no label. */
  FAIR_PRICE_MIN_COMPARABLES: number;
  /** "Below the typical price": under this percent of the comparables' median; "above": over FAIR_PRICE_ABOVE_PERCENT. */
  FAIR_PRICE_BELOW_PERCENT: number;
  FAIR_PRICE_ABOVE_PERCENT: number;
  /** The launch offer: a paid plan's free trial lasts its launch length (six months) instead of its usual one. */
  LAUNCH_TRIAL_OFFER: boolean;
  /** How often the subscriptions job (expiry, quota, reminders) runs in the API process; 0 turns it off. */
  SUBSCRIPTIONS_JOB_INTERVAL_MS: number;
  REMOTE_HEALTH_JOB_INTERVAL_MS: number;
  /** The hosted-checkout provider's API base (card payments); unset, that method is not offered. */
  HOSTED_CHECKOUT_URL: string | null;
  /** The key the provider signs its webhooks with (HMAC-SHA256) and we sign our requests with. */
  HOSTED_CHECKOUT_SECRET: string | null;
  /** The day the Syrian pound was redenominated (YYYY-MM-DD): from then on 1 new pound = SYP_REDENOMINATION_FACTOR old. */
  SYP_REDENOMINATION_DATE: string;
  /** Old pounds in one new pound (100: two zeros were removed). Shown next to prices as the old-pound equivalent. */
  SYP_REDENOMINATION_FACTOR: number;
  /**
   * Where the remotes' registry is published, from the same settings as `pnpm remotes` (SOUQ_CDN_DIR, or
   * SOUQ_CDN_S3_*); null when neither is set, and then the canary analysis is off.
   */
  CDN_TARGET: CdnTarget | null;
  /**
   * The shell build's mf-manifest.json (a file or an http(s) URL), which the versions dashboard checks a version's
   * shared dependencies against before promoting it or starting a canary, as `pnpm remotes` does.
   */
  SOUQ_SHELL_MANIFEST: string;
  /** How often the canary analysis runs in the API process; 0 turns it off. */
  CANARY_ANALYSIS_INTERVAL_MS: number;
  /** Minutes of figures a canary is judged on (never before its analysis started). */
  CANARY_WINDOW_MINUTES: number;
  /** Mounts the canary and current each need before anything is decided. */
  CANARY_MIN_MOUNTS: number;
  /** Distinct browsers the canary and current each need before anything is decided. */
  CANARY_MIN_BROWSERS: number;
  /** Distinct browsers that must have failed on the canary before its errors roll it back. */
  CANARY_MIN_FAILING_BROWSERS: number;
  /** Percentage points by which the canary's error rate may exceed current's. */
  CANARY_ERROR_MARGIN_PERCENT: number;
  /** Milliseconds by which the canary's p75 LCP may exceed current's. */
  CANARY_LCP_MARGIN_MS: number;
  /** How much the canary's p75 CLS may exceed current's. */
  CANARY_CLS_MARGIN: number;
  /** Minutes a canary with auto-promotion must be watched, healthy, before it becomes current. */
  CANARY_PROMOTE_AFTER_MINUTES: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// Relative paths resolve against the repository root, so `api/data` means the same folder whatever the cwd is.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const DEV_JWT_SECRET = 'souq-development-secret-do-not-use-in-production';
const DEV_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 8080].map((p) => `http://localhost:${p}`);
const TTL_PATTERN =
  /^\d+\s*(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days|w|week|weeks)$/i;

type Env = Record<string, string | undefined>;

/** A tenant's slug, as configured and as a request's X-Tenant names it. */
export const TENANT_SLUG = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const nodeEnvRaw = get('NODE_ENV') ?? 'development';
  let NODE_ENV: Config['NODE_ENV'] = 'development';
  if (nodeEnvRaw === 'development' || nodeEnvRaw === 'production' || nodeEnvRaw === 'test') NODE_ENV = nodeEnvRaw;
  else problems.push(`NODE_ENV must be one of development, production, test (got "${nodeEnvRaw}")`);
  const production = NODE_ENV === 'production';

  const portRaw = get('PORT') ?? '4000';
  const PORT = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || PORT < 1 || PORT > 65535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${portRaw}")`);
  }

  const url = (name: string, protocols: string[]): string | null => {
    const value = get(name);
    if (value === undefined) return null;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(
          `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${parsed.protocol}//…")`,
        );
      }
    } catch {
      problems.push(`${name} must be a valid URL`);
    }
    return value;
  };

  const DATABASE_URL = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const DATABASE_READ_URL = url('DATABASE_READ_URL', ['postgres:', 'postgresql:']);
  // The embedded database is one process's files: it has no replica to read from.
  if (DATABASE_READ_URL && !DATABASE_URL)
    problems.push('DATABASE_READ_URL needs DATABASE_URL (a replica of the embedded database cannot exist)');
  const REDIS_URL = url('REDIS_URL', ['redis:', 'rediss:']);
  const SMTP_URL = url('SMTP_URL', ['smtp:', 'smtps:']);

  const trust = parseProxyTrust('TRUST_PROXY', get('TRUST_PROXY'));
  const TRUST_PROXY: ProxyTrust = 'problem' in trust ? { kind: 'none' } : trust;
  if ('problem' in trust) problems.push(trust.problem);
  const GOOGLE_JWKS_URL = url('GOOGLE_JWKS_URL', ['https:', 'http:']) ?? 'https://www.googleapis.com/oauth2/v3/certs';

  const email = (name: string, fallback: string): string => {
    const value = get(name) ?? fallback;
    // Accept either a bare address or `Name <address>`.
    const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) problems.push(`${name} must be an email address (got "${value}")`);
    return value;
  };
  const MAIL_FROM = email('MAIL_FROM', 'Souq <no-reply@souq.localhost>');
  const SITE_INBOX = email('SITE_INBOX', 'contact@souq.localhost');

  let JWT_SECRET = get('JWT_SECRET') ?? '';
  if (!JWT_SECRET) {
    if (production) problems.push('JWT_SECRET is required in production');
    JWT_SECRET = DEV_JWT_SECRET;
  } else if (JWT_SECRET.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  } else if (production && JWT_SECRET === DEV_JWT_SECRET) {
    problems.push('JWT_SECRET must not be the development default in production');
  }

  const JWT_TTL = get('JWT_TTL') ?? '7d';
  if (!TTL_PATTERN.test(JWT_TTL))
    problems.push(`JWT_TTL must be a duration such as 3600s, 60m, 12h or 7d (got "${JWT_TTL}")`);

  const tenantSlug = (name: string, fallback: string): string => {
    const slug = get(name) ?? fallback;
    if (!TENANT_SLUG.test(slug))
      problems.push(`${name} must be a slug of lowercase letters, digits, "-" or "_" (got "${slug}")`);
    return slug;
  };
  const DEFAULT_TENANT = tenantSlug('DEFAULT_TENANT', 'default');
  // Every tenant is served the same remotes.json: changing it is for the site's operators, not for any tenant's admin.
  const OPERATOR_TENANT =
    get('OPERATOR_TENANT') === undefined ? DEFAULT_TENANT : tenantSlug('OPERATOR_TENANT', DEFAULT_TENANT);

  const corsRaw = get('CORS_ORIGINS');
  let CORS_ORIGINS = production ? [] : DEV_CORS_ORIGINS;
  if (corsRaw !== undefined) {
    CORS_ORIGINS = corsRaw
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    for (const origin of CORS_ORIGINS) {
      try {
        const parsed = new URL(origin);
        if (parsed.origin !== origin)
          problems.push(`CORS_ORIGINS entry "${origin}" must be a bare origin like https://example.com`);
      } catch {
        problems.push(`CORS_ORIGINS entry "${origin}" is not a valid origin`);
      }
    }
  }

  const GOOGLE_CLIENT_ID = get('GOOGLE_CLIENT_ID') ?? null;

  const dir = (name: string, fallback: string): string => {
    const value = get(name) ?? fallback;
    return value.includes('://') ? value : path.resolve(REPO_ROOT, value);
  };
  const PGLITE_DATA_DIR = dir('PGLITE_DATA_DIR', 'api/data');
  const UPLOADS_DIR = dir('UPLOADS_DIR', 'api/uploads');

  const PUBLIC_UPLOADS_PATH = (get('PUBLIC_UPLOADS_PATH') ?? '/api/uploaded-files').replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9/_-]*$/.test(PUBLIC_UPLOADS_PATH)) {
    problems.push(
      `PUBLIC_UPLOADS_PATH must be an absolute URL path such as /api/uploaded-files (got "${PUBLIC_UPLOADS_PATH}")`,
    );
  }

  const PUBLIC_SITE_URL = (url('PUBLIC_SITE_URL', ['https:', 'http:']) ?? 'http://localhost:8080').replace(/\/+$/, '');

  const poolRaw = get('DATABASE_POOL_SIZE') ?? '10';
  const DATABASE_POOL_SIZE = Number(poolRaw);
  if (!/^\d+$/.test(poolRaw) || DATABASE_POOL_SIZE < 1 || DATABASE_POOL_SIZE > 200) {
    problems.push(`DATABASE_POOL_SIZE must be a whole number of connections from 1 to 200 (got "${poolRaw}")`);
  }

  /** A background job's interval: 0 (off) or milliseconds from 1000 to `max`. */
  const jobInterval = (name: string, fallback: string, max: number): number => {
    const raw = get(name) ?? fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || (value > 0 && value < 1000) || value > max) {
      problems.push(`${name} must be 0 (off) or milliseconds between 1000 and ${max} (got "${raw}")`);
    }
    return value;
  };
  const SEARCH_ALERTS_INTERVAL_MS = jobInterval('SEARCH_ALERTS_INTERVAL_MS', '60000', 86_400_000);

  const thresholdRaw = get('REVIEW_REPORT_THRESHOLD') ?? '3';
  const REVIEW_REPORT_THRESHOLD = Number(thresholdRaw);
  if (!/^\d+$/.test(thresholdRaw) || REVIEW_REPORT_THRESHOLD < 1 || REVIEW_REPORT_THRESHOLD > 1000) {
    problems.push(`REVIEW_REPORT_THRESHOLD must be a whole number of reports from 1 to 1000 (got "${thresholdRaw}")`);
  }

  const wholeNumber = (name: string, fallback: string, min: number, max: number, what: string) => {
    const raw = get(name) ?? fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max)
      problems.push(`${name} must be a whole number of ${what} from ${min} to ${max} (got "${raw}")`);
    return value;
  };
  const LISTING_REPORT_THRESHOLD = wholeNumber('LISTING_REPORT_THRESHOLD', '3', 1, 1000, 'reports');
  const LISTING_LIFETIME_DAYS = wholeNumber('LISTING_LIFETIME_DAYS', '60', 1, 3650, 'days');
  const PREMIUM_LISTING_LIFETIME_DAYS = wholeNumber('PREMIUM_LISTING_LIFETIME_DAYS', '90', 1, 3650, 'days');
  const SOLD_LISTING_SEARCH_DAYS = wholeNumber('SOLD_LISTING_SEARCH_DAYS', '7', 0, 365, 'days');
  const LISTINGS_JOB_INTERVAL_MS = jobInterval('LISTINGS_JOB_INTERVAL_MS', '60000', 86_400_000);

  const FAIR_PRICE_JOB_INTERVAL_MS = jobInterval('FAIR_PRICE_JOB_INTERVAL_MS', '3600000', 86_400_000);
  const FAIR_PRICE_MIN_COMPARABLES = wholeNumber('FAIR_PRICE_MIN_COMPARABLES', '5', 1, 1000, 'listings');
  const FAIR_PRICE_BELOW_PERCENT = wholeNumber('FAIR_PRICE_BELOW_PERCENT', '85', 1, 99, 'percent');
  const FAIR_PRICE_ABOVE_PERCENT = wholeNumber('FAIR_PRICE_ABOVE_PERCENT', '115', 101, 1000, 'percent');

  const launchRaw = (get('LAUNCH_TRIAL_OFFER') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(launchRaw))
    problems.push(`LAUNCH_TRIAL_OFFER must be true or false (got "${launchRaw}")`);
  const LAUNCH_TRIAL_OFFER = launchRaw === 'true' || launchRaw === '1';

  const SUBSCRIPTIONS_JOB_INTERVAL_MS = jobInterval('SUBSCRIPTIONS_JOB_INTERVAL_MS', '60000', 86_400_000);

  const REMOTE_HEALTH_JOB_INTERVAL_MS = jobInterval('REMOTE_HEALTH_JOB_INTERVAL_MS', '60000', 3_600_000);

  const HOSTED_CHECKOUT_URL = url('HOSTED_CHECKOUT_URL', ['http:', 'https:']);
  const HOSTED_CHECKOUT_SECRET = get('HOSTED_CHECKOUT_SECRET') ?? null;
  if (HOSTED_CHECKOUT_URL && !HOSTED_CHECKOUT_SECRET)
    problems.push('HOSTED_CHECKOUT_SECRET is required when HOSTED_CHECKOUT_URL is set');
  if (HOSTED_CHECKOUT_SECRET && HOSTED_CHECKOUT_SECRET.length < 16)
    problems.push('HOSTED_CHECKOUT_SECRET must be at least 16 characters');

  const SYP_REDENOMINATION_DATE = get('SYP_REDENOMINATION_DATE') ?? '2026-01-01';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(SYP_REDENOMINATION_DATE) || Number.isNaN(Date.parse(SYP_REDENOMINATION_DATE))) {
    problems.push(`SYP_REDENOMINATION_DATE must be a date as YYYY-MM-DD (got "${SYP_REDENOMINATION_DATE}")`);
  }
  const SYP_REDENOMINATION_FACTOR = wholeNumber('SYP_REDENOMINATION_FACTOR', '100', 1, 1_000_000, 'old pounds');

  let CDN_TARGET: CdnTarget | null = null;
  if (get('SOUQ_CDN_DIR') || get('SOUQ_CDN_S3_BUCKET')) {
    try {
      CDN_TARGET = targetFromEnv(env, path.resolve(REPO_ROOT, get('SOUQ_CDN_DIR') ?? '.cdn'));
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  const SOUQ_SHELL_MANIFEST = dir('SOUQ_SHELL_MANIFEST', 'shell/dist/mf-manifest.json');
  const CANARY_ANALYSIS_INTERVAL_MS = jobInterval('CANARY_ANALYSIS_INTERVAL_MS', '60000', 86_400_000);
  const CANARY_WINDOW_MINUTES = wholeNumber('CANARY_WINDOW_MINUTES', '30', 1, 10_080, 'minutes');
  const CANARY_MIN_MOUNTS = wholeNumber('CANARY_MIN_MOUNTS', '500', 1, 10_000_000, 'mounts');
  const CANARY_MIN_BROWSERS = wholeNumber('CANARY_MIN_BROWSERS', '50', 1, 10_000_000, 'browsers');
  const CANARY_MIN_FAILING_BROWSERS = wholeNumber('CANARY_MIN_FAILING_BROWSERS', '5', 1, 10_000_000, 'browsers');
  const CANARY_LCP_MARGIN_MS = wholeNumber('CANARY_LCP_MARGIN_MS', '500', 0, 60_000, 'milliseconds');
  const CANARY_PROMOTE_AFTER_MINUTES = wholeNumber('CANARY_PROMOTE_AFTER_MINUTES', '60', 1, 43_200, 'minutes');
  const decimal = (name: string, fallback: string, min: number, max: number) => {
    const raw = get(name) ?? fallback;
    const value = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || value < min || value > max)
      problems.push(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
    return value;
  };
  const PROOF_OF_WORK_BITS = wholeNumber('PROOF_OF_WORK_BITS', '12', 1, 20, 'bits');
  const RATE_LIMIT_ADDRESS_CEILING =
    get('RATE_LIMIT_ADDRESS_CEILING') === undefined
      ? null
      : wholeNumber('RATE_LIMIT_ADDRESS_CEILING', '30', 1, 100_000, 'requests a minute');
  const CANARY_ERROR_MARGIN_PERCENT = decimal('CANARY_ERROR_MARGIN_PERCENT', '1', 0, 100);
  const CANARY_CLS_MARGIN = decimal('CANARY_CLS_MARGIN', '0.05', 0, 10);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    NODE_ENV,
    PORT,
    DATABASE_URL,
    DATABASE_READ_URL,
    PGLITE_DATA_DIR,
    DATABASE_POOL_SIZE,
    REDIS_URL,
    TRUST_PROXY,
    PROOF_OF_WORK_BITS,
    RATE_LIMIT_ADDRESS_CEILING,
    SMTP_URL,
    MAIL_FROM,
    SITE_INBOX,
    JWT_SECRET,
    JWT_TTL,
    DEFAULT_TENANT,
    OPERATOR_TENANT,
    CORS_ORIGINS,
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL,
    UPLOADS_DIR,
    PUBLIC_UPLOADS_PATH,
    PUBLIC_SITE_URL,
    SEARCH_ALERTS_INTERVAL_MS,
    REVIEW_REPORT_THRESHOLD,
    LAUNCH_TRIAL_OFFER,
    SUBSCRIPTIONS_JOB_INTERVAL_MS,
    HOSTED_CHECKOUT_URL,
    HOSTED_CHECKOUT_SECRET,
    LISTING_REPORT_THRESHOLD,
    LISTING_LIFETIME_DAYS,
    PREMIUM_LISTING_LIFETIME_DAYS,
    SOLD_LISTING_SEARCH_DAYS,
    LISTINGS_JOB_INTERVAL_MS,
    SYP_REDENOMINATION_DATE,
    SYP_REDENOMINATION_FACTOR,
    REMOTE_HEALTH_JOB_INTERVAL_MS,
    FAIR_PRICE_JOB_INTERVAL_MS,
    FAIR_PRICE_MIN_COMPARABLES,
    FAIR_PRICE_BELOW_PERCENT,
    FAIR_PRICE_ABOVE_PERCENT,
    CDN_TARGET,
    SOUQ_SHELL_MANIFEST,
    CANARY_ANALYSIS_INTERVAL_MS,
    CANARY_WINDOW_MINUTES,
    CANARY_MIN_MOUNTS,
    CANARY_MIN_BROWSERS,
    CANARY_MIN_FAILING_BROWSERS,
    CANARY_ERROR_MARGIN_PERCENT,
    CANARY_LCP_MARGIN_MS,
    CANARY_CLS_MARGIN,
    CANARY_PROMOTE_AFTER_MINUTES,
    ...overrides,
  };
}
