import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OK', data: { status: 'ok', database: 'up' } });
  });

  it('answers for any tenant header, even an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-tenant': 'nope' } });
    expect(res.json().success).toBe(true);
  });

  it('reports 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, data: { database: 'down' } });
    // The pool is already closed; closing the rest (app, embedded database, test schema) still must happen.
    await broken.close().catch(() => undefined);
  });
});
