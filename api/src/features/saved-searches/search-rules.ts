import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TSchema } from 'typebox';
import type { Database } from '../../db/types.js';

/**
 * How a kind's list endpoint reads a search, for a saved or remembered search to be checked exactly so
 * (listing-query.ts). Each kind's folder gives its own (`<kind>/search-rules.ts`).
 */
export interface SearchRules {
  /** The list endpoint's query schema. */
  schema: TSchema;
  /** The endpoint's own preValidation: bracket and comma arrays, currency symbols, empty keyword. */
  normalise: (req: FastifyRequest) => Promise<void>;
  /** The endpoint's checks beyond the schema (reversed ranges; for autos the brand → class → model chain). */
  check: (db: Kysely<Database>, filters: Record<string, unknown>) => Promise<void>;
}
