import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import contentDisposition from 'content-disposition';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { httpError } from '../../lib/errors.js';
import { detectContent } from './detect.js';
import { SANDBOXED_FILE_POLICY } from './sandbox-policy.js';

/**
 * Private files (payment receipts, ownership documents, licences) sit under UPLOADS_DIR/.private/<folder>/<tenant>/,
 * a folder whose name starts with a dot, which the public uploaded-files route refuses to serve (dotfiles: 'deny'),
 * under a random name. Only the route that owns a folder reads its files back, for their owner or an admin.
 */
const PRIVATE_ROOT = '.private';

/** The largest private file any route takes (a route may take less: receipts take 5 MB). */
export const MAX_PRIVATE_FILE_BYTES = 10 * 1024 * 1024;

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' } as const;
export type PrivateFileExt = keyof typeof TYPES;

/** The file's type judged by its bytes (the name and the declared type are never used); null if not accepted. */
export async function privateFileType(data: Buffer): Promise<{ ext: PrivateFileExt; mime: string } | null> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: TYPES.pdf };
  const found = await detectContent(data.subarray(0, 64 * 1024));
  if (found?.media !== 'image' || !(found.type === 'jpg' || found.type === 'png' || found.type === 'webp')) return null;
  return { ext: found.type, mime: TYPES[found.type] };
}

/** A file's extension from its stored type. */
export const extOfMime = (mime: string): PrivateFileExt =>
  (Object.entries(TYPES).find(([, m]) => m === mime)?.[0] ?? 'pdf') as PrivateFileExt;

export interface PrivateForm {
  fields: Record<string, string>;
  file: Buffer | null;
  /** The name the member's file had (for its download name only; never used on disk). */
  fileName: string | null;
  tooLarge: boolean;
}

/**
 * Reads a multipart form of text fields and one file named `field`, in any order, holding at most `maxBytes` of it.
 * `requiredMessage` answers a request that is not multipart at all.
 */
export async function readPrivateForm(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  requiredMessage: string,
): Promise<PrivateForm> {
  if (!req.isMultipart()) throw httpError(400, requiredMessage, { [field]: [requiredMessage] });
  const form: PrivateForm = { fields: {}, file: null, fileName: null, tooLarge: false };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || form.file || form.tooLarge) {
        part.file.resume(); // not ours to read
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // Read to the end (the reader stops a file at the limit by itself): a stream left half-read stalls the form.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      }
      if (size > maxBytes || part.file.truncated) form.tooLarge = true;
      if (!form.tooLarge) {
        form.file = Buffer.concat(chunks);
        form.fileName = part.filename ? part.filename.slice(0, 200) : null;
      }
    }
  } catch (err) {
    // The multipart reader's own limits (too many parts, a field too long) are the caller's mistake, not ours.
    if (err && typeof err === 'object' && 'code' in err && String(err.code).startsWith('FST_')) {
      const message = err instanceof Error ? err.message : 'Invalid upload';
      throw httpError(400, message, { [field]: [message] });
    }
    throw err;
  }
  return form;
}

/** What a form's file lacks, as the route words it: too large, missing, or not a picture or a PDF; null when accepted. */
export async function checkPrivateFile(
  form: PrivateForm,
  messages: { required: string; type: string; tooLarge: string },
): Promise<{ error: string } | { data: Buffer; type: { ext: PrivateFileExt; mime: string } }> {
  if (form.tooLarge) return { error: messages.tooLarge };
  if (!form.file || form.file.length === 0) return { error: messages.required };
  const type = await privateFileType(form.file);
  return type ? { data: form.file, type } : { error: messages.type };
}

/** Stores a file privately in the folder; returns its path relative to UPLOADS_DIR. */
export async function storePrivateFile(
  uploadsDir: string,
  folder: string,
  tenantId: number,
  data: Buffer,
  ext: PrivateFileExt,
): Promise<string> {
  if (!/^[a-z][a-z0-9-]*$/.test(folder)) throw new Error(`unsafe private folder: ${folder}`);
  const dir = path.join(PRIVATE_ROOT, folder, String(tenantId));
  await mkdir(path.join(uploadsDir, dir), { recursive: true, mode: 0o700 });
  const relative = path.join(dir, `${randomBytes(16).toString('hex')}.${ext}`);
  await writeFile(path.join(uploadsDir, relative), data, { mode: 0o600, flag: 'wx' });
  return relative;
}

/** A stored private file's path on disk, refusing any path outside the private folders. */
export function privateFilePath(uploadsDir: string, relative: string): string {
  const root = path.resolve(uploadsDir, PRIVATE_ROOT);
  const full = path.resolve(uploadsDir, relative);
  if (!full.startsWith(`${root}${path.sep}`)) throw new Error('private file path outside the private folder');
  return full;
}

/** Removes a stored private file (a write that did not happen after all). */
export async function removePrivateFile(uploadsDir: string, relative: string): Promise<void> {
  await rm(privateFilePath(uploadsDir, relative), { force: true });
}

/** The private files a browser may show by itself: pictures, which run nothing. */
const SHOWN_INLINE = new Set<string>([TYPES.jpg, TYPES.png, TYPES.webp]);

/**
 * Answers with a private file, never cached by a shared cache nor kept by the browser, never read as another type
 * than its own, and under the same sandbox as public media (sandbox-policy.ts). A picture is shown inline; anything
 * else (a PDF, which may hold a script) is handed over as a download, never opened in the site's origin. The name is
 * written for every browser (RFC 6266, with RFC 5987's `filename*` for a name in Arabic).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  uploadsDir: string,
  file: { path: string; mime: string; downloadName: string },
) {
  const type = SHOWN_INLINE.has(file.mime) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(safeDownloadName(file.downloadName), { type }))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SANDBOXED_FILE_POLICY)
    .header('cache-control', 'private, no-store')
    .send(createReadStream(privateFilePath(uploadsDir, file.path)));
}

/** A download's name with nothing a file system or a header could take for more: letters, digits, `.`, `_`, `-`. */
export function safeDownloadName(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '_')
    .replace(/^[._]+/, '')
    .slice(0, 120);
  return safe || 'file';
}
