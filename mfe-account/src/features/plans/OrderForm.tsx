import { useState } from 'react';
import { useTranslation } from '@souq/shared';
import { fieldErrors } from '@souq/shared/area-kit';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { storePayment } from './plansApi';
import {
  CURRENCIES,
  METHODS,
  type Currency,
  type PaymentMethod,
  type PaymentOrder,
  type StoredPayment,
} from './planTypes';
import './plansTexts';

interface OrderFormProps {
  /** The order without method and currency: what is bought. */
  base: Omit<PaymentOrder, 'method' | 'currency'>;
  defaultCurrency: Currency;
  /** Why ordering waits (a payment in progress), or null. */
  blockedReason: string | null;
  onStored: (stored: StoredPayment) => void;
}

type Messages = Record<string, string[]>;

/** The messages but a field's own, once that choice changes. */
const without = (messages: Messages, field: string): Messages =>
  Object.fromEntries(Object.entries(messages).filter(([name]) => name !== field));

/** How to pay and in which currency, then POST /store-payment; the server prices the order, the page never sends an amount. */
export function OrderForm({ base, defaultCurrency, blockedReason, onStored }: OrderFormProps) {
  const { t } = useTranslation('account');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [currency, setCurrency] = useState<Currency>(defaultCurrency);
  const [errors, setErrors] = useState<Messages>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy || blockedReason) return;
    if (!method) {
      setErrors({ method: [t('checkout.chooseMethod')] });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      onStored(await storePayment({ ...base, method, currency }));
    } catch (error) {
      // The interceptor toasted the first message; each one also sits by its choice, and every choice stays as made.
      setErrors(fieldErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const message = (field: string) => errors[field]?.join(' ') ?? null;
  const others = Object.entries(errors).filter(([field]) => field !== 'method' && field !== 'currency');
  return (
    <form
      name="checkout"
      noValidate
      className="acc-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {others.length > 0 && (
        <div className="checkout-alert" role="alert">
          {others.map(([field, messages]) => (
            <p key={field} data-field={field}>
              {messages.join(' ')}
            </p>
          ))}
        </div>
      )}
      <ChoiceGroup
        name="method"
        listClassName="checkout-choices"
        legend={t('checkout.method')}
        choices={METHODS.map((value) => ({ value, label: t(`checkout.methods.${value}`) }))}
        value={method}
        onChange={(value) => {
          setMethod(value);
          setErrors((all) => without(all, 'method'));
        }}
        error={message('method')}
        disabled={busy}
      />
      <ChoiceGroup
        name="currency"
        listClassName="checkout-choices"
        legend={t('checkout.currency')}
        choices={CURRENCIES.map((value) => ({ value, label: t(`checkout.currencies.${value}`) }))}
        value={currency}
        onChange={(value) => {
          setCurrency(value);
          setErrors((all) => without(all, 'currency'));
        }}
        error={message('currency')}
        disabled={busy}
      />
      {blockedReason && (
        <p className="plans-card__blocked" id="checkout-blocked">
          {blockedReason}
        </p>
      )}
      <div className="acc-form__actions">
        <button
          type="submit"
          className="acc-button acc-button--primary"
          disabled={busy || blockedReason !== null}
          aria-busy={busy}
          aria-describedby={blockedReason ? 'checkout-blocked' : undefined}
        >
          {busy ? t('checkout.paying') : t('checkout.pay')}
        </button>
      </div>
    </form>
  );
}
