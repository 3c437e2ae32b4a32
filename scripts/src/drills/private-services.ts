import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

// A PostgreSQL of the drills' own, on a port of its own, so a drill may stop it at will without touching the
// machine's PostgreSQL (which the tests and CI use).

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root the cluster belongs to, and runs as, the postgres user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export interface PrivatePostgres {
  url(database: string): string;
  stop(): void;
  start(): void;
  /** Stops the server and removes its files. */
  destroy(): void;
}

/** A throw-away PostgreSQL cluster in a temporary folder, listening on 127.0.0.1:`port` only. */
export function privatePostgres(port: number): PrivatePostgres {
  const dir = mkdtempSync(path.join(tmpdir(), 'souq-drill-pg-'));
  const data = path.join(dir, 'data');
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) => {
    const [cmd, argv] = asPostgres(path.join(PG_BIN, tool), args);
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale', 'C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  let running = false;
  const server: PrivatePostgres = {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    // Fast shutdown: open connections are cut and in-flight transactions rolled back, as in a restart under load.
    stop() {
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      if (running) server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
