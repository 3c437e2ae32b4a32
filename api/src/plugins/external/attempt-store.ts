import type { Redis } from 'ioredis';

/** Counts attempts in fixed windows and remembers which one-time things were used, for every API instance alike. */
export interface AttemptStore {
  /** Adds one to `key`'s count in its window (which starts with the first count), and gives the count with it. */
  count(key: string, windowMs: number): Promise<{ current: number; ttlMs: number }>;
  /** True the first time `key` is claimed within `ttlMs`, false every time after. */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/** In Redis (REDIS_URL), so several API instances count together and a challenge used on one is used on all. */
export function redisAttemptStore(redis: Redis, prefix: string): AttemptStore {
  return {
    async count(key, windowMs) {
      const [current, ttl] = (await redis.eval(COUNT_SCRIPT, 1, `${prefix}${key}`, windowMs)) as [number, number];
      return { current, ttlMs: ttl };
    },
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}

/**
 * In this process's memory (one instance, no Redis). Bounded: past `maxEntries` the entries that expire first are
 * dropped, expired ones before any other, so a flood of new keys costs memory only up to the bound.
 */
export function memoryAttemptStore(now: () => number = Date.now, maxEntries = 100_000): AttemptStore {
  const entries = new Map<string, { value: number; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const makeRoom = () => {
    if (entries.size < maxEntries) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.expires <= time) entries.delete(key);
    // Still full: the oldest entries go (a Map keeps insertion order, and windows are mostly alike).
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    async count(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.value += 1;
        return { current: entry.value, ttlMs: entry.expires - now() };
      }
      makeRoom();
      entries.set(key, { value: 1, expires: now() + windowMs });
      return { current: 1, ttlMs: windowMs };
    },
    async claim(key, ttlMs) {
      if (live(key)) return false;
      makeRoom();
      entries.set(key, { value: 1, expires: now() + ttlMs });
      return true;
    },
  };
}
