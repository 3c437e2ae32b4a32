import { createHash, createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AlreadyPublishedError, LockBusyError, cacheControlFor, contentTypeFor, type CdnTarget } from './target.js';

// An S3-compatible bucket (AWS S3, MinIO, R2, Ceph…) through signed HTTP requests (AWS Signature Version 4),
// so no cloud SDK is needed. Immutability and the registry lock rely on conditional writes
// (`If-None-Match: *`), which S3 and MinIO honour: a second writer of the same key gets 412. Some
// S3-compatible servers ignore that header and overwrite, so every write of something new is also preceded by
// a check that nothing is there: the conditional write settles races, the check covers servers without it.

export interface S3TargetConfig {
  endpoint: string;
  region: string;
  bucket: string;
  /** Folder inside the bucket ('' for the root). */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base address browsers use for the bucket's objects (the CDN in front of it). */
  publicUrl: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature Version 4 headers for one S3 request. */
export function signS3(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
  config: S3TargetConfig,
  date = new Date(),
): Record<string, string> {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = stamp.slice(0, 8);
  const all: Record<string, string> = {
    ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': stamp,
  };
  const names = Object.keys(all).sort();
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonical = [
    method,
    url.pathname,
    query,
    ...names.map((n) => `${n}:${all[n]!.trim()}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  let key: Buffer = hmac(`AWS4${config.secretAccessKey}`, day);
  for (const part of [config.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key)
    .update(['AWS4-HMAC-SHA256', stamp, scope, sha256(canonical)].join('\n'))
    .digest('hex');
  all.authorization = `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return all;
}

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

export class S3Target implements CdnTarget {
  readonly description: string;
  constructor(private readonly config: S3TargetConfig) {
    this.description = `s3://${config.bucket}/${config.prefix}`;
  }

  private objectKey(key: string): string {
    return this.config.prefix ? `${this.config.prefix.replace(/\/+$/, '')}/${key}` : key;
  }

  private url(key: string, query: Record<string, string> = {}): URL {
    const url = new URL(
      `${this.config.endpoint.replace(/\/+$/, '')}/${this.config.bucket}/${key.split('/').map(encode).join('/')}`,
    );
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url;
  }

  private async request(
    method: string,
    url: URL,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const payload = body ?? Buffer.alloc(0);
    const signed = signS3(
      method,
      url,
      { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      sha256(payload),
      this.config,
    );
    delete signed.host;
    return fetch(url, { method, headers: signed, body: body && body.length ? new Uint8Array(body) : undefined });
  }

  private async fail(res: Response, what: string): Promise<never> {
    throw new Error(`${this.description}: ${what} failed with HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  }

  publicUrl(key: string): string {
    return `${this.config.publicUrl.replace(/\/+$/, '')}/${key}`;
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.request('HEAD', this.url(this.objectKey(key)));
    if (res.status === 404) return false;
    if (!res.ok) return this.fail(res, `HEAD ${key}`);
    return true;
  }

  async read(key: string): Promise<Buffer | null> {
    const res = await this.request('GET', this.url(this.objectKey(key)));
    if (res.status === 404) return null;
    if (!res.ok) return this.fail(res, `GET ${key}`);
    return Buffer.from(await res.arrayBuffer());
  }

  /** Keys (relative to the prefix) and common prefixes directly under `base`, following every page. */
  private async listObjects(
    base: string,
    options: { delimiter?: string; maxKeys?: number } = {},
  ): Promise<{ keys: string[]; folders: string[] }> {
    const keys: string[] = [];
    const folders: string[] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix: base };
      if (options.delimiter) query.delimiter = options.delimiter;
      if (options.maxKeys) query['max-keys'] = String(options.maxKeys);
      if (token) query['continuation-token'] = token;
      const res = await this.request('GET', this.url('', query));
      if (!res.ok) return this.fail(res, `list ${base}`);
      const xml = await res.text();
      const text = (s: string) =>
        s
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'")
          .replace(/&amp;/g, '&');
      for (const m of xml.matchAll(/<Contents>[\s\S]*?<Key>([^<]+)<\/Key>/g)) keys.push(text(m[1]!).slice(base.length));
      for (const m of xml.matchAll(/<CommonPrefixes>\s*<Prefix>([^<]+)<\/Prefix>/g))
        folders.push(text(m[1]!).slice(base.length).replace(/\/$/, ''));
      token =
        !options.maxKeys && /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? text(/<NextContinuationToken>([^<]+)</.exec(xml)?.[1] ?? '') || undefined
          : undefined;
    } while (token);
    return { keys, folders };
  }

  async list(prefix: string): Promise<string[]> {
    const { folders } = await this.listObjects(`${this.objectKey(prefix).replace(/\/+$/, '')}/`, { delimiter: '/' });
    return folders.sort();
  }

  private async putNew(key: string, body: Buffer): Promise<boolean> {
    if (await this.exists(key)) return false;
    const res = await this.request('PUT', this.url(this.objectKey(key)), body, {
      'content-type': contentTypeFor(key),
      'cache-control': cacheControlFor(key),
      'if-none-match': '*',
    });
    if (res.status === 412 || res.status === 409) return false;
    if (!res.ok) return this.fail(res, `PUT ${key}`);
    return true;
  }

  async publishFolder(prefix: string, dir: string): Promise<void> {
    if (await this.exists(`${prefix}/mf-manifest.json`))
      throw new AlreadyPublishedError(
        `${prefix} is already published in ${this.description}; published versions are never overwritten`,
      );
    // Files without a manifest are an interrupted upload (or another one running): not ours to replace.
    const [leftover] = (await this.listObjects(`${this.objectKey(prefix)}/`, { maxKeys: 1 })).keys;
    if (leftover !== undefined) {
      throw new AlreadyPublishedError(
        `${prefix}/${leftover} already exists in ${this.description} without a manifest (an interrupted or running upload); published files are never overwritten. ` +
          `If no upload is running, delete ${this.location(prefix)}/ and publish again.`,
      );
    }
    const files = filesOf(dir);
    // The manifest goes last: until it exists, the version does not.
    const ordered = [
      ...files.filter((f) => f !== 'mf-manifest.json'),
      ...files.filter((f) => f === 'mf-manifest.json'),
    ];
    for (const file of ordered) {
      if (!(await this.putNew(`${prefix}/${file}`, fs.readFileSync(path.join(dir, file))))) {
        throw new AlreadyPublishedError(
          `${prefix}/${file} already exists in ${this.description}; published versions are never overwritten`,
        );
      }
    }
  }

  async replace(key: string, body: Buffer): Promise<void> {
    // One PUT replaces an object atomically: readers get the old or the new registry.
    const res = await this.request('PUT', this.url(this.objectKey(key)), body, {
      'content-type': contentTypeFor(key),
      'cache-control': cacheControlFor(key),
    });
    if (!res.ok) await this.fail(res, `PUT ${key}`);
  }

  private location(key: string): string {
    return `s3://${this.config.bucket}/${this.objectKey(key)}`;
  }

  async lock(key: string, owner: string): Promise<() => Promise<void>> {
    const token = randomUUID();
    const note = Buffer.from(JSON.stringify({ owner, at: new Date().toISOString(), token }));
    const holderOf = async () => {
      try {
        return JSON.parse((await this.read(key))?.toString('utf8') || '{}') as {
          owner?: string;
          at?: string;
          token?: string;
        };
      } catch {
        return {};
      }
    };
    // Read back after writing: on a server that ignores If-None-Match, of two writers racing past the check,
    // one that reads the other's note backs off. That narrows the race there; only conditional writes close it.
    const taken = (await this.putNew(key, note)) && (await holderOf()).token === token;
    if (!taken) {
      const holder = await holderOf();
      throw new LockBusyError(
        `another change to the registry is in progress (${holder.owner ?? 'unknown'}, since ${holder.at ?? '?'}); try again when it has finished. ` +
          `If no change is running, delete ${this.location(key)}.`,
      );
    }
    return async () => {
      // Only our own lock is removed, never one another operator took since.
      if ((await holderOf()).token === token) await this.request('DELETE', this.url(this.objectKey(key)));
    };
  }
}
