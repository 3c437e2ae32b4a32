import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AlertListing } from './alert-mail.js';

/** The saved search whose new listings are looked for. */
export interface AlertSearch {
  id: number;
  tenant_id: number;
  user_id: number;
  /** Only listings created after this are new to it. */
  matches_since: Date;
}

/**
 * A kind's listings new to a saved search: matching its filters (the list endpoint's, paging and sort left out), on
 * the market, created after `matches_since`, not the member's own and not announced by it yet; newest first, at most
 * `limit`, priced in `currency`. Each kind's folder writes its own (`<kind>/alert-matches.ts`).
 */
export type AlertMatches = (
  db: Kysely<Database>,
  search: AlertSearch,
  filters: Record<string, unknown>,
  currency: 'SYP' | 'USD',
  limit: number,
) => Promise<AlertListing[]>;
