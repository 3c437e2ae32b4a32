import { bearer } from '../../test/accounts.js';
import type { TestApp } from '../../test/test-app.js';

// Steps the verification and duplicate tests share: sending a document and uploading a photo as the forms do (multipart).

/** Sends a verification document as the member's form does. */
export function sendDocument(
  t: TestApp,
  token: string | null,
  fields: Record<string, string | number>,
  file?: { name: string; data: Buffer },
  headers: Record<string, string> = {},
) {
  const boundary = '----souqdocument';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/verification-requests',
    payload: Buffer.concat(parts),
    headers: {
      ...t.headers,
      ...(token ? bearer(token) : {}),
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

/** Uploads these bytes as a listing photo of the member's; returns its media id. */
export async function uploadPhoto(
  t: TestApp,
  token: string,
  kind: 'property_image' | 'product_image',
  data: Buffer,
): Promise<number> {
  const boundary = '----souqphoto';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
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
