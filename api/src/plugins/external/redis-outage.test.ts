import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PASSWORD, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Redis gone: the account limits fail closed (503, in the caller's language) while the rest of the API keeps
// answering, and everything works again once Redis is back. A redis-server of the test's own, on a free port, is
// killed and restarted; the machine's Redis is never touched. Runs where redis-server is installed.
const haveRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let port: number;
let redis: ChildProcess | null = null;

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; ; i += 1) {
    try {
      execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
      return;
    } catch (err) {
      if (i >= 200) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function killRedis(): Promise<void> {
  const running = redis;
  redis = null;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGKILL');
  });
}

/** Asks until the answer is not a refusal for want of Redis (the client reconnects in the background). */
async function untilRedisAnswers(request: () => Promise<{ statusCode: number }>): Promise<{ statusCode: number }> {
  for (let i = 0; ; i += 1) {
    const res = await request();
    if (res.statusCode !== 503 || i >= 100) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

(haveRedis ? describe : describe.skip)('with Redis gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    t = await createTestApp({ config: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
    await killRedis();
  });

  const login = (lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...t.headers, 'accept-language': lang },
      payload: { email: 'nobody@example.com', password: PASSWORD },
    });

  it('refuses sign-in and codes with a clear 503, keeps everything else working, and recovers when Redis returns', async () => {
    // Redis up: a wrong password is an ordinary 400.
    expect((await login()).statusCode).toBe(400);

    await killRedis();
    const refused = await login();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Sign-in is briefly unavailable. Please try again in a moment.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('ar')).json().message).toBe('تسجيل الدخول غير متاح مؤقتًا. يرجى المحاولة بعد قليل.');
    for (const [url, payload] of [
      ['/api/register', { name: 'N', email: 'n@example.com', password: PASSWORD, user_type: 'Individual' }],
      ['/api/auth/sendOtp', { email: 'n@example.com' }],
      ['/api/otp-verify', { email: 'n@example.com', otp: '123456' }],
      ['/api/forgot-password', { email: 'n@example.com' }],
    ] as const) {
      expect({ url, status: (await post(t, url, payload)).statusCode }).toEqual({ url, status: 503 });
    }

    // Everything that does not count sign-in attempts goes on: searching, reading, the contact form (whose limit
    // lets requests through while its counters are gone).
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/property/get-property-list', headers: t.headers })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: t.headers })).statusCode).toBe(200);
    const contact = await post(t, '/api/contact-save', {
      name: 'Visitor',
      email: 'v@example.com',
      subject: 'Hello',
      message: 'A question about a listing.',
    });
    expect(contact.statusCode).toBe(200);

    await startRedis();
    expect((await untilRedisAnswers(() => login())).statusCode).toBe(400);
  });
});
