import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { isHttpError, LoadingText, rules, toast, useTranslation } from '@souq/shared';
import { plainNumberText } from '@souq/shared/listing-ui';
import { applyFieldErrors, Field, LoadFailed, RecordDate, useLoaded } from '@souq/shared/area-kit';
import { fetchCurrentRate, fetchRateHistory, setRate } from './exchangeRateApi';
import '../../components/admin-manage.css';
import '@souq/shared/area-kit/account-forms.css';
import './exchangeRateTexts';

interface Values {
  rate: string;
  source: string;
  effective_date: string;
}

const FIELDS = ['rate', 'source', 'effective_date'];
const loadRates = (signal: AbortSignal) => Promise.all([fetchCurrentRate(signal), fetchRateHistory(signal)]);
const today = () => new Date().toISOString().slice(0, 10);

/** The rate as the API will store it (Western digits, no separators, a point for decimals), so the admin confirms what is saved. */
const asSaved = (rate: string) => plainNumberText(rate);

/**
 * /admin/exchange-rate: the current rate, a form to set a new one (the API checks and normalises it; a jump of more
 * than 10× is saved only once the admin confirms it) and every rate set before.
 */
export default function ExchangeRatePage() {
  const { t } = useTranslation('admin');
  const { data: rates, failed, reload } = useLoaded(loadRates);
  const [current, history] = rates ?? [null, null];
  const [busy, setBusy] = useState(false);
  // The values refused as a big jump, waiting for the admin's confirmation.
  const [unconfirmed, setUnconfirmed] = useState<Values | null>(null);
  const form = useForm<Values>({
    defaultValues: { rate: '', source: '', effective_date: today() },
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });

  const send = async (values: Values, confirm: boolean) => {
    setBusy(true);
    try {
      const saved = await setRate({
        rate: values.rate.trim(),
        source: values.source.trim(),
        effective_date: values.effective_date || undefined,
        ...(confirm && { confirm: true }),
      });
      toast.success(saved.message);
      setUnconfirmed(null);
      form.reset({ rate: '', source: '', effective_date: today() });
      reload();
    } catch (error) {
      if (isHttpError(error) && error.status === 409) setUnconfirmed(values);
      else if (isHttpError(error)) applyFieldErrors(form, error, FIELDS);
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (current === null || history === null) {
    body = failed ? (
      <LoadFailed message={t('adminRate.loadFailed')} retry={t('adminRate.retry')} onRetry={reload} />
    ) : (
      <LoadingText />
    );
  } else {
    body = (
      <>
        <p data-testid="current-rate">
          {t('adminRate.current', {
            rate: current.syp_per_usd,
            date: current.effective_date,
            source: current.is_default ? t('adminRate.defaultSource') : current.source,
          })}
        </p>
        <form
          className="acc-form"
          noValidate
          aria-label={t('adminRate.save')}
          onSubmit={(event) => void form.handleSubmit((values) => send(values, false))(event)}
        >
          <fieldset className="acc-form__body" disabled={busy}>
            <div className="acc-form__grid">
              <Field
                form={form}
                name="rate"
                label={t('adminRate.rate')}
                hint={t('adminRate.rateHint')}
                rules={[rules.required(t('adminRate.rate'))]}
              >
                <input type="text" inputMode="decimal" dir="ltr" className="acc-ltr" autoComplete="off" />
              </Field>
              <Field
                form={form}
                name="source"
                label={t('adminRate.source')}
                hint={t('adminRate.sourceHint')}
                rules={[rules.required(t('adminRate.source')), rules.max(t('adminRate.source'), 200)]}
              >
                <input type="text" autoComplete="off" />
              </Field>
              <Field form={form} name="effective_date" label={t('adminRate.effectiveDate')}>
                <input type="date" dir="ltr" max={today()} />
              </Field>
            </div>
            {unconfirmed && (
              <div role="alert" className="acc-retry">
                <p>{t('adminRate.bigJump', { current: current.syp_per_usd })}</p>
                <button
                  type="button"
                  className="acc-button acc-button--primary"
                  onClick={() => void send(unconfirmed, true)}
                >
                  {t('adminRate.confirm', { rate: asSaved(unconfirmed.rate) })}
                </button>
              </div>
            )}
            <p className="acc-form__actions">
              <button type="submit" className="acc-button acc-button--primary" aria-busy={busy}>
                {t('adminRate.save')}
              </button>
            </p>
          </fieldset>
        </form>
        <section aria-labelledby="admin-rate-history">
          <h2 id="admin-rate-history">{t('adminRate.history')}</h2>
          {history.length === 0 ? (
            <p>{t('adminRate.noHistory')}</p>
          ) : (
            <ul className="acc-list" data-testid="rate-history">
              {history.map((r) => (
                <li key={r.id}>
                  <bdi dir="ltr">{r.syp_per_usd}</bdi> ·{' '}
                  <time dir="ltr" dateTime={r.effective_date}>
                    {r.effective_date}
                  </time>{' '}
                  · {r.source}
                  {r.set_by && <> · {t('adminRate.setBy', { name: r.set_by.name })}</>} ·{' '}
                  <RecordDate value={r.created_at} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <section className="acc-page">
      <p>{t('adminRate.intro')}</p>
      {body}
    </section>
  );
}
