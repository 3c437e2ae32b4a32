import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The time subscriptions and payments are reckoned by. In production it is the real time; elsewhere it can be moved
 * forward (tests and the browser journeys see a subscription expire without waiting a month).
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward; refused in production. */
  advance(ms: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export function movableClock(production: boolean): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (production) throw new Error('The clock cannot be moved in production');
      if (!Number.isFinite(ms) || ms < 0) throw new Error('The clock only moves forward');
      offset += ms;
    },
  };
}

export default fp(
  async function clock(app: FastifyInstance) {
    app.decorate('clock', movableClock(app.config.NODE_ENV === 'production'));
  },
  { name: 'clock' },
);
