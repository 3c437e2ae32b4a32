import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, pipelined } from './database.js';
import { PipelinedConnections } from './pipelined-connections.js';

// Pipeline mode is PostgreSQL's own: on the embedded database (no DATABASE_URL) the searches go over the one
// connection it has, and there is nothing here to run against.
const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('pipelined connections', () => {
  let pipes: PipelinedConnections;
  let admin: pg.Client;
  beforeAll(async () => {
    pipes = new PipelinedConnections({ connectionString: url }, 2, 200);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await pipes.end();
    await admin.end();
  });

  const double = (n: number) => pipes.query('SELECT $1::int * 2 AS n', [n], 'test_pipelined_double');

  it('answer each of many statements sent at once with its own result', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => double(i)));
    expect(results.map((r) => r.rows[0].n)).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
  });

  it('fail only the statement that fails, not those sent with it', async () => {
    const results = await Promise.allSettled([double(1), pipes.query('SELECT 1 / $1::int AS n', [0], null), double(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toMatch(/division by zero/);
    expect((await double(4)).rows[0].n).toBe(8);
  });

  it('serve statements that wait for room in the order they came', async () => {
    const one = new PipelinedConnections({ connectionString: url }, 1, 200);
    try {
      const finished: number[] = [];
      // One connection with room for two: two slow statements fill it, the next ones wait in line.
      const slow = [1, 2].map(() => one.query('SELECT pg_sleep(0.1)', [], null));
      const queued = Array.from({ length: 6 }, (_, i) => one.query('SELECT $1::int AS n', [i], null).then(() => finished.push(i)));
      await Promise.all([...slow, ...queued]);
      expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      await one.end();
    }
  });

  it('when closed, refuse the statements still waiting for room, and let those sent finish', async () => {
    const one = new PipelinedConnections({ connectionString: url }, 1, 200);
    const sent = [1, 2].map((n) => one.query('SELECT $1::int AS n, pg_sleep(0.1)', [n], null));
    const refused = expect(one.query('SELECT 3 AS n', [], null)).rejects.toThrow(/closed/);
    await new Promise((resolve) => setImmediate(resolve));
    await one.end();
    expect((await Promise.all(sent)).map((r) => r.rows[0].n)).toEqual([1, 2]);
    await refused;
  });

  it('replace a connection the database closed', async () => {
    const pids = await Promise.all([1, 2, 3, 4].map(() => pipes.query('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)', [], null)));
    const used = [...new Set(pids.map((r) => r.rows[0].pid as number))];
    expect(used).toHaveLength(2);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [used]);
    // The statements that were on the closed connections fail with them; later ones open new connections.
    let answer: number | null = null;
    for (let attempt = 0; attempt < 5 && answer === null; attempt++) {
      answer = await double(21).then((r) => r.rows[0].n as number, () => null);
    }
    expect(answer).toBe(42);
  });
});

onPostgres('pipelined statements through Kysely', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({ DATABASE_URL: url!, PGLITE_DATA_DIR: '', DATABASE_PIPELINE_CONNECTIONS: 2 });
  });
  afterAll(async () => {
    await handle.close();
  });

  const pid = (q: CompiledQuery) => handle.db.executeQuery<{ pid: number }>(q).then((r) => r.rows[0]!.pid);
  const backendPid = CompiledQuery.raw('SELECT pg_backend_pid() AS pid');

  it('run inside a transaction on the transaction\'s own connection', async () => {
    const [inside, plain] = await handle.db.transaction().execute(async (trx) => {
      const a = await trx.executeQuery<{ pid: number }>(pipelined(backendPid, 'test_pid'));
      const b = await trx.executeQuery<{ pid: number }>(backendPid);
      return [a.rows[0]!.pid, b.rows[0]!.pid];
    });
    expect(inside).toBe(plain);
  });

  it('run outside a transaction over the pipelined connections, not the pool', async () => {
    const pipelinedPids = new Set(await Promise.all([1, 2, 3, 4, 5, 6].map(() => pid(pipelined(backendPid, 'test_pid')))));
    const poolPids = new Set(await Promise.all([1, 2, 3, 4, 5, 6].map(() => pid(backendPid))));
    expect(pipelinedPids.size).toBeLessThanOrEqual(2);
    expect([...pipelinedPids].filter((p) => poolPids.has(p))).toEqual([]);
  });
});
