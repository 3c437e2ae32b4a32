import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { lastCode, post } from '../test/accounts.js';
import { createTestApp } from '../test/test-app.js';
import { bufferedDestination, censorSecrets, loggerOptions, redactUrl } from './logger.js';

describe('logs', () => {
  it('never contain passwords, tokens, codes or authorization headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ NODE_ENV: 'development' }) as object;
    const t = await createTestApp({ build: { logger: { ...options, level: 'trace', stream } } });
    try {
      const email = 'logs@example.com';
      await post(t, '/api/register', { name: 'Logs', email, password: 'super-secret-pw', user_type: 'Individual' });
      const otp = await lastCode(t, email);
      const token = (await post(t, '/api/otp-verify', { email, otp })).json().data.token as string;
      await t.app.inject({
        method: 'GET',
        url: '/api/my-account',
        headers: { ...t.headers, authorization: `Bearer ${token}` },
      });
      await t.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback?email=${email}&token=${token}`,
        headers: t.headers,
      });
      t.app.log.info({ body: { password: 'super-secret-pw', otp, token } }, 'an object with secrets');

      const all = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(all).toContain('dev outbox');
      for (const secret of ['super-secret-pw', otp, token, token.split('.')[2]!]) expect(all).not.toContain(secret);
    } finally {
      await t.close();
    }
  });

  it('write one line per request, with the method, URL, status and time taken', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({
      build: { logger: { ...(loggerOptions({ NODE_ENV: 'development' }) as object), stream } },
    });
    try {
      await t.app.inject({
        method: 'GET',
        url: '/api/property/get-property-list?listing_type=rent',
        headers: t.headers,
      });
      const perRequest = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.reqId !== undefined);
      expect(perRequest).toHaveLength(1);
      expect(perRequest[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/property/get-property-list?listing_type=rent' },
        res: { statusCode: 200 },
      });
      expect(typeof perRequest[0]!.responseTime).toBe('number');
    } finally {
      await t.close();
    }
  });

  it('are written in blocks, and a line waits at most about a second for its block', async () => {
    const file = path.join(tmpdir(), `souq-log-${process.pid}-${Date.now()}.log`);
    const dest = bufferedDestination(file);
    try {
      await once(dest, 'ready');
      const log = pino(dest);
      log.info('first line');
      log.info('second line');
      // Short of a block, nothing is written yet...
      expect(readFileSync(file, 'utf8')).toBe('');
      // ...until the periodic flush writes both lines, without anything else being logged.
      while (!readFileSync(file, 'utf8').includes('second line')) await sleep(50);
      expect(
        readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l).msg),
      ).toEqual(['first line', 'second line']);
    } finally {
      dest.end();
      rmSync(file, { force: true });
    }
  });

  it('redacts secret query parameters from URLs', () => {
    expect(redactUrl('/api/auth/google/callback?email=a%40b.c&token=eyJabc.def')).toBe(
      '/api/auth/google/callback?email=a%40b.c&token=[Redacted]',
    );
  });
});

describe('censorSecrets', () => {
  it('censors secret-named fields at any depth of plain objects and arrays', () => {
    const logged = {
      user: { id: 7, password: 'pw', profile: { api_token: 't' } },
      list: [{ otp: '123456' }, { code: 'x', n: 1 }],
      authorization: 'Bearer x',
    };
    expect(censorSecrets(logged)).toEqual({
      user: { id: 7, password: '[Redacted]', profile: { api_token: '[Redacted]' } },
      list: [{ otp: '[Redacted]' }, { code: '[Redacted]', n: 1 }],
      authorization: '[Redacted]',
    });
    // The object given is left as it was: it may still be in use.
    expect(logged.user.password).toBe('pw');
  });

  it('returns a value without secrets as it is', () => {
    const logged = { method: 'GET', url: '/api/property/get-property-list', statusCode: 200, nested: { a: [1, 2] } };
    expect(censorSecrets(logged)).toBe(logged);
  });
});
