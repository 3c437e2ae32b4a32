import { ConfigError, loadConfig } from './config.js';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('turns the canary analysis on only where the registry is configured, and refuses settings that cannot work', () => {
    expect(loadConfig({})).toMatchObject({
      CDN_TARGET: null,
      CANARY_ANALYSIS_INTERVAL_MS: 60_000,
      CANARY_MIN_MOUNTS: 500,
      CANARY_ERROR_MARGIN_PERCENT: 1,
    });
    expect(loadConfig({ SOUQ_CDN_DIR: '/srv/cdn' }).CDN_TARGET?.description).toBe('folder /srv/cdn');
    expect(problems({ SOUQ_CDN_S3_BUCKET: 'remotes' })).toEqual([
      expect.stringMatching(/SOUQ_CDN_S3_BUCKET is set, so these are needed too: SOUQ_CDN_S3_ENDPOINT/),
    ]);
    expect(
      problems({
        CANARY_ANALYSIS_INTERVAL_MS: '10',
        CANARY_MIN_MOUNTS: '0',
        CANARY_ERROR_MARGIN_PERCENT: 'one',
        CANARY_CLS_MARGIN: '-1',
      }),
    ).toEqual([
      expect.stringMatching(/^CANARY_ANALYSIS_INTERVAL_MS must be 0 \(off\)/),
      expect.stringMatching(/^CANARY_MIN_MOUNTS must be a whole number of mounts from 1/),
      expect.stringMatching(/^CANARY_ERROR_MARGIN_PERCENT must be a number from 0 to 100/),
      expect.stringMatching(/^CANARY_CLS_MARGIN must be a number from 0 to 10/),
    ]);
  });

  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 4000,
      DATABASE_URL: null,
      REDIS_URL: null,
      SMTP_URL: null,
      DEFAULT_TENANT: 'default',
      OPERATOR_TENANT: 'default',
      PUBLIC_UPLOADS_PATH: '/api/uploaded-files',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      JWT_TTL: '7d',
    });
    expect(config.PGLITE_DATA_DIR).toMatch(/\/api\/data$/);
    expect(config.UPLOADS_DIR).toMatch(/\/api\/uploads$/);
    expect(config.CORS_ORIGINS).toContain('http://localhost:3000');
  });

  it('names every bad value at once', () => {
    expect(
      problems({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'not a url',
        MAIL_FROM: 'nobody',
        JWT_SECRET: 'short',
        JWT_TTL: 'forever',
        DEFAULT_TENANT: 'Bad Tenant',
        OPERATOR_TENANT: '../ops',
        CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
        PUBLIC_UPLOADS_PATH: 'relative/path',
        NODE_ENV: 'staging',
      }),
    ).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be an integer between 1 and 65535 (got "eighty")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://…")',
      'REDIS_URL must be a valid URL',
      'MAIL_FROM must be an email address (got "nobody")',
      'JWT_SECRET must be at least 32 characters long',
      'JWT_TTL must be a duration such as 3600s, 60m, 12h or 7d (got "forever")',
      'DEFAULT_TENANT must be a slug of lowercase letters, digits, "-" or "_" (got "Bad Tenant")',
      'OPERATOR_TENANT must be a slug of lowercase letters, digits, "-" or "_" (got "../ops")',
      'CORS_ORIGINS entry "https://bad.example/path" must be a bare origin like https://example.com',
      'PUBLIC_UPLOADS_PATH must be an absolute URL path such as /api/uploaded-files (got "relative/path")',
    ]);
  });

  it('takes a read replica for searches only beside a PostgreSQL primary', () => {
    expect(loadConfig({}).DATABASE_READ_URL).toBeNull();
    expect(problems({ DATABASE_READ_URL: 'postgres://replica.internal/souq' })).toEqual([
      'DATABASE_READ_URL needs DATABASE_URL (a replica of the embedded database cannot exist)',
    ]);
    expect(
      problems({
        DATABASE_URL: 'postgres://primary.internal/souq',
        DATABASE_READ_URL: 'mysql://replica.internal/souq',
      }),
    ).toEqual(['DATABASE_READ_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://…")']);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://primary.internal/souq',
        DATABASE_READ_URL: 'postgres://replica.internal/souq',
      }).DATABASE_READ_URL,
    ).toBe('postgres://replica.internal/souq');
  });

  it('requires a real JWT secret in production', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual(['JWT_SECRET is required in production']);
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) }).CORS_ORIGINS).toEqual([]);
  });

  it('keeps memory:// as is and reads CORS origins as a list', () => {
    const config = loadConfig({ PGLITE_DATA_DIR: 'memory://', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.PGLITE_DATA_DIR).toBe('memory://');
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('search alerts settings', () => {
  it('default to a pass a minute and links to the local site', () => {
    const config = loadConfig({});
    expect(config.SEARCH_ALERTS_INTERVAL_MS).toBe(60_000);
    expect(config.PUBLIC_SITE_URL).toBe('http://localhost:8080');
    expect(loadConfig({ SEARCH_ALERTS_INTERVAL_MS: '0', PUBLIC_SITE_URL: 'https://souq.example/' })).toMatchObject({
      SEARCH_ALERTS_INTERVAL_MS: 0,
      PUBLIC_SITE_URL: 'https://souq.example',
    });
  });

  it('refuses a bad interval or site address', () => {
    expect(problems({ SEARCH_ALERTS_INTERVAL_MS: 'often', PUBLIC_SITE_URL: 'ftp://souq.example' })).toEqual([
      'PUBLIC_SITE_URL must be a URL starting with https:// or http:// (got "ftp://…")',
      'SEARCH_ALERTS_INTERVAL_MS must be 0 (off) or milliseconds between 1000 and 86400000 (got "often")',
    ]);
    expect(problems({ SEARCH_ALERTS_INTERVAL_MS: '10' })).toHaveLength(1);
  });

  it('keeps ten connections to PostgreSQL unless told otherwise, and refuses a pool that cannot work', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    for (const bad of ['0', '-3', 'many', '2.5', '500']) {
      expect(problems({ DATABASE_POOL_SIZE: bad })).toEqual([
        `DATABASE_POOL_SIZE must be a whole number of connections from 1 to 200 (got "${bad}")`,
      ]);
    }
  });
});

describe('review report threshold', () => {
  it('hides a review at three reports unless told otherwise, and refuses a threshold that cannot work', () => {
    expect(loadConfig({}).REVIEW_REPORT_THRESHOLD).toBe(3);
    expect(loadConfig({ REVIEW_REPORT_THRESHOLD: '5' }).REVIEW_REPORT_THRESHOLD).toBe(5);
    for (const bad of ['0', '-1', 'few', '2.5', '5000']) {
      expect(problems({ REVIEW_REPORT_THRESHOLD: bad })).toEqual([
        `REVIEW_REPORT_THRESHOLD must be a whole number of reports from 1 to 1000 (got "${bad}")`,
      ]);
    }
  });
});

describe('the proxies the API trusts, and the proofs of work', () => {
  it('trusts no proxy unless told how many hops or which addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,loopback,2001:db8::/32 ' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      entries: ['10.0.0.5', '10.1.0.0/16', 'loopback', '2001:db8::/32'],
    });
  });

  it('refuses a value that would trust every hop or that it cannot read, saying what it takes', () => {
    expect(problems({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY must not trust every hop \("true"\): a visitor could then choose the address/,
      ),
    ]);
    expect(problems({ TRUST_PROXY: '11' })).toEqual([
      'TRUST_PROXY must be a number of proxy hops from 0 to 10 (got "11")',
    ]);
    expect(problems({ TRUST_PROXY: '10.0.0.5, cloudflare, 10.0.0.0/33, 300.1.1.1' })).toEqual([
      'TRUST_PROXY must be a number of proxy hops (0–10) or a comma-separated list of proxy addresses, address ranges ' +
        '(10.0.0.0/8) or loopback, linklocal, uniquelocal (not understood: "cloudflare", "10.0.0.0/33", "300.1.1.1")',
    ]);
    expect(problems({ TRUST_PROXY: '-1' })).toHaveLength(1);
  });

  it('asks 12 bits of work past the ceiling unless told otherwise, and takes a ceiling for the sign-in limits', () => {
    expect(loadConfig({})).toMatchObject({ PROOF_OF_WORK_BITS: 12, RATE_LIMIT_ADDRESS_CEILING: null });
    expect(loadConfig({ PROOF_OF_WORK_BITS: '16', RATE_LIMIT_ADDRESS_CEILING: '3' })).toMatchObject({
      PROOF_OF_WORK_BITS: 16,
      RATE_LIMIT_ADDRESS_CEILING: 3,
    });
    expect(problems({ PROOF_OF_WORK_BITS: '40', RATE_LIMIT_ADDRESS_CEILING: 'lots' })).toEqual([
      'PROOF_OF_WORK_BITS must be a whole number of bits from 1 to 20 (got "40")',
      'RATE_LIMIT_ADDRESS_CEILING must be a whole number of requests a minute from 1 to 100000 (got "lots")',
    ]);
  });
});
