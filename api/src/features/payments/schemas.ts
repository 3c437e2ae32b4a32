import { Type } from 'typebox';
import { ListingKindSchema } from '../listing-kinds/kind-schema.js';
import { PaginationSchema } from '../listings/schemas.js';
import { envelope } from '../../lib/envelope.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';

// Request and response shapes of the payment endpoints; the checkout, payment, receipt and admin pages read these.

export const PURPOSES = ['subscription', 'premium_listing', 'featured_listing'] as const;
export const METHODS = ['bank_transfer', 'cash_office', 'mobile_wallet', 'hosted_checkout'] as const;
export const STATUSES = ['pending', 'awaiting_confirmation', 'confirmed', 'rejected', 'failed', 'cancelled'] as const;
const Method = Type.Enum([...METHODS]);
const Currency = Type.Enum(['SYP', 'USD']);

/**
 * One flat shape for both purchases (a plan: plan_id + billing; a per-ad option: kind + listing_id), checked per
 * purpose by the route. There is no amount: the server prices every payment, and a body naming a field that is not
 * here (an amount among them) is refused rather than quietly dropped.
 */
export const StorePaymentBody = Type.Object(
  {
    purpose: Type.Enum([...PURPOSES]),
    plan_id: Type.Optional(Id),
    billing: Type.Optional(Type.Enum(['monthly', 'annual'])),
    kind: Type.Optional(ListingKindSchema),
    listing_id: Type.Optional(Id),
    method: Method,
    currency: Currency,
  },
  { additionalProperties: false },
);

export const PaymentSchema = Type.Object({
  id: Type.Integer(),
  purpose: Type.Enum([...PURPOSES]),
  plan_id: Nullable(Type.Integer()),
  plan_name_en: Nullable(Type.String()),
  plan_name_ar: Nullable(Type.String()),
  billing: Nullable(Type.Enum(['monthly', 'annual'])),
  listing_kind: Nullable(ListingKindSchema),
  listing_id: Nullable(Type.Integer()),
  /** The listing's names, for a per-ad option (null for a plan, or once the listing is deleted). */
  listing_name: Nullable(Type.String()),
  listing_name_ar: Nullable(Type.String()),
  currency: Currency,
  amount: Type.Integer(),
  credit: Type.Integer(),
  method: Method,
  status: Type.Enum([...STATUSES]),
  reference: Nullable(Type.String()),
  has_receipt: Type.Boolean(),
  reject_reason: Nullable(Type.String()),
  created_at: DateTime,
  decided_at: Nullable(DateTime),
});

/** What the member does next: pay by hand and send the receipt, go to the provider's page, or nothing (paid by credit). */
const NextStep = Type.Union([
  Type.Object({
    type: Type.Literal('manual'),
    /** The code to quote with the transfer; the receipt page prints it as the receipt number. */
    reference_code: Type.String(),
    instructions_en: Type.String(),
    instructions_ar: Type.String(),
  }),
  Type.Object({ type: Type.Literal('redirect'), url: Type.String() }),
  Type.Object({ type: Type.Literal('confirmed') }),
]);

export const StorePaymentResponse = envelope(Type.Object({ payment: PaymentSchema, next: NextStep }));
export const PaymentResponse = envelope(PaymentSchema);

export const IdQuery = Type.Object({ id: Id });

const Member = { id: Type.Integer(), name: Type.String(), email: Type.String() };
export const PaymentDetailResponse = envelope(
  Type.Object({
    ...PaymentSchema.properties,
    receipt_number: Type.String(),
    member: Type.Object({ ...Member, company: Nullable(Type.String()) }),
  }),
);

export const AdminPaymentsQuery = Type.Object({
  status: Type.Optional(Type.Enum([...STATUSES])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const AdminPaymentsResponse = envelope(
  Type.Object({
    data: Type.Array(Type.Object({ ...PaymentSchema.properties, member: Type.Object(Member) })),
    pagination: PaginationSchema,
  }),
);

export const ConfirmBody = Type.Object({ id: Id });
export const CancelBody = Type.Object({ id: Id });
export const RejectBody = Type.Object({ id: Id, reason: Type.String({ minLength: 1, maxLength: 500 }) });
