import fs from 'node:fs';
import path from 'node:path';
import { processesHolding } from '../lib/open-files.js';

/**
 * Whether a process has the embedded database's folder open. PGlite takes no lock a second process would notice: two
 * processes on one folder corrupt it, and a copy taken while the API writes is not consistent. On Linux the
 * processes holding files in it are found through /proc (this one included); elsewhere PGlite's postmaster.pid,
 * which it removes when it closes cleanly, is the only sign.
 */
export function embeddedDatabaseHolders(dataDir: string): { pids: number[]; pidFile: boolean } {
  const dir = path.resolve(dataDir);
  const pidFile = fs.existsSync(path.join(dir, 'postmaster.pid'));
  if (!fs.existsSync('/proc/self/fd')) return { pids: pidFile ? [-1] : [], pidFile };
  const pids = processesHolding((target) => target === dir || target.startsWith(`${dir}/`));
  return { pids, pidFile };
}

export function assertEmbeddedDatabaseFree(dataDir: string): void {
  const { pids } = embeddedDatabaseHolders(dataDir);
  if (!pids.length) return;
  const who =
    pids[0] === -1
      ? 'a process (its postmaster.pid is there)'
      : pids.map((p) => (p === process.pid ? `this process (${p})` : `process ${p}`)).join(', ');
  throw new Error(
    `The embedded database in ${dataDir} is open in ${who}: stop the API (pnpm start / pnpm dev) first, then try again.`,
  );
}
