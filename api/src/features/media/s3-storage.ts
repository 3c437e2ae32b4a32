import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { MediaStorage } from './storage.js';

// S3-compatible object storage (AWS S3, MinIO, Ceph, R2, …) through plain signed HTTP requests (AWS Signature
// Version 4), so no cloud SDK is needed for the two calls media makes: put an object, delete an object.

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base address browsers use for objects (a CDN, or the bucket's public address). */
  publicUrl: string;
  /** `endpoint/bucket/key` (true) or `bucket.endpoint/key` (false). */
  forcePathStyle: boolean;
}

/** S3 settings from the environment; null when S3_ENDPOINT is not set (local disk is used then). */
export function readS3Config(env: Record<string, string | undefined>): S3Config | null {
  const get = (name: string) => env[name]?.trim() || undefined;
  const endpoint = get('S3_ENDPOINT');
  if (!endpoint) return null;
  const problems: string[] = [];
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      problems.push('S3_ENDPOINT must start with http:// or https://');
  } catch {
    problems.push('S3_ENDPOINT must be a valid URL');
  }
  const required = (name: string) => {
    const value = get(name);
    if (!value) problems.push(`${name} is required when S3_ENDPOINT is set`);
    return value ?? '';
  };
  const bucket = required('S3_BUCKET');
  const accessKeyId = required('S3_ACCESS_KEY_ID');
  const secretAccessKey = required('S3_SECRET_ACCESS_KEY');
  const pathStyle = get('S3_FORCE_PATH_STYLE') ?? 'true';
  if (pathStyle !== 'true' && pathStyle !== 'false') problems.push('S3_FORCE_PATH_STYLE must be true or false');
  if (problems.length) throw new Error(`Invalid S3 configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const base = endpoint.replace(/\/+$/, '');
  return {
    endpoint: base,
    region: get('S3_REGION') ?? 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    publicUrl: (get('S3_PUBLIC_URL') ?? `${base}/${bucket}`).replace(/\/+$/, ''),
    forcePathStyle: pathStyle === 'true',
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface SignRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  date: Date;
}

/** AWS Signature Version 4 for S3: returns the request's headers plus host, x-amz-* and authorization. */
export function signV4(
  request: SignRequest,
  credentials: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>,
): Record<string, string> {
  const now = request.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const date = now.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': now,
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    request.method,
    request.url.pathname,
    '',
    ...names.map((n) => `${n}:${headers[n]!.trim()}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${date}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', now, scope, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, date);
  for (const part of [credentials.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return headers;
}

export class S3Storage implements MediaStorage {
  readonly name = 's3' as const;
  constructor(private readonly config: S3Config) {}

  private objectUrl(key: string): URL {
    const endpoint = new URL(this.config.endpoint);
    if (this.config.forcePathStyle) return new URL(`${this.config.endpoint}/${this.config.bucket}/${encodeKey(key)}`);
    return new URL(`${endpoint.protocol}//${this.config.bucket}.${endpoint.host}/${encodeKey(key)}`);
  }

  private signedHeaders(
    method: string,
    url: URL,
    payloadHash: string,
    extra: Record<string, string>,
  ): Record<string, string> {
    return signV4({ method, url, payloadHash, headers: extra, date: new Date() }, this.config);
  }

  private send(method: string, url: URL, headers: Record<string, string>, body?: Buffer | Readable): Promise<Buffer> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(Buffer.concat(chunks));
          else
            reject(
              new Error(
                `S3 ${method} ${url.pathname} failed with ${status}: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`,
              ),
            );
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      if (!body) req.end();
      else if (Buffer.isBuffer(body)) req.end(body);
      else body.pipe(req);
    });
  }

  async put(key: string, body: Buffer | { filePath: string }, contentType: string): Promise<void> {
    const url = this.objectUrl(key);
    const isBuffer = Buffer.isBuffer(body);
    const length = isBuffer ? body.length : (await stat(body.filePath)).size;
    const payloadHash = isBuffer ? sha256(body) : await hashFile(body.filePath);
    const headers = this.signedHeaders('PUT', url, payloadHash, {
      'content-type': contentType,
      'content-length': String(length),
    });
    await this.send('PUT', url, headers, isBuffer ? body : createReadStream(body.filePath));
  }

  async get(key: string): Promise<Buffer> {
    const url = this.objectUrl(key);
    return this.send('GET', url, this.signedHeaders('GET', url, sha256(''), {}));
  }

  async delete(key: string): Promise<void> {
    const url = this.objectUrl(key);
    await this.send('DELETE', url, this.signedHeaders('DELETE', url, sha256(''), {}));
  }

  url(key: string): string {
    return `${this.config.publicUrl}/${encodeKey(key)}`;
  }
}
