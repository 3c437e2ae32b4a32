import type { Selectable } from 'kysely';
import type { SavedSearchesTable } from './saved-searches-tables.js';

export const VIEW_COLUMNS = [
  'id',
  'name',
  'kind',
  'query',
  'alert',
  'created_at',
  'updated_at',
  'last_alerted_at',
] as const;
type Row = Pick<Selectable<SavedSearchesTable>, (typeof VIEW_COLUMNS)[number]>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function savedSearchView(row: Row) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    query: row.query,
    alert: row.alert,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_alerted_at: row.last_alerted_at ? iso(row.last_alerted_at) : null,
  };
}
