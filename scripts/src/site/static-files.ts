import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt']);

/** A file name carrying a content hash (`name.3f2a9c1d.js`) never changes, so browsers may keep it for good. */
export function isContentHashed(file: string): boolean {
  return /\.[0-9a-f]{8,}\.(js|css|mjs)$/.test(path.basename(file));
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

// Compressed bodies are kept per file version: the site serves the same few hundred files all day.
const compressed = new Map<string, Buffer>();

export function pickEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encode(file: string, stat: fs.Stats, encoding: 'br' | 'gzip'): Buffer {
  const key = `${file}:${stat.mtimeMs}:${stat.size}:${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = fs.readFileSync(file);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : zlib.gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** Resolves `urlPath` inside `root`, refusing anything that would step outside it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

export interface SendOptions {
  cacheControl: string;
  headers?: Record<string, string>;
}

/** Sends one file with its type, caching policy and (when the client accepts it) compression. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, options: SendOptions): boolean {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const ext = path.extname(file).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': options.cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': stat.mtime.toUTCString(),
    Vary: 'Accept-Encoding',
    ...options.headers,
  };
  const since = req.headers['if-modified-since'];
  if (
    since &&
    options.cacheControl === CACHE_REVALIDATE &&
    Date.parse(since) >= Math.floor(stat.mtimeMs / 1000) * 1000
  ) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const encoding = COMPRESSIBLE.has(ext) && stat.size > 512 ? pickEncoding(req) : null;
  const body = encoding ? encode(file, stat, encoding) : fs.readFileSync(file);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
