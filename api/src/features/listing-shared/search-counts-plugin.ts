import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type SearchCounts, searchCounts } from './search-counts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The exact totals of broad listing searches, kept per filter set (search-counts.ts). */
    searchCounts: SearchCounts;
  }
}

export default fp(
  async function searchCountsPlugin(app: FastifyInstance) {
    const counts = searchCounts(
      () => app.clock.now().getTime(),
      (err) => app.log.warn({ err }, 'A search total could not be counted exactly'),
    );
    app.decorate('searchCounts', counts);
    // A count behind an answer may still be running: the database must outlive it.
    app.addHook('onClose', async () => counts.settled());
  },
  { name: 'search-counts', dependencies: ['clock'] },
);
