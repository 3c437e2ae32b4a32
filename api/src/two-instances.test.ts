import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runListingsPass } from './features/listings/expiry-job.js';
import { png } from './features/media/test-files.js';
import { insertListings, loadPlaces } from './features/property/test-listings.js';
import { runSearchAlerts } from './features/saved-searches/alerts-job.js';
import { DEFAULT_RATE_LIMITS } from './plugins/external/rate-limit.js';
import { PASSWORD, bearer, get, post, signUp } from './test/accounts.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// Two API instances as a load balancer sees them: separate apps (own connection pools, own Redis clients, own
// timers and caches) on one PostgreSQL schema, one tenant and one Redis namespace, taking turns at the requests.
// Without PostgreSQL and Redis there is nothing for two instances to share: CI sets both, so this runs there.
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
const describeShared = missing.length ? describe.skip : describe;

describeShared(
  `two API instances on one PostgreSQL and one Redis${missing.length ? ` (not run: ${missing.join(' and ')} unset)` : ''}`,
  () => {
    let a: TestApp;
    let b: TestApp;
    let uploads: string;

    beforeAll(async () => {
      uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-two-instances-'));
      // The real limit on wrong passwords (10 per address in 15 minutes), not the relaxed one of the other tests.
      const rateLimits = { login: DEFAULT_RATE_LIMITS.login };
      a = await createTestApp({
        config: { UPLOADS_DIR: uploads, PUBLIC_SITE_URL: 'https://souq.example' },
        rateLimits,
      });
      b = await createTestApp({ join: a, rateLimits });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      fs.rmSync(uploads, { recursive: true, force: true });
    });

    it('are separate apps on one database', () => {
      expect(b.app).not.toBe(a.app);
      expect(b.db).not.toBe(a.db);
      expect(b.tenant).toEqual(a.tenant);
    });

    it("accept each other's tokens, and a logout on one holds on the other", async () => {
      // Registered through A, the emailed code verified through B.
      expect(
        (
          await post(a, '/api/register', {
            name: 'Rana',
            email: 'rana@example.com',
            password: PASSWORD,
            user_type: 'Individual',
          })
        ).statusCode,
      ).toBe(200);
      const code = /\b(\d{6})\b/.exec(
        (await get(b, '/api/dev/outbox?email=rana@example.com')).json().data[0].text,
      )?.[1];
      expect((await post(b, '/api/otp-verify', { email: 'rana@example.com', otp: code })).statusCode).toBe(200);

      const login = await post(b, '/api/login', { email: 'rana@example.com', password: PASSWORD });
      const token = login.json().data.token as string;
      for (const t of [a, b])
        expect((await get(t, '/api/my-account', bearer(token))).json().data).toMatchObject({
          email: 'rana@example.com',
        });

      expect((await post(a, '/api/logout', {}, bearer(token))).statusCode).toBe(200);
      expect((await get(b, '/api/my-account', bearer(token))).statusCode).toBe(401);
      expect((await get(a, '/api/my-account', bearer(token))).statusCode).toBe(401);
    });

    it('count wrong passwords together: ten spread over both lock the account on both', async () => {
      await signUp(a, 'omar@example.com', { name: 'Omar' });
      const wrong = (t: TestApp) => post(t, '/api/login', { email: 'omar@example.com', password: 'not-his-password' });
      const answers = [];
      for (let i = 0; i < 10; i += 1) answers.push((await wrong(i % 2 === 0 ? a : b)).statusCode);
      expect(answers).toEqual(Array(10).fill(400));
      // Each instance has seen five: alone, neither would refuse; together they have seen ten.
      for (const t of [a, b]) {
        const locked = await post(t, '/api/login', { email: 'omar@example.com', password: PASSWORD });
        expect(locked.statusCode).toBe(429);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('serve from one the photo uploaded through the other', async () => {
      const { token } = await signUp(a, 'huda@example.com', { name: 'Huda' });
      const boundary = '----souqtwo';
      const photo = await png();
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nproperty_image\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="flat.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await a.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        payload: body,
        headers: { ...a.headers, ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(upload.statusCode).toBe(200);
      const { url, variants } = upload.json().data as {
        url: string;
        variants: Record<string, { url: string; size: number; content_type: string }>;
      };

      for (const variant of Object.values(variants)) {
        const served = await b.app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode).toBe(200);
        // WebP, and the share picture's JPEG.
        expect(served.headers['content-type']).toBe(variant.content_type);
        expect(served.rawPayload.length).toBe(variant.size);
      }
      expect(
        (await b.app.inject({ method: 'GET', url })).rawPayload.equals(
          (await a.app.inject({ method: 'GET', url })).rawPayload,
        ),
      ).toBe(true);
    });

    it('run each listings pass once between them: every listing expires once, every owner is reminded once', async () => {
      const P = await loadPlaces(a);
      const place = { governorate_id: P.gov('Hama'), city_id: P.city('Hama') };
      const owner = await signUp(a, 'sami@example.com', {
        name: 'Sami',
        user_type: 'Agent',
        listing_category: 'real_estate',
        language: 'en',
      });
      const ended = await insertListings(
        a,
        owner.user.id as number,
        Array.from({ length: 6 }, () => place),
      );
      const ending = await insertListings(
        a,
        owner.user.id as number,
        Array.from({ length: 4 }, () => place),
      );
      const now = Date.now();
      await a.db
        .updateTable('properties')
        .set({ expires_at: new Date(now - 60_000) })
        .where('id', 'in', ended)
        .execute();
      await a.db
        .updateTable('properties')
        .set({ expires_at: new Date(now + 86_400_000) })
        .where('id', 'in', ending)
        .execute();

      // The same pass, started on both at once, as their timers would.
      const passes = await Promise.all([
        runListingsPass(a.app),
        runListingsPass(b.app),
        runListingsPass(a.app),
        runListingsPass(b.app),
      ]);
      expect(passes.reduce((sum, p) => sum + p.expired, 0)).toBe(6);
      expect(passes.reduce((sum, p) => sum + p.reminded, 0)).toBe(4);
      const statuses = await a.db.selectFrom('properties').select('status').where('id', 'in', ended).execute();
      expect(statuses.map((s) => s.status)).toEqual(Array(6).fill('expired'));
      // One reminder naming the four, each with its renewal link.
      const reminders = (await get(b, '/api/dev/outbox?email=sami@example.com'))
        .json()
        .data.filter((m: { subject: string }) => /expire within 3 days/.test(m.subject));
      expect(reminders).toHaveLength(1);
      expect(reminders[0].text.match(/\/api\/listings\/renew-link\?token=/g)).toHaveLength(4);
    });

    it('send each search alert once between them', async () => {
      const P = await loadPlaces(a);
      const place = { governorate_id: P.gov('Latakia'), city_id: P.city('Latakia') };
      const agent = await signUp(a, 'alert-agent@example.com', { user_type: 'Agent', listing_category: 'real_estate' });
      const members = [
        await signUp(a, 'lina@example.com', { language: 'en' }),
        await signUp(b, 'fadi@example.com', { language: 'en' }),
      ];
      for (const [i, m] of members.entries()) {
        const saved = await post(
          i === 0 ? a : b,
          '/api/save-search',
          {
            name: 'Latakia sales',
            kind: 'property',
            query: `city_id=${place.city_id}&listing_type=sale`,
            alert: 'instant',
          },
          bearer(m.token),
        );
        expect(saved.statusCode).toBe(200);
      }
      await insertListings(a, agent.user.id as number, [
        { ...place, name: 'Sea-view flat', created_at: new Date(Date.now() + 1000) },
        { ...place, name: 'Flat by the port', created_at: new Date(Date.now() + 1000) },
      ]);

      const sent = await Promise.all([
        runSearchAlerts(a.app),
        runSearchAlerts(b.app),
        runSearchAlerts(a.app),
        runSearchAlerts(b.app),
      ]);
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(2);
      for (const email of ['lina@example.com', 'fadi@example.com']) {
        const alerts = (await get(a, `/api/dev/outbox?email=${email}`))
          .json()
          .data.filter((m: { subject: string }) => /saved search/.test(m.subject));
        expect(alerts).toHaveLength(1);
        expect(alerts[0].text).toContain('Sea-view flat');
        expect(alerts[0].text).toContain('Flat by the port');
      }
    });
  },
);
