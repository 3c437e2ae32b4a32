import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../db/types.js';
import {
  privateFilePath,
  privateFileType,
  type PrivateFileExt,
  readPrivateForm,
  storePrivateFile,
} from '../media/private-files.js';
import { MAX_RECEIPT_BYTES, MSG } from './messages.js';

/**
 * Receipts are private files (media/private-files.ts) in the 'receipts' folder; only GET /payment-receipt reads them,
 * for the payment's owner or an admin.
 */
const FOLDER = 'receipts';

/** The receipt's type judged by its bytes (the name and the declared type are never used); null if not accepted. */
export const receiptType = privateFileType;

export interface ReceiptForm {
  fields: Record<string, string>;
  receipt: Buffer | null;
  tooLarge: boolean;
}

/** Reads the multipart form (payment_id, reference and one `receipt` file, in any order), holding at most 5 MB. */
export async function readReceiptForm(req: FastifyRequest): Promise<ReceiptForm> {
  const form = await readPrivateForm(req, 'receipt', MAX_RECEIPT_BYTES, MSG.receiptRequired);
  return { fields: form.fields, receipt: form.file, tooLarge: form.tooLarge };
}

/** Stores a receipt privately; returns its path relative to UPLOADS_DIR. */
export function storeReceipt(uploadsDir: string, tenantId: number, data: Buffer, ext: PrivateFileExt): Promise<string> {
  return storePrivateFile(uploadsDir, FOLDER, tenantId, data, ext);
}

/** The name an admin's (or the member's) browser saves a receipt under, in their language: receipt-SQ-000042.pdf. */
export function receiptDownloadName(code: string, ext: PrivateFileExt, lang: Lang): string {
  return `${lang === 'ar' ? 'إيصال' : 'receipt'}-${code}.${ext}`;
}

/** A stored receipt's file, refusing any path outside the private folder. */
export const receiptFile = privateFilePath;
