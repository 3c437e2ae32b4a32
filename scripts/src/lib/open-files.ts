import fs from 'node:fs';

/**
 * The processes (that this user may look at) holding an open file whose link target matches, found through Linux's
 * /proc; empty where there is no /proc. A process that ends or closes the file meanwhile is simply not counted.
 */
export function processesHolding(matches: (target: string) => boolean, first = false): number[] {
  if (!fs.existsSync('/proc/self/fd')) return [];
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return matches(fs.readlinkSync(`/proc/${entry}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (holds) {
      pids.push(Number(entry));
      if (first) break;
    }
  }
  return pids;
}
