import { Fragment, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  formatNumber,
  isHttpError,
  isRtl,
  LoadingText,
  rules,
  SUPPORTED_LANGUAGES,
  toast,
  useTranslation,
} from '@souq/shared';
import { applyFieldErrors, Field, LoadFailed, useLoaded } from '@souq/shared/area-kit';
import { fetchSubscriberCounts, sendNewsletter, type NewsletterIssue } from './newsletterApi';
import '../../components/admin-manage.css';
import '@souq/shared/area-kit/account-forms.css';
import './newsletterTexts';

type Values = NewsletterIssue;

const EMPTY: Values = { ar_subject: '', ar_text: '', en_subject: '', en_text: '' };
const FIELDS = Object.keys(EMPTY);
// The API's limits (POST /admin/newsletter/send), checked here first so the admin sees them under the field.
const SUBJECT_MAX = 150;
const TEXT_MAX = 20_000;

/**
 * /admin/newsletter: how many subscribers an issue reaches, and the issue in Arabic and English, sent after the admin
 * confirms it (an email cannot be taken back). What was typed stays until the issue has gone.
 */
export default function NewsletterPage() {
  const { t } = useTranslation('admin');
  const { data: counts, failed, reload } = useLoaded(fetchSubscriberCounts);
  const [busy, setBusy] = useState(false);
  // The issue checked and waiting for the admin's confirmation.
  const [unconfirmed, setUnconfirmed] = useState<Values | null>(null);
  const form = useForm<Values>({ defaultValues: EMPTY, mode: 'onBlur', reValidateMode: 'onChange' });

  const send = async (issue: Values) => {
    setBusy(true);
    try {
      const sent = await sendNewsletter(issue);
      toast.success(t('adminNewsletter.sent', { sent: formatNumber(sent) }));
      form.reset(EMPTY);
      reload();
    } catch (error) {
      if (isHttpError(error)) applyFieldErrors(form, error, FIELDS);
    } finally {
      setUnconfirmed(null);
      setBusy(false);
    }
  };

  const subject = (label: string) => [rules.required(label), rules.max(label, SUBJECT_MAX)];
  const text = (label: string) => [rules.required(label), rules.max(label, TEXT_MAX)];

  let body: ReactNode;
  if (counts === null) {
    body = failed ? (
      <LoadFailed message={t('adminNewsletter.loadFailed')} retry={t('adminNewsletter.retry')} onRetry={reload} />
    ) : (
      <LoadingText />
    );
  } else {
    const total = formatNumber(counts.total);
    body = (
      <>
        <p data-testid="newsletter-reach">
          {counts.total === 0
            ? t('adminNewsletter.nobody')
            : t('adminNewsletter.reach', { total, ar: formatNumber(counts.ar), en: formatNumber(counts.en) })}
        </p>
        <form
          className="acc-form"
          noValidate
          aria-label={t('adminNewsletter.send')}
          onSubmit={(event) => void form.handleSubmit(setUnconfirmed)(event)}
        >
          <fieldset className="acc-form__body" disabled={busy || unconfirmed !== null}>
            {/* The issue in each language the site speaks, each field written in its language's direction. */}
            {SUPPORTED_LANGUAGES.map(({ code: lang }) => (
              <Fragment key={lang}>
                <Field
                  form={form}
                  name={`${lang}_subject`}
                  label={t(`adminNewsletter.${lang}Subject`)}
                  rules={subject(t(`adminNewsletter.${lang}Subject`))}
                >
                  <input type="text" dir={isRtl(lang) ? 'rtl' : 'ltr'} lang={lang} autoComplete="off" />
                </Field>
                <Field
                  form={form}
                  name={`${lang}_text`}
                  label={t(`adminNewsletter.${lang}Text`)}
                  hint={t('adminNewsletter.textHint')}
                  rules={text(t(`adminNewsletter.${lang}Text`))}
                >
                  <textarea dir={isRtl(lang) ? 'rtl' : 'ltr'} lang={lang} rows={8} />
                </Field>
              </Fragment>
            ))}
            <p className="acc-form__actions">
              <button
                type="submit"
                className="acc-button acc-button--primary"
                aria-busy={busy}
                disabled={counts.total === 0}
              >
                {t('adminNewsletter.send')}
              </button>
            </p>
          </fieldset>
          {unconfirmed && (
            <div role="alert" className="acc-retry">
              <p>{t('adminNewsletter.confirm', { total })}</p>
              <button
                type="button"
                className="acc-button acc-button--primary"
                disabled={busy}
                onClick={() => void send(unconfirmed)}
              >
                {t('adminNewsletter.confirmYes')}
              </button>{' '}
              <button type="button" className="acc-button" disabled={busy} onClick={() => setUnconfirmed(null)}>
                {t('adminNewsletter.cancel')}
              </button>
            </div>
          )}
        </form>
      </>
    );
  }

  return (
    <section className="acc-page">
      <p>{t('adminNewsletter.intro')}</p>
      {body}
    </section>
  );
}
