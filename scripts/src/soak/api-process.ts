// The API's own process under `pnpm start` (pnpm → sh → tsx → node start.ts → pnpm → sh → tsx → node server.ts):
// the one that listens on the API's port, found through Linux's /proc, and its resident memory.
import fs from 'node:fs';
import { processesHolding } from '../lib/open-files.js';

/** The inodes of the sockets listening on `port` (IPv4 and IPv6), from /proc/net/tcp*. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the tenth field.
      if (fields.length > 9 && fields[1]!.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** The process (of this user's) holding the socket that listens on `port`; null when there is none (yet). */
export function pidListeningOn(port: number): number | null {
  const inodes = listeningInodes(port);
  if (!inodes.size) return null;
  const [pid] = processesHolding((target) => inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? ''), true);
  return pid ?? null;
}

/** The process's resident set size in bytes (VmRSS), or null once it has exited. */
export function residentBytes(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
