import type { PaymentMethod } from '../payment-tables.js';
import type { PaymentRow } from '../payment-view.js';

/** What the member does after asking to pay: pay by hand and send the receipt, or finish on the provider's page. */
export type NextStep =
  | { type: 'manual'; reference_code: string; instructions_en: string; instructions_ar: string }
  | { type: 'redirect'; url: string };

/**
 * A way of being paid. `start` is called once the payment is recorded (priced by the server, status pending) and
 * says what the member does next; a provider with its own sessions returns the session id, which is stored so its
 * webhook can find the payment. Confirmation comes later: from an admin (manual) or from a signed webhook.
 */
export interface PaymentProvider {
  readonly methods: readonly PaymentMethod[];
  start(payment: PaymentRow): Promise<{ next: NextStep; session?: string }>;
}

const arabicCount = new Intl.PluralRules('ar');

/** How an amount reads in each language (whole units; SYP amounts are new pounds); Arabic counts 3–10 in the plural. */
export function amountText(amount: number, currency: 'SYP' | 'USD') {
  const figure = amount.toLocaleString('en-US');
  const dollars = arabicCount.select(amount) === 'few' ? 'دولارات أمريكية' : 'دولار أمريكي';
  return {
    en: `${figure} ${currency === 'SYP' ? 'new SYP' : 'USD'}`,
    ar: `${figure} ${currency === 'SYP' ? 'ل.س جديدة' : dollars}`,
  };
}
