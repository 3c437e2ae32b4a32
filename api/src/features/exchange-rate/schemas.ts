import { Type } from 'typebox';
import { DateTime, Nullable } from '../../lib/schema-types.js';
import { envelope } from '../../lib/envelope.js';

const RateFields = {
  /** New Syrian pounds per US dollar. */
  syp_per_usd: Type.Number(),
  /** YYYY-MM-DD. */
  effective_date: Type.String(),
  source: Type.String(),
};

export const CurrentRate = envelope(
  Type.Object({
    ...RateFields,
    /** No admin has set a rate yet: the marketplace default applies. */
    is_default: Type.Boolean(),
    /** The redenomination of the pound (settings): since `date`, 1 new pound = `factor` old pounds. */
    redenomination: Type.Object({ date: Type.String(), factor: Type.Integer() }),
  }),
);

const RateRecord = Type.Object({
  id: Type.Integer(),
  ...RateFields,
  set_by: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_at: DateTime,
});

export const RateHistory = envelope(Type.Object({ rates: Type.Array(RateRecord) }));
export const RateSaved = envelope(Type.Object({ rate: RateRecord }));

export const RateBody = Type.Object({
  /** New pounds per dollar: a number, or text with Western or Eastern Arabic digits and separators ("١٣٠٫٥"). */
  rate: Type.Union([Type.Number(), Type.String({ maxLength: 40 })]),
  source: Type.String({ maxLength: 200 }),
  /** YYYY-MM-DD, today or earlier; today when not sent. */
  effective_date: Type.Optional(Type.String({ maxLength: 10 })),
  /** Required for a rate more than 10× above or below the current one. */
  confirm: Type.Optional(Type.Boolean()),
});
