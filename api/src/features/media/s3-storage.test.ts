import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newSessionId, signAccessToken } from '../accounts/tokens.js';
import { readS3Config, S3Storage, signV4 } from './s3-storage.js';
import { png } from './test-files.js';

describe('signV4', () => {
  it('matches the signature AWS documents for its GET Object example', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: new Date('2013-05-24T00:00:00Z'),
      },
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('readS3Config', () => {
  it('is off without S3_ENDPOINT and names every missing setting with it', () => {
    expect(readS3Config({})).toBeNull();
    expect(() => readS3Config({ S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT must start with http[\s\S]*S3_BUCKET is required[\s\S]*S3_ACCESS_KEY_ID is required[\s\S]*S3_SECRET_ACCESS_KEY is required/,
    );
  });
});

describe('S3Storage against a local S3-compatible server', () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  const bucket = 'souq-media';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'souq-s3-test-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const env = () => ({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  it('puts, serves and deletes objects with their content type', async () => {
    const storage = new S3Storage(readS3Config(env())!);
    const body = await png();
    await storage.put('property-images/abc123.webp', body, 'image/webp');
    expect(storage.url('property-images/abc123.webp')).toBe(`${endpoint}/${bucket}/property-images/abc123.webp`);
    const res = await fetch(storage.url('property-images/abc123.webp'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
    // Read back through the signed API too (page heads make a share picture from a stored photo).
    expect((await storage.get('property-images/abc123.webp')).equals(body)).toBe(true);
    await storage.delete('property-images/abc123.webp');
    expect((await fetch(storage.url('property-images/abc123.webp'))).status).toBe(404);
  });

  it('takes uploads end to end when S3_* is configured', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, env());
    let t: TestApp | undefined;
    try {
      t = await createTestApp();
      const user = await t.db
        .insertInto('users')
        .values({
          tenant_id: t.tenant.id,
          name: 'S3',
          email: 's3@media.test',
          user_type: 'Agent',
          email_verified_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sessionId = newSessionId();
      const { token, expiresAt } = await signAccessToken(
        { userId: user.id, tenantId: t.tenant.id, sessionId },
        t.config,
      );
      await t.db
        .insertInto('sessions')
        .values({ id: sessionId, tenant_id: t.tenant.id, user_id: user.id, expires_at: expiresAt })
        .execute();

      const boundary = 'souqs3boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nproperty_image\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        await png(200, 100),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        payload,
        headers: {
          ...t.headers,
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.url.startsWith(`${endpoint}/${bucket}/property-images/`)).toBe(true);
      const object = await fetch(data.url);
      expect(object.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).width).toBe(200);
      const row = await t.db
        .selectFrom('media_files')
        .select('storage')
        .where('id', '=', data.id)
        .executeTakeFirstOrThrow();
      expect(row.storage).toBe('s3');
    } finally {
      await t?.close();
      for (const key of Object.keys(env())) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});
