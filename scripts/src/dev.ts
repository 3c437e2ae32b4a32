/**
 * `pnpm dev`: the API in watch mode plus a webpack dev server with hot reload per app
 * (shell on :3000, which reads a dev registry pointing at the remotes' dev servers). Ctrl-C stops all.
 */
import type { ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { APPS } from './lib/paths.js';
import { startChild, stopChild } from './lib/run.js';

const children: ChildProcess[] = [];

function launch(label: string, args: string[]): void {
  const child = startChild('pnpm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`${label.padEnd(13)}│ ${line}`));
  }
  child.on('exit', (code) => console.log(`${label.padEnd(13)}│ stopped (exit ${code})`));
  children.push(child);
}

launch('api', ['--filter', '@souq/api', 'run', 'dev']);
for (const app of APPS) launch(app, ['--filter', app, 'run', 'dev']);
console.log('[souq] dev servers starting: open http://localhost:3000 (API on :4000)');

const stopAll = () => {
  for (const child of children) stopChild(child);
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
