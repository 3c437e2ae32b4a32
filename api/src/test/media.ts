import type { MediaKind } from '../features/media/kinds.js';
import { mp4, png } from '../features/media/test-files.js';
import { bearer } from './accounts.js';
import type { TestApp } from './test-app.js';

/** Uploads a small picture (a photo kind) or video (a video kind) as this member, as the listing forms do; returns its media id. */
export async function uploadMedia(t: TestApp, token: string, kind: MediaKind): Promise<number> {
  const video = kind.endsWith('_video');
  const boundary = '----souqtest';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${video ? 'a.mp4' : 'a.png'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    video ? mp4() : await png(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body,
    headers: { ...t.headers, ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.id;
}
