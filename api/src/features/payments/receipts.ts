import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { httpError } from '../../lib/errors.js';
import { detectContent } from '../media/detect.js';
import { MAX_RECEIPT_BYTES, MSG } from './messages.js';

/**
 * Receipts are private: they sit under UPLOADS_DIR in a folder whose name starts with a dot, which the public
 * uploaded-files route refuses to serve (dotfiles: 'deny'), under a random name; only GET /payment-receipt reads
 * them, for the payment's owner or an admin.
 */
const PRIVATE_FOLDER = path.join('.private', 'receipts');

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' } as const;
type ReceiptExt = keyof typeof TYPES;

/** The receipt's type judged by its bytes (the name and the declared type are never used); null if not accepted. */
export async function receiptType(data: Buffer): Promise<{ ext: ReceiptExt; mime: string } | null> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: TYPES.pdf };
  const found = await detectContent(data.subarray(0, 64 * 1024));
  if (found?.media !== 'image' || !(found.type === 'jpg' || found.type === 'png' || found.type === 'webp')) return null;
  return { ext: found.type, mime: TYPES[found.type] };
}

export interface ReceiptForm {
  fields: Record<string, string>;
  receipt: Buffer | null;
  tooLarge: boolean;
}

/** Reads the multipart form (payment_id, reference and one `receipt` file, in any order), holding at most 5 MB. */
export async function readReceiptForm(req: FastifyRequest): Promise<ReceiptForm> {
  if (!req.isMultipart()) throw httpError(400, MSG.receiptRequired, { receipt: [MSG.receiptRequired] });
  const form: ReceiptForm = { fields: {}, receipt: null, tooLarge: false };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'receipt' || form.receipt || form.tooLarge) {
        part.file.resume(); // not ours to read
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // Read to the end (the reader stops a file at the limit by itself): a stream left half-read stalls the form.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= MAX_RECEIPT_BYTES) chunks.push(chunk);
      }
      if (size > MAX_RECEIPT_BYTES || part.file.truncated) form.tooLarge = true;
      if (!form.tooLarge) form.receipt = Buffer.concat(chunks);
    }
  } catch (err) {
    // The multipart reader's own limits (too many parts, a field too long) are the caller's mistake, not ours.
    if (err && typeof err === 'object' && 'code' in err && String(err.code).startsWith('FST_')) {
      const message = err instanceof Error ? err.message : 'Invalid upload';
      throw httpError(400, message, { receipt: [message] });
    }
    throw err;
  }
  return form;
}

/** Stores a receipt privately; returns its path relative to UPLOADS_DIR. */
export async function storeReceipt(uploadsDir: string, tenantId: number, data: Buffer, ext: ReceiptExt): Promise<string> {
  const folder = path.join(PRIVATE_FOLDER, String(tenantId));
  await mkdir(path.join(uploadsDir, folder), { recursive: true, mode: 0o700 });
  const relative = path.join(folder, `${randomBytes(16).toString('hex')}.${ext}`);
  await writeFile(path.join(uploadsDir, relative), data, { mode: 0o600, flag: 'wx' });
  return relative;
}

/** A stored receipt's file, refusing any path outside the private folder. */
export function receiptFile(uploadsDir: string, relative: string): string {
  const root = path.resolve(uploadsDir, PRIVATE_FOLDER);
  const full = path.resolve(uploadsDir, relative);
  if (!full.startsWith(`${root}${path.sep}`)) throw new Error('receipt path outside the private folder');
  return full;
}
