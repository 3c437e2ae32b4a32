import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative, slash-separated paths made by the server (`<kind folder>/<random>.webp`);
 * the upload route never sees a file-system path, so a storage backend is a configuration choice.
 */
export interface MediaStorage {
  readonly name: 'local' | 's3';
  /** Writes bytes, or the content of a local temporary file, under the key with the given Content-Type. */
  put(key: string, body: Buffer | { filePath: string }, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The stored bytes of the key (page heads make a missing share picture from the main one). */
  get(key: string): Promise<Buffer>;
  /** The address a browser uses for the key. */
  url(key: string): string;
}

/** Random, unguessable file names: nothing of the uploader's file name reaches the disk or the URL. */
export function randomName(): string {
  return randomBytes(16).toString('hex');
}

function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

export class LocalDiskStorage implements MediaStorage {
  readonly name = 'local' as const;
  constructor(
    private readonly root: string,
    private readonly publicPath: string,
  ) {}

  async put(key: string, body: Buffer | { filePath: string }, _contentType: string): Promise<void> {
    assertSafeKey(key);
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed when complete: a write cut short (a full disk) leaves no half
    // file under the key, where it would be served.
    const partial = `${target}.${randomName()}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
      else await copyFile(body.filePath, partial, constants.COPYFILE_EXCL);
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(path.join(this.root, key), { force: true });
  }

  async get(key: string): Promise<Buffer> {
    assertSafeKey(key);
    return readFile(path.join(this.root, key));
  }

  url(key: string): string {
    return `${this.publicPath.replace(/\/+$/, '')}/${key}`;
  }
}
