import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { httpError } from '../../lib/errors.js';
import { attributeLabel, languageOf, validationText } from '../../lib/validation-messages.js';
import type { Lang } from '../../db/types.js';
import { isMediaKind, KIND_RULES, MAX_UPLOAD_BYTES, type MediaKind } from './kinds.js';
import { tooLargeMessage } from './messages.js';

export interface ReceivedUpload {
  kind: MediaKind;
  /** A private temporary file holding the upload; the caller removes it with `discard()`. */
  tempPath: string;
  size: number;
  discard(): Promise<void>;
}

function tooLarge(limit: number, lang: Lang) {
  const message = tooLargeMessage(limit, lang);
  return httpError(400, message, { file: [message] });
}

async function saveToTemp(file: MultipartFile, limit: number, lang: Lang): Promise<{ tempPath: string; size: number }> {
  const tempPath = path.join(os.tmpdir(), `souq-upload-${randomBytes(12).toString('hex')}`);
  const handle = await open(tempPath, 'wx', 0o600);
  let size = 0;
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Stop at the limit instead of buffering the rest: the answer is already known.
      if (size > limit) throw tooLarge(limit, lang);
      await handle.write(chunk);
    }
    if (file.file.truncated) throw tooLarge(limit, lang);
  } catch (err) {
    await handle.close();
    await rm(tempPath, { force: true });
    throw err;
  }
  await handle.close();
  return { tempPath, size };
}

/**
 * Reads the multipart body: the `kind` field and one `file`. The fields may come in either order; when the file comes
 * first its kind is not known yet, so it is held to the largest limit and checked against its own once the kind is.
 */
export async function receiveUpload(req: FastifyRequest): Promise<ReceivedUpload> {
  const lang = languageOf(req.headers['accept-language']);
  const required = (field: string) => validationText('required', lang, { attribute: attributeLabel(field, lang) });
  if (!req.isMultipart()) throw httpError(400, required('file'), { file: [required('file')] });
  let kindValue: unknown;
  let saved: { tempPath: string; size: number } | null = null;
  const discard = async () => {
    if (saved) await rm(saved.tempPath, { force: true });
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kindValue = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || saved) {
        part.file.resume(); // drain what is not ours to read
        continue;
      }
      const limit = isMediaKind(kindValue) ? KIND_RULES[kindValue].maxBytes : MAX_UPLOAD_BYTES;
      saved = await saveToTemp(part, limit, lang);
    }

    const errors: Record<string, string[]> = {};
    if (kindValue === undefined || kindValue === '') errors.kind = [required('kind')];
    else if (!isMediaKind(kindValue))
      errors.kind = [validationText('in', lang, { attribute: attributeLabel('kind', lang) })];
    if (!saved || saved.size === 0) errors.file = [required('file')];
    const first = Object.values(errors)[0];
    if (first) throw httpError(400, first[0]!, errors);

    const kind = kindValue as MediaKind;
    const limit = KIND_RULES[kind].maxBytes;
    if (saved!.size > limit) throw tooLarge(limit, lang);
    return { kind, tempPath: saved!.tempPath, size: saved!.size, discard };
  } catch (err) {
    await discard();
    // The multipart reader's own limits (too many parts, a field too long) are the caller's mistake, not ours.
    if (err && typeof err === 'object' && 'code' in err && String(err.code).startsWith('FST_')) {
      const message = err instanceof Error ? err.message : 'Invalid upload';
      throw httpError(400, message, { file: [message] });
    }
    throw err;
  }
}
