// The bare server `pnpm bench:api` compares the API with: `node:http` and the search's own named statement through a
// `pg` pool of the API's size, the rows written as JSON. Nothing else: no routing, validation, tenant, logging or
// mapping. The statements come in BENCH_STATEMENTS (JSON: [{ name, text, values }]); `/<n>` runs the n-th (from 0).
import { createServer } from 'node:http';
import pg from 'pg';

const statements = JSON.parse(process.env.BENCH_STATEMENTS ?? '[]') as pg.QueryConfig[];
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});

createServer((req, res) => {
  pool.query(statements[Number(req.url!.slice(1))]!).then(
    (result) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.rows));
    },
    (err: Error) => {
      res.writeHead(500);
      res.end(err.message);
    },
  );
}).listen(Number(process.env.PORT), '127.0.0.1');
