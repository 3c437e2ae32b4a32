import { apiInstances } from './api-instances.js';

const shared = { DATABASE_URL: 'postgres://postgres@127.0.0.1/souq', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('pnpm start --api-instances', () => {
  it('runs one API without the flag, on any database', () => {
    expect(apiInstances([], {})).toBe(1);
    expect(apiInstances(['--rebuild'], {})).toBe(1);
    expect(apiInstances(['--api-instances', '1'], {})).toBe(1);
  });

  it('runs several on PostgreSQL and Redis', () => {
    expect(apiInstances(['--api-instances', '2'], shared)).toBe(2);
    expect(apiInstances(['--rebuild', '--api-instances=3'], shared)).toBe(3);
  });

  it('refuses several on the embedded database or without Redis, saying why', () => {
    expect(() => apiInstances(['--api-instances', '2'], {})).toThrow(
      '--api-instances 2 needs DATABASE_URL (PostgreSQL: the embedded database lives in the files of one process and cannot be shared) and REDIS_URL (Redis: rate limits must be counted across the instances, not in the memory of each).',
    );
    expect(() => apiInstances(['--api-instances', '2'], { DATABASE_URL: shared.DATABASE_URL })).toThrow(
      /^--api-instances 2 needs REDIS_URL/,
    );
  });

  it('refuses a count that is not one', () => {
    for (const bad of [
      ['--api-instances'],
      ['--api-instances', 'two'],
      ['--api-instances', '0'],
      ['--api-instances=17'],
    ]) {
      expect(() => apiInstances(bad, shared)).toThrow(/^--api-instances takes a number of instances from 1 to 16/);
    }
  });
});
