import { type TSchema, Type } from 'typebox';

/** The answer every route sends (docs/product/api.md): success, a message in the caller's language, and the data. */
export const envelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Boolean(), message: Type.String(), data });
