import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { UserType } from '../../db/types.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newSessionId, signAccessToken } from '../accounts/tokens.js';
import { KIND_RULES, MEDIA_KINDS, type MediaKind } from './kinds.js';
import {
  bmp,
  gif,
  ico,
  jpegWithExif,
  mp4,
  noisyPng,
  pixelFloodPng,
  png,
  SVG_WITH_SCRIPT,
  webm,
  webp,
} from './test-files.js';

let t: TestApp;
let uploadsDir: string;
let userToken: string;
let adminToken: string;
let userId: number;

async function signIn(userType: UserType, email: string): Promise<{ id: number; token: string }> {
  const user = await t.db
    .insertInto('users')
    .values({ tenant_id: t.tenant.id, name: userType, email, user_type: userType, email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = newSessionId();
  const { token, expiresAt } = await signAccessToken({ userId: user.id, tenantId: t.tenant.id, sessionId }, t.config);
  await t.db
    .insertInto('sessions')
    .values({ id: sessionId, tenant_id: t.tenant.id, user_id: user.id, expires_at: expiresAt })
    .execute();
  return { id: user.id, token };
}

interface UploadOptions {
  token?: string | null;
  filename?: string;
  contentType?: string;
  /** Put the kind after the file (clients are free to order fields as they like). */
  kindLast?: boolean;
  kind?: string | null;
  /** The caller's Accept-Language (English when none). */
  language?: string;
}

function multipartBody(fields: { name: string; value: string | Buffer; filename?: string; contentType?: string }[]) {
  const boundary = `----souq${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of fields) {
    const disposition = `form-data; name="${f.name}"${f.filename ? `; filename="${f.filename}"` : ''}`;
    const type = f.filename ? `\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(f.value) ? f.value : Buffer.from(f.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(kind: MediaKind | string | null, file: Buffer | null, options: UploadOptions = {}) {
  const fields: Parameters<typeof multipartBody>[0] = [];
  const kindField = kind === null ? [] : [{ name: 'kind', value: kind }];
  const fileField =
    file === null
      ? []
      : [{ name: 'file', value: file, filename: options.filename ?? 'upload.bin', contentType: options.contentType }];
  fields.push(...(options.kindLast ? [...fileField, ...kindField] : [...kindField, ...fileField]));
  const body = multipartBody(fields);
  const token = options.token === undefined ? userToken : options.token;
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: {
      ...t.headers,
      'content-type': body.contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: body.payload,
  });
}

const served = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });
const mediaCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('media_files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const dir of await readdir(uploadsDir).catch(() => [] as string[])) {
    for (const f of await readdir(path.join(uploadsDir, dir))) out.push(`${dir}/${f}`);
  }
  return out;
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'souq-media-test-'));
  t = await createTestApp({ config: { UPLOADS_DIR: uploadsDir } });
  const user = await signIn('Agent', 'agent@media.test');
  userId = user.id;
  userToken = user.token;
  adminToken = (await signIn('Admin', 'admin@media.test')).token;
});

afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('POST /api/media/upload: every kind', () => {
  const sample = async (kind: MediaKind): Promise<Buffer> => {
    if (kind === 'product_video') return mp4();
    if (kind === 'property_video') return webm();
    return kind.endsWith('image') ? jpegWithExif(120, 90) : png(300, 100);
  };

  it.each(MEDIA_KINDS)('stores a %s in its own folder under a random name, with a record', async (kind) => {
    const rule = KIND_RULES[kind];
    const res = await upload(kind, await sample(kind), {
      token: rule.adminOnly ? adminToken : userToken,
      filename: 'my holiday <photo>.jpg',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'File uploaded successfully', data: { kind } });
    const data = body.data;
    expect(data.url).toMatch(new RegExp(`^/api/uploaded-files/${rule.folder}/[0-9a-f]{32}\\.(webp|mp4|webm)$`));
    expect(data.url).not.toContain('holiday');

    const row = await t.db.selectFrom('media_files').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: t.tenant.id,
      kind,
      path: data.path,
      storage: 'local',
      size_bytes: data.size,
    });
    if (rule.media === 'image') {
      expect(row.content_type).toBe('image/webp');
      // Listing photos also get their link-preview picture (image-process.ts ogVariant).
      expect(Object.keys(row.variants).sort()).toEqual(rule.og ? ['main', 'og', 'thumb'] : ['main', 'thumb']);
    } else {
      expect(row.content_type).toBe(kind === 'product_video' ? 'video/mp4' : 'video/webm');
    }

    const file = await served(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(row.content_type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    if (rule.media === 'image') expect((await served(data.variants.thumb.url)).statusCode).toBe(200);
    if (rule.media === 'image' && rule.og) {
      const og = await served(data.variants.og.url);
      expect(og.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(og.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
  });

  it.each([
    ['jpg', () => jpegWithExif()],
    ['png', () => png()],
    ['gif', () => gif()],
    ['bmp', () => bmp()],
    ['webp', () => webp()],
    ['ico', () => ico()],
  ])('accepts a %s picture and re-encodes it as WebP', async (type, make) => {
    const res = await upload('property_image', await make());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ source_type: type, content_type: 'image/webp' });
  });

  it('takes the kind field before or after the file', async () => {
    const res = await upload('company_logo', await png(), { kindLast: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toContain('/company-logos/');
  });
});

describe('POST /api/media/upload: refusals', () => {
  it('answers 401 without a valid token and stores nothing', async () => {
    const before = await mediaCount();
    const none = await upload('product_image', await png(), { token: null });
    expect(none.statusCode).toBe(401);
    expect(none.json().success).toBe(false);
    expect((await upload('product_image', await png(), { token: 'not-a-token' })).statusCode).toBe(401);
    expect(await mediaCount()).toBe(before);
  });

  it("refuses a file over the kind's size limit with a 400 naming the file field", async () => {
    const before = await mediaCount();
    const filesBefore = await storedFiles();
    const big = await noisyPng(1000, 1000); // about 3 MB; company logos are limited to 2 MB
    expect(big.length).toBeGreaterThan(KIND_RULES.company_logo.maxBytes);
    for (const kindLast of [false, true]) {
      const res = await upload('company_logo', big, { kindLast });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'The file may not be greater than 2 MB.',
        errors: { file: ['The file may not be greater than 2 MB.'] },
      });
    }
    expect(await mediaCount()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('judges the type by content: a PNG named .mp4 and sent as video/mp4 is not a video', async () => {
    const res = await upload('property_video', await png(), { filename: 'tour.mp4', contentType: 'video/mp4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file[0]).toBe('The file must be a video of type: mp4, avi, mov, wmv, flv, webm, mkv.');
  });

  it('judges the type by content: a page named .jpg and sent as image/jpeg is not an image', async () => {
    const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const res = await upload('property_image', page, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(400);
    // Only the types this kind takes: SVG is refused for it, so it is not named.
    expect(res.json().errors.file[0]).toBe('The file must be an image of type: jpg, jpeg, png, gif, bmp, webp, ico.');
    // A video is not an image either.
    expect(
      (await upload('property_image', mp4(), { filename: 'photo.png', contentType: 'image/png' })).statusCode,
    ).toBe(400);
  });

  it('refuses SVG on kinds that users upload, with the message naming the types they take', async () => {
    for (const kind of ['user_profile_image', 'product_image', 'property_image', 'company_logo'] as const) {
      const res = await upload(kind, Buffer.from(SVG_WITH_SCRIPT), { filename: 'logo.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(400);
      const message = 'The file must be an image of type: jpg, jpeg, png, gif, bmp, webp, ico.';
      expect(res.json()).toEqual({ success: false, message, errors: { file: [message] } });
    }
  });

  it("names SVG among the types of administrators' kinds, which take it", async () => {
    const res = await upload('banner', mp4(), { token: adminToken, filename: 'banner.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toEqual([
      'The file must be an image of type: jpg, jpeg, png, gif, bmp, webp, svg, ico.',
    ]);
  });

  it('says why in Arabic to a caller reading Arabic', async () => {
    const svg = await upload('property_image', Buffer.from(SVG_WITH_SCRIPT), { language: 'ar' });
    expect(svg.json()).toMatchObject({
      message: 'يجب أن يكون الملف صورة من نوع: jpg، jpeg، png، gif، bmp، webp، ico.',
      errors: { file: ['يجب أن يكون الملف صورة من نوع: jpg، jpeg، png، gif، bmp، webp، ico.'] },
    });
    const notVideo = await upload('property_video', await png(), { language: 'ar-SY,ar;q=0.9,en;q=0.5' });
    expect(notVideo.json().errors.file).toEqual([
      'يجب أن يكون الملف فيديو من نوع: mp4، avi، mov، wmv، flv، webm، mkv.',
    ]);
    const big = await upload('company_logo', await noisyPng(1000, 1000), { language: 'ar' });
    expect(big.json().errors.file).toEqual(['يجب ألا يزيد حجم الملف عن 2 MB.']);
    const noFile = await upload('product_image', null, { language: 'ar' });
    expect(noFile.json().errors).toEqual({ file: ['حقل الملف مطلوب'] });
    const badKind = await upload('passport_scan', await png(), { language: 'ar' });
    expect(badKind.json().errors).toEqual({ kind: ['القيمة المختارة في حقل النوع غير صالحة.'] });
  });

  it("keeps administrators' kinds for administrators (403 for anyone else)", async () => {
    const res = await upload('banner', await png());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'You do not have permission!' });
  });

  it('refuses a pixel flood (a small file that decodes to billions of pixels)', async () => {
    const flood = await pixelFloodPng();
    expect(flood.length).toBeLessThan(1024);
    const res = await upload('property_image', flood);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file[0]).toMatch(/too many pixels/);
  });

  it('names the missing or wrong fields', async () => {
    const noKind = await upload(null, await png());
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().errors).toEqual({ kind: ['The kind field is required'] });

    const badKind = await upload('passport_scan', await png());
    expect(badKind.json().errors).toEqual({ kind: ['The selected kind is invalid.'] });

    const noFile = await upload('product_image', null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file: ['The file field is required'] });

    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...t.headers, authorization: `Bearer ${userToken}` },
      payload: { kind: 'product_image', file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().errors.file).toEqual(['The file field is required']);
  });
});

describe('what is stored and served', () => {
  it('sanitises SVG on an administrator kind and serves it inert', async () => {
    const res = await upload('banner', Buffer.from(SVG_WITH_SCRIPT), { token: adminToken });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ content_type: 'image/svg+xml', source_type: 'svg' });
    expect(data.url).toMatch(/\.svg$/);
    const file = await served(data.url);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.body).toContain('<circle');
    expect(file.body).not.toMatch(/script|onload|cookie|evil/);
    expect(data.variants.thumb.content_type).toBe('image/webp');
  });

  it('removes EXIF (and applies the orientation first)', async () => {
    const res = await upload('property_image', await jpegWithExif(80, 40));
    const file = await served(res.json().data.url);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(file.rawPayload.includes(Buffer.from('home address'))).toBe(false);
  });

  it('turns polyglots (an image with a page or script riding along) into plain pictures', async () => {
    const payload = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
    const gifScript = Buffer.concat([await gif(), Buffer.from(';/*'), payload, Buffer.from('*/')]);
    const jpegHtml = Buffer.concat([await jpegWithExif(), payload]);
    for (const polyglot of [gifScript, jpegHtml]) {
      const res = await upload('product_image', polyglot, { filename: 'x.html', contentType: 'text/html' });
      expect(res.statusCode).toBe(200);
      const file = await served(res.json().data.url);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect(file.rawPayload.includes(Buffer.from('<html'))).toBe(false);
    }
  });

  it('serves a video with a page riding along only as a video, which the browser will not run as a page', async () => {
    const payload = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
    const res = await upload('product_video', Buffer.concat([mp4(), payload]), {
      filename: 'x.html',
      contentType: 'text/html',
    });
    expect(res.statusCode).toBe(200);
    const file = await served(res.json().data.url);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });

  it('records the owner and tenant of each upload', async () => {
    const res = await upload('user_profile_image', await png());
    const row = await t.db
      .selectFrom('media_files')
      .select(['owner_id', 'tenant_id', 'source_type', 'source_bytes'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: userId, tenant_id: t.tenant.id, source_type: 'png' });
  });

  it('does not serve anything outside the uploads folder', async () => {
    const res = await served('/api/uploaded-files/../../package.json');
    expect(res.statusCode).not.toBe(200);
    expect((await served('/api/uploaded-files/product-images/')).statusCode).not.toBe(200);
  });
});
