import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from '@souq/shared/mini-router';
import { rules, useTranslation } from '@souq/shared';
import { applyFieldErrors, Field, fieldErrors, FileInput } from '@souq/shared/area-kit';
import { paymentPath } from './paymentWords';
import { confirmPayment } from './plansApi';
import './plansTexts';
import '@souq/shared/area-kit/account-forms.css';

interface ProofValues {
  reference: string;
}

// What the server accepts (it checks the content, not the name): this only steers the file picker.
const RECEIPT_TYPES = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';
const REFERENCE_MAX = 120;

/**
 * The member's proof for a manual payment: reference and receipt, POST /confirm-payment, then the payment's page
 * (or `onSent`, on that page itself, to show where the payment now stands).
 */
export function ProofForm({ paymentId, onSent }: { paymentId: number; onSent?: () => void }) {
  const { t } = useTranslation('account');
  const form = useForm<ProofValues>({ defaultValues: { reference: '' }, mode: 'onBlur', reValidateMode: 'onChange' });
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const receiptId = useId();
  const reference = t('checkout.reference');

  const submit = async (values: ProofValues) => {
    if (busy) return;
    setBusy(true);
    setReceiptError(null);
    setOtherErrors([]);
    try {
      await confirmPayment(paymentId, values.reference.trim(), receipt);
      if (onSent) onSent();
      else navigate(paymentPath(paymentId));
    } catch (error) {
      // Each message goes by its field; the reference typed and the file chosen stay.
      const unshown = applyFieldErrors(form, error, ['reference']);
      const messages = fieldErrors(error);
      setReceiptError(messages.receipt?.join(' ') ?? null);
      setOtherErrors(unshown.filter((field) => field !== 'receipt').flatMap((field) => messages[field] ?? []));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      name="payment-proof"
      noValidate
      className="acc-form"
      aria-labelledby="proof-title"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <h3 id="proof-title">{t('checkout.proofHeading')}</h3>
      <p className="acc-form__intro">{t('checkout.proofIntro')}</p>
      {otherErrors.length > 0 && (
        <div className="checkout-alert" role="alert">
          {otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <fieldset disabled={busy} className="acc-form__body">
        <Field
          form={form}
          name="reference"
          label={reference}
          hint={t('checkout.referenceHint')}
          rules={[rules.required(reference), rules.max(reference, REFERENCE_MAX)]}
        >
          <input type="text" dir="ltr" autoComplete="off" className="acc-ltr" />
        </Field>
        <div
          className={['acc-field', receiptError ? 'acc-field--error' : ''].filter(Boolean).join(' ')}
          data-field="receipt"
        >
          <label htmlFor={receiptId} className="acc-field__label">
            {t('checkout.receipt')}
          </label>
          <FileInput
            id={receiptId}
            name="receipt"
            accept={RECEIPT_TYPES}
            chosen={receipt}
            aria-invalid={receiptError ? true : undefined}
            aria-describedby={[receiptError ? `${receiptId}-error` : null, `${receiptId}-hint`]
              .filter(Boolean)
              .join(' ')}
            onChoose={(file) => {
              setReceipt(file);
              setReceiptError(null);
            }}
          />
          <p id={`${receiptId}-hint`} className="acc-field__hint">
            {t('checkout.receiptHint')}
          </p>
          {receiptError && (
            <p id={`${receiptId}-error`} className="acc-field__error" role="alert">
              {receiptError}
            </p>
          )}
        </div>
        <div className="acc-form__actions">
          <button type="submit" className="acc-button acc-button--primary" aria-busy={busy}>
            {busy ? t('checkout.sendingProof') : t('checkout.sendProof')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
