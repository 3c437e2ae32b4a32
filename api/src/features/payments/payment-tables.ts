import type { ColumnType, Generated } from 'kysely';
import type { ListingKind } from '../listing-kinds/registry.js';
import type { Billing, ListingOptionCode } from '../plans/plan-tables.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type PaymentPurpose = 'subscription' | ListingOptionCode;
export type PaymentMethod = 'bank_transfer' | 'cash_office' | 'mobile_wallet' | 'hosted_checkout';
export type PaymentStatus = 'pending' | 'awaiting_confirmation' | 'confirmed' | 'rejected' | 'failed' | 'cancelled';
export type PaymentCurrency = 'SYP' | 'USD';

/** A payment for a plan or a per-ad option (0370): what it buys, what is due, how it is paid and where it stands. */
export interface PaymentsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  purpose: PaymentPurpose;
  plan_id: number | null;
  billing: Billing | null;
  listing_kind: ListingKind | null;
  listing_id: number | null;
  currency: PaymentCurrency;
  /** Due after the credit, in whole units of the currency. */
  amount: number;
  credit: ColumnType<number, number | undefined, number>;
  method: PaymentMethod;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  reference: string | null;
  receipt_path: string | null;
  receipt_type: string | null;
  provider_session: string | null;
  reject_reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentWebhookEventsTable {
  event_id: string;
  payment_id: number | null;
  received_at: CreatedAt;
}

declare module '../../db/types.js' {
  interface Database {
    payments: PaymentsTable;
    payment_webhook_events: PaymentWebhookEventsTable;
  }
}
