import { Type, type TSchema } from 'typebox';
import { PaginationSchema } from '../listings/schemas.js';
import { ListingKindSchema } from '../listing-kinds/kind-schema.js';
import { envelope } from '../../lib/envelope.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';

// Shapes shared by the moderation routes: the admin queues' listing view, their pages and their decisions.
/** A queue's page of items and its pagination (the shape of every paged admin list). */
export const paged = <T extends TSchema>(item: T) =>
  envelope(Type.Object({ data: Type.Array(item), pagination: PaginationSchema }));
/** The page asked for (1-based) and its size, as every admin list takes them. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
/** A reason the member is told (required by the route where it must be given: requiredReason). */
export const Reason = Type.String({ maxLength: 2000 });

const Person = Type.Object({ id: Id, name: Type.String(), email: Type.String() });

/** listing-ref.ts's ListingRef. */
export const ListingRefSchema = Type.Object({
  kind: ListingKindSchema,
  id: Id,
  name: Type.String(),
  name_ar: Nullable(Type.String()),
  status: Type.String(),
  hidden_reason: Nullable(Type.String()),
  verified: Type.Boolean(),
  image: Nullable(Type.Object({ id: Id, url: Type.String(), thumb_url: Type.String() })),
  path: Type.String(),
  owner: Person,
  created_at: DateTime,
});
