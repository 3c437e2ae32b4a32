import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { ROOT } from './paths.js';

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Starts a long-running child in its own process group so that stopping it also stops
 * whatever it spawned (pnpm → tsx → node).
 */
export function startChild(cmd: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options });
}

export function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Waits until `url` answers 2xx, or the child exits, or `attempts` run out. */
export async function waitForHttp(url: string, child?: ChildProcess, attempts = 600): Promise<void> {
  for (let i = 0; i < attempts; i += 1) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}
