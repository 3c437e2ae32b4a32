import { Type } from 'typebox';
import { ListingKindSchema } from '../listing-kinds/kind-schema.js';
import { MAX_QUERY_LENGTH } from './listing-query.js';
import { envelope } from '../../lib/envelope.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';

// Request and response shapes of the saved-search endpoints; the account pages read these shapes.
export const AlertSchema = Type.Enum(['off', 'instant', 'daily']);
/** The list page's query string without '?', in the list endpoint's parameter names. */
export const QuerySchema = Type.String({ maxLength: MAX_QUERY_LENGTH });
const Name = Type.String({ minLength: 1, maxLength: 80 });

export const SavedSearch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: ListingKindSchema,
  query: Type.String(),
  alert: AlertSchema,
  created_at: DateTime,
  updated_at: DateTime,
  last_alerted_at: Nullable(DateTime),
});

export const SaveSearchBody = Type.Object({
  name: Name,
  kind: ListingKindSchema,
  query: QuerySchema,
  alert: Type.Optional(AlertSchema),
});
export const AlreadySavedQuery = Type.Object({ kind: ListingKindSchema, query: Type.Optional(QuerySchema) });
export const UpdateSearchBody = Type.Object({
  id: Id,
  name: Type.Optional(Name),
  alert: Type.Optional(AlertSchema),
  query: Type.Optional(QuerySchema),
});
export const IdBody = Type.Object({ id: Id });
export const RunAlertsBody = Type.Object({ now: Type.Optional(DateTime) });

export const SavedSearchResponse = envelope(SavedSearch);
export const SavedSearchListResponse = envelope(Type.Object({ items: Type.Array(SavedSearch) }));
export const AlreadySavedResponse = envelope(Type.Object({ saved: Type.Boolean(), search: Nullable(SavedSearch) }));
export const NullResponse = envelope(Type.Null());
export const PriceDropAlertBody = Type.Object({ alert: AlertSchema });
export const PriceDropAlertResponse = envelope(Type.Object({ alert: AlertSchema }));
