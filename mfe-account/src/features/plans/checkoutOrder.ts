import type { Billing, ListingKind, OptionCode } from './planTypes';

/** What a checkout address orders: a plan with its billing, or a per-ad option for one listing. */
export type CheckoutOrder =
  | { type: 'plan'; planId: number; billing: Billing }
  | { type: 'option'; option: OptionCode; kind: ListingKind; listingId: number };

const ID = /^[1-9]\d{0,15}$/;
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/** `?plan=<id>&billing=monthly|annual` or `?option=premium_listing|featured_listing&kind=property|auto&id=<listingId>`; null for anything else. */
export function parseCheckout(search: string): CheckoutOrder | null {
  const query = new URLSearchParams(search);
  const plan = query.get('plan');
  const billing = oneOf(query.get('billing'), ['monthly', 'annual'] as const);
  if (plan !== null && ID.test(plan) && billing) return { type: 'plan', planId: Number(plan), billing };
  const option = oneOf(query.get('option'), ['premium_listing', 'featured_listing'] as const);
  const kind = oneOf(query.get('kind'), ['property', 'auto'] as const);
  const id = query.get('id');
  if (option && kind && id !== null && ID.test(id)) return { type: 'option', option, kind, listingId: Number(id) };
  return null;
}
