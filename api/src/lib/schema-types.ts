import { Type, type TSchema } from 'typebox';

// The scalar shapes every route's schemas are built from, written once so that an id or a date means the same
// thing in every request and answer (and in the OpenAPI document).

/** A row's id: a positive PostgreSQL integer. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const DateTime = Type.String({ format: 'date-time' });
