import { useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { isHttpError, LoadingText, rules, toast, useTranslation } from '@souq/shared';
import { applyFieldErrors, Field, LoadFailed, RecordDate, useLoaded } from '@souq/shared/area-kit';
import {
  fetchAdminPlans,
  fetchListingOptions,
  updateListingOption,
  updatePlan,
  type OptionChange,
  type PlanChange,
} from './plansAdminApi';
import '../../components/admin-manage.css';
import '@souq/shared/area-kit/account-forms.css';
import './plansAdminTexts';
import './admin-plans.css';

/**
 * How a field is edited: a name in one language, a whole number (a count or a price), a quota (empty: no limit),
 * days of at least one, or a yes/no.
 */
type FieldKind = 'name_ar' | 'name_en' | 'count' | 'quota' | 'days' | 'flag';
type Values = Record<string, string | boolean>;
type Editable = Record<string, unknown>;

interface FieldSpec {
  name: string;
  kind: FieldKind;
  hint?: string;
}

const WHOLE = /^\d+$/;

/** The record's editable fields as the form holds them: numbers as text, no limit as ''. */
function valuesOf(record: Editable, fields: readonly FieldSpec[]): Values {
  return Object.fromEntries(
    fields.map(({ name, kind }) => {
      const value = record[name];
      if (kind === 'flag') return [name, Boolean(value)];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** Only what the admin changed, as the API takes it (fields not sent stay as they are). */
function changesOf(values: Values, record: Editable, fields: readonly FieldSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, kind } of fields) {
    const raw = values[name];
    let value: unknown;
    if (kind === 'flag') value = Boolean(raw);
    else if (kind === 'name_ar' || kind === 'name_en') value = String(raw).trim();
    else if (kind === 'quota' && String(raw).trim() === '') value = null;
    else value = Number(String(raw).trim());
    if (value !== record[name]) out[name] = value;
  }
  return out;
}

function CatalogueField({ form, spec, label }: { form: UseFormReturn<Values>; spec: FieldSpec; label: string }) {
  const { t } = useTranslation('admin');
  const { name, kind, hint } = spec;
  if (kind === 'flag') {
    return (
      <label className="acc-check apl-flag">
        <input type="checkbox" {...form.register(name)} />
        {label}
      </label>
    );
  }
  if (kind === 'name_ar' || kind === 'name_en') {
    return (
      <Field form={form} name={name} label={label} hint={hint} rules={[rules.required(label), rules.max(label, 100)]}>
        <input
          type="text"
          dir={kind === 'name_ar' ? 'rtl' : 'ltr'}
          lang={kind === 'name_ar' ? 'ar' : 'en'}
          autoComplete="off"
        />
      </Field>
    );
  }
  const check = (value: unknown) => {
    const text = String(value ?? '').trim();
    if (kind === 'quota' && text === '') return undefined;
    if (!WHOLE.test(text)) return t('adminPlans.wholeNumber');
    if (kind === 'days' && Number(text) < 1) return t('adminPlans.atLeastOneDay');
    return undefined;
  };
  return (
    <Field
      form={form}
      name={name}
      label={label}
      hint={hint}
      rules={kind === 'quota' ? [] : [rules.required(label)]}
      check={check}
    >
      <input type="text" inputMode="numeric" dir="ltr" className="acc-ltr" autoComplete="off" />
    </Field>
  );
}

interface CatalogueFormProps<R extends Editable> {
  record: R;
  name: string;
  headingId: string;
  facts: ReactNode;
  fields: readonly FieldSpec[];
  save: (changes: Record<string, unknown>) => Promise<{ record: R; message: string }>;
}

/** One plan or option: its editable fields; Save sends what changed, a refused value is shown on its field and what was typed stays. */
function CatalogueForm<R extends Editable>({ record, name, headingId, facts, fields, save }: CatalogueFormProps<R>) {
  const { t } = useTranslation('admin');
  const [current, setCurrent] = useState(record);
  const form = useForm<Values>({ defaultValues: valuesOf(record, fields), mode: 'onBlur', reValidateMode: 'onChange' });
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    const changes = changesOf(values, current, fields);
    if (Object.keys(changes).length === 0) {
      toast.success(t('adminPlans.nothingChanged'));
      return;
    }
    setBusy(true);
    try {
      const saved = await save(changes);
      setCurrent(saved.record);
      form.reset(valuesOf(saved.record, fields));
      toast.success(saved.message);
    } catch (error) {
      if (isHttpError(error))
        applyFieldErrors(
          form,
          error,
          fields.map((field) => field.name),
        );
    } finally {
      setBusy(false);
    }
  };
  return (
    // Named with its facts too: agents' and companies' plans can share a name ("Premium").
    <form
      className="acc-form apl-form"
      noValidate
      aria-labelledby={`${headingId} ${headingId}-facts`}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <h4 id={headingId} className="apl-form__title">
        {name}
      </h4>
      <p id={`${headingId}-facts`} className="apl-form__facts">
        {facts}
      </p>
      <fieldset className="acc-form__body" disabled={busy}>
        <div className="acc-form__grid">
          {fields.map((spec) => (
            <CatalogueField key={spec.name} form={form} spec={spec} label={t(`adminPlans.${spec.name}`)} />
          ))}
        </div>
        <p className="acc-form__actions">
          <span className="apl-form__updated">
            {t('adminPlans.updated')}: <RecordDate value={String(current.updated_at ?? '')} />
          </span>
          <button
            type="submit"
            className="acc-button acc-button--primary"
            aria-busy={busy}
            aria-label={t('adminPlans.saveLabel', { name })}
          >
            {t('adminPlans.save')}
          </button>
        </p>
      </fieldset>
    </form>
  );
}

const loadCatalogue = (signal: AbortSignal) =>
  Promise.all([fetchAdminPlans(signal), fetchListingOptions(signal)]).then(([plans, options]) => ({ plans, options }));

const inLanguage = (record: { name_en: string; name_ar: string }, language: string) =>
  language === 'ar' ? record.name_ar || record.name_en : record.name_en || record.name_ar;

/** /admin/plans: the plans and the per-ad options with their prices and quotas, each saved on its own. */
export default function PlansAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const { data: catalogue, failed, reload } = useLoaded(loadCatalogue);

  const planFields: FieldSpec[] = [
    { name: 'name_ar', kind: 'name_ar' },
    { name: 'name_en', kind: 'name_en' },
    { name: 'monthly_syp', kind: 'count' },
    { name: 'monthly_usd', kind: 'count' },
    { name: 'annual_syp', kind: 'count' },
    { name: 'annual_usd', kind: 'count' },
    { name: 'listing_quota', kind: 'quota', hint: t('adminPlans.listingQuotaHint') },
    { name: 'featured_credits', kind: 'count' },
    { name: 'trial_days', kind: 'count' },
    { name: 'launch_trial_days', kind: 'count', hint: t('adminPlans.launchTrialHint') },
    { name: 'profile_badge', kind: 'flag' },
    { name: 'public', kind: 'flag' },
  ];
  const optionFields: FieldSpec[] = [
    { name: 'name_ar', kind: 'name_ar' },
    { name: 'name_en', kind: 'name_en' },
    { name: 'price_syp', kind: 'count' },
    { name: 'price_usd', kind: 'count' },
    { name: 'days', kind: 'days' },
  ];

  let body: ReactNode;
  if (catalogue === null) {
    body = failed ? (
      <LoadFailed message={t('adminPlans.loadFailed')} retry={t('adminPlans.retry')} onRetry={reload} />
    ) : (
      <LoadingText />
    );
  } else {
    body = (
      <>
        <section aria-labelledby="admin-plans-plans">
          <h3 id="admin-plans-plans">{t('adminPlans.plans')}</h3>
          {catalogue.plans.map((plan) => (
            <CatalogueForm
              key={plan.id}
              record={plan}
              name={inLanguage(plan, i18n.language)}
              headingId={`admin-plan-${plan.id}`}
              facts={
                <>
                  <span>{t(`adminPlans.tier.${plan.tier}`)}</span>
                  <span>{t(`adminPlans.audience.${plan.audience}`)}</span>
                  <bdi dir="ltr">{t('adminPlans.code', { code: plan.code })}</bdi>
                  {!plan.public && <span className="apl-form__off">{t('adminPlans.hiddenPlan')}</span>}
                </>
              }
              fields={planFields}
              save={async (changes) => {
                const { plan: saved, message } = await updatePlan({ id: plan.id, ...changes } as PlanChange);
                return { record: saved, message };
              }}
            />
          ))}
        </section>
        <section aria-labelledby="admin-plans-options">
          <h3 id="admin-plans-options">{t('adminPlans.options')}</h3>
          {catalogue.options.map((option) => (
            <CatalogueForm
              key={option.code}
              record={option}
              name={inLanguage(option, i18n.language)}
              headingId={`admin-option-${option.code}`}
              facts={<bdi dir="ltr">{t('adminPlans.code', { code: option.code })}</bdi>}
              fields={optionFields}
              save={async (changes) => {
                const { option: saved, message } = await updateListingOption({
                  code: option.code,
                  ...changes,
                } as OptionChange);
                return { record: saved, message };
              }}
            />
          ))}
        </section>
      </>
    );
  }

  return (
    <section className="acc-page" aria-labelledby="admin-plans-title">
      <h2 id="admin-plans-title" className="acc-visually-hidden">
        {t('adminArea.nav.plans')}
      </h2>
      <p className="admin-intro">{t('adminPlans.intro')}</p>
      {body}
    </section>
  );
}
