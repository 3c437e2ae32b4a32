import fs from 'node:fs';
import path from 'node:path';
import { AlreadyPublishedError, LockBusyError, type CdnTarget } from './target.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The local static "CDN" folder that `pnpm start` serves under /remotes/. */
export class LocalFolderTarget implements CdnTarget {
  readonly description: string;
  constructor(readonly dir: string) {
    this.description = `folder ${dir}`;
  }

  private file(key: string): string {
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) throw new Error(`${key}: outside ${this.dir}`);
    return file;
  }

  publicUrl(key: string): string {
    return key === 'remotes.json' ? '/remotes.json' : `/remotes/${key}`;
  }

  async exists(key: string): Promise<boolean> {
    return fs.existsSync(this.file(key));
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return fs.readFileSync(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const dir = this.file(prefix);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.includes('.tmp-'))
      .map((d) => d.name)
      .sort();
  }

  async publishFolder(prefix: string, dir: string): Promise<void> {
    const target = this.file(prefix);
    if (fs.existsSync(target))
      throw new AlreadyPublishedError(
        `${prefix} is already published in ${this.dir}; published versions are never overwritten`,
      );
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Copied beside the target, then renamed into place in one step: a version folder is complete or absent.
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(dir, tmp, { recursive: true });
    try {
      if (fs.existsSync(target))
        throw new AlreadyPublishedError(`${prefix} was published meanwhile; published versions are never overwritten`);
      fs.renameSync(tmp, target);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }

  async replace(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, body);
    fs.renameSync(tmp, file);
  }

  async lock(key: string, owner: string): Promise<() => Promise<void>> {
    const file = this.file(key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (let attempt = 0; ; attempt += 1) {
      try {
        // 'wx' creates the file only if it does not exist: of two operators, exactly one gets it.
        fs.writeFileSync(file, JSON.stringify({ owner, pid: process.pid, at: new Date().toISOString() }), {
          flag: 'wx',
        });
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        let holder: { owner?: string; pid?: number; at?: string } = {};
        try {
          holder = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof holder;
        } catch {
          // being written right now, or empty: treat it as held
        }
        // A lock left by a process that died (on this machine) is taken over once.
        if (attempt === 0 && typeof holder.pid === 'number' && !isRunning(holder.pid)) {
          fs.rmSync(file, { force: true });
          continue;
        }
        throw new LockBusyError(
          `another change to the registry is in progress (${holder.owner ?? 'unknown'}, pid ${holder.pid ?? '?'}, since ${holder.at ?? '?'}); ` +
            `try again when it has finished. If no change is running, remove ${file}.`,
        );
      }
    }
    return async () => {
      fs.rmSync(file, { force: true });
    };
  }
}
