import { CompiledQuery, sql } from 'kysely';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { named } from './database.js';

// Runs against PostgreSQL with DATABASE_URL, else against embedded PGlite through its node-postgres adapter: the
// search runs as a named statement on both.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const square = (n: number) => named(CompiledQuery.raw('SELECT $1::int * $1::int AS n', [n]), 'test_square');

describe('named statements', () => {
  it('answer each run with its own parameters, also once PostgreSQL keeps a plan (after five runs)', async () => {
    for (let n = 1; n <= 8; n++) {
      const { rows } = await t.db.executeQuery<{ n: number }>(square(n));
      expect(rows).toEqual([{ n: n * n }]);
    }
  });

  it('are prepared on the connection under a name that tells statements of the same label apart', async () => {
    const names = await t.db.connection().execute(async (conn) => {
      await conn.executeQuery(square(3));
      await conn.executeQuery(named(CompiledQuery.raw('SELECT $1::int + 1 AS n', [3]), 'test_square'));
      const { rows } = await conn.executeQuery<{ name: string; statement: string }>(
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'test_square_%'`.compile(t.db),
      );
      return rows;
    });
    expect(names).toHaveLength(2);
    expect(names.map((r) => r.statement).sort()).toEqual([
      '/* named:test_square */ SELECT $1::int * $1::int AS n',
      '/* named:test_square */ SELECT $1::int + 1 AS n',
    ]);
  });

  it('still run, unnamed, once a connection holds as many as it may keep', async () => {
    const answers = await t.db.connection().execute(async (conn) => {
      const out: number[] = [];
      for (let i = 0; i < 205; i++) {
        const { rows } = await conn.executeQuery<{ n: number }>(
          named(CompiledQuery.raw(`SELECT $1::int + ${i} AS n`, [1]), 'test_many'),
        );
        out.push(rows[0]!.n);
      }
      const { rows } = await conn.executeQuery<{ n: number }>(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.compile(t.db),
      );
      return { out, prepared: rows[0]!.n };
    });
    expect(answers.out).toEqual(Array.from({ length: 205 }, (_, i) => 1 + i));
    expect(answers.prepared).toBe(200);
  });

  it('refuse a label that is not a plain identifier', () => {
    expect(() => named(CompiledQuery.raw('SELECT 1'), 'x */ DROP TABLE users; /*')).toThrow(/Invalid statement label/);
  });
});
