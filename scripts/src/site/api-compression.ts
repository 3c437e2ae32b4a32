import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { pickEncoding } from './static-files.js';

// API answers are JSON (a page of search results is ~10 KB, ~2 KB compressed): on a weak mobile connection that is
// the difference that matters, so the site compresses them on the way out, as a CDN or reverse proxy in front of
// the API would. Images and videos are already compressed and pass through untouched.
const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json|javascript|xml)|text\/)/i;
const MIN_BYTES = 1024;
// Hop-by-hop headers describe the connection to the API, not to the visitor.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'];

function vary(current: string | string[] | undefined): string {
  const list = [current].flat().filter(Boolean).join(', ');
  return /\baccept-encoding\b/i.test(list) ? list : list ? `${list}, Accept-Encoding` : 'Accept-Encoding';
}

/** Sends the API's answer to the visitor, compressed when it is text worth compressing and they accept it. */
export function sendApiResponse(apiRes: IncomingMessage, req: IncomingMessage, res: ServerResponse): void {
  const headers: OutgoingHttpHeaders = { ...apiRes.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const length = Number(apiRes.headers['content-length'] ?? NaN);
  const compressible =
    req.method !== 'HEAD' &&
    apiRes.statusCode !== 204 &&
    apiRes.statusCode !== 304 &&
    !apiRes.headers['content-encoding'] &&
    COMPRESSIBLE.test(String(apiRes.headers['content-type'] ?? '')) &&
    !(length < MIN_BYTES);
  const encoding = compressible ? pickEncoding(req) : null;
  if (compressible) headers.vary = vary(apiRes.headers.vary);
  if (!encoding) {
    res.writeHead(apiRes.statusCode ?? 502, apiRes.statusMessage, headers);
    pipeline(apiRes, res, () => {});
    return;
  }
  delete headers['content-length'];
  headers['content-encoding'] = encoding;
  res.writeHead(apiRes.statusCode ?? 502, apiRes.statusMessage, headers);
  // Fast settings: the answer is made per request, unlike the static files, which are compressed once at the maximum.
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.createGzip({ level: 6 });
  pipeline(apiRes, compressor, res, () => {});
}
