import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FormRule } from 'antd';
import { LoadingText, rules, sessionStore, toast, useSession, useTranslation } from '@souq/shared';
import { applyFieldErrors, Field, LoadFailed, useLoaded } from '@souq/shared/area-kit';
import { BecomeAgentSection } from './BecomeAgentSection';
import { ImageField } from './ImageField';
import { getAccount, updateProfile, type Account } from './profileApi';
import { PROFILE_FIELDS, toUpdate, toValues, type ProfileValues } from './profileForm';
import './profileTexts';
import '@souq/shared/area-kit/account-forms.css';
import './profile.css';

// An Agent's or Corporate's licence for the Verified mark: fetched after the form, not with it.
const AgentVerificationSection = lazy(
  () => import(/* webpackChunkName: "agent-verification" */ '../../components/verification/AgentVerificationSection'),
);

// The API's bounds (schemas.ts); the product rules leave them open, so checking here only saves a round trip.
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
// Arabic and Latin letters, digits, dashes, slashes and spaces ('DM-2026-0001', '12/345 ب'), as the API accepts.
const REGISTRATION_NUMBER = /^(?=.*[\p{L}\p{Nd}])(?:(?=[\p{sc=Latin}\p{sc=Arabic}])[\p{L}\p{M}]|\p{Nd}|[ /-])+$/u;
const LISTING_CATEGORIES = ['real_estate', 'auto', 'both'] as const;

/** Empty, or an http(s) address (the API accepts nothing else for a website). */
function isWebAddress(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const text = String(value).trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

function ProfileForm({ account, onSaved }: { account: Account; onSaved: (account: Account) => void }) {
  const { t, i18n } = useTranslation('account');
  // Checked when a field is left and on saving, then again on every change once shown wrong.
  const form = useForm<ProfileValues>({
    defaultValues: toValues(account, i18n.language),
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const aboutMe = useWatch({ control: form.control, name: 'about_me' }) ?? '';
  const userType = account.user_type;
  // An Individual who has just become an Agent gets the listing category chosen then, keeping whatever else was typed.
  const listingCategory = account.listing_category ?? '';
  useEffect(() => {
    if (form.getValues('listing_category') !== listingCategory)
      form.resetField('listing_category', { defaultValue: listingCategory });
  }, [form, listingCategory]);
  const label = (field: string) => t(`profile.fields.${field}`);
  const message = (key: string, field: string) => t(key).replace(':attribute', label(field));
  const phone = (field: string): FormRule => ({ pattern: PHONE, message: message('profile.phoneInvalid', field) });
  const onBusy = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));
  const field = { form };

  const submit = async (values: ProfileValues) => {
    if (saving) return;
    setSaving(true);
    try {
      const { message, account: saved } = await updateProfile(toUpdate(values, userType));
      toast.success(message);
      form.reset(toValues(saved, i18n.language));
      onSaved(saved);
    } catch (error) {
      // The interceptor toasted the first message; each field's message goes under its input and what was typed stays.
      applyFieldErrors(form, error, PROFILE_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      name="profile"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="acc-form acc-profile"
    >
      <fieldset disabled={saving} className="acc-form__body">
        <fieldset className="acc-form__section">
          <legend>{t('profile.personal')}</legend>
          <Field {...field} name="image" label={label('image')}>
            <ImageField kind="user_profile_image" label={label('image')} onBusy={onBusy} />
          </Field>
          <div className="acc-form__grid">
            <Field
              {...field}
              name="name"
              label={label('name')}
              rules={[rules.required(label('name')), rules.max(label('name'), 100)]}
            >
              <input autoComplete="given-name" />
            </Field>
            <Field {...field} name="surname" label={label('surname')} rules={[rules.max(label('surname'), 100)]}>
              <input autoComplete="family-name" />
            </Field>
            <div className="acc-field">
              <label htmlFor="profile_email" className="acc-field__label">
                {label('email')}
              </label>
              <input
                value={account.email}
                readOnly
                dir="ltr"
                className="acc-input acc-ltr"
                id="profile_email"
                aria-describedby="profile_email_help"
              />
              <p id="profile_email_help" className="acc-field__hint">
                {t('profile.emailHelp')}
              </p>
            </div>
            <div className="acc-field">
              <label htmlFor="profile_user_type" className="acc-field__label">
                {label('userType')}
              </label>
              <input value={t(`userTypes.${userType}`)} readOnly className="acc-input" id="profile_user_type" />
            </div>
            <Field {...field} name="phone" label={label('phone')} rules={[phone('phone')]}>
              <input type="tel" autoComplete="tel" dir="ltr" className="acc-ltr" />
            </Field>
            <Field {...field} name="whatsapp" label={label('whatsapp')} rules={[phone('whatsapp')]}>
              <input type="tel" dir="ltr" className="acc-ltr" />
            </Field>
            <Field {...field} name="language" label={label('language')} hint={t('profile.languageHelp')}>
              <select className="acc-select">
                <option value="ar">{t('profile.languages.ar')}</option>
                <option value="en">{t('profile.languages.en')}</option>
              </select>
            </Field>
            {userType !== 'Individual' && (
              <Field {...field} name="listing_category" label={label('listing_category')}>
                <select className="acc-select">
                  {account.listing_category === null && <option value="">—</option>}
                  {LISTING_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`profile.listingCategories.${category}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
          </div>
          <Field
            {...field}
            name="about_me"
            label={label('about_me')}
            rules={[rules.max(label('about_me'), 2000)]}
            hint={`${[...aboutMe].length} / 2000`}
          >
            <textarea rows={4} maxLength={2000} />
          </Field>
        </fieldset>

        {userType === 'Corporate' && (
          <fieldset className="acc-form__section" data-testid="company-section">
            <legend>{t('profile.company')}</legend>
            <Field {...field} name="logo" label={label('logo')}>
              <ImageField kind="company_logo" label={label('logo')} onBusy={onBusy} />
            </Field>
            <div className="acc-form__grid">
              <Field
                {...field}
                name="company_name"
                label={label('company_name')}
                rules={[rules.required(label('company_name')), rules.max(label('company_name'), 150)]}
              >
                <input autoComplete="organization" />
              </Field>
              <Field
                {...field}
                name="company_email"
                label={label('company_email')}
                rules={[rules.email(), rules.max(label('company_email'), 254)]}
              >
                <input type="email" dir="ltr" className="acc-ltr" />
              </Field>
              <Field {...field} name="company_phone" label={label('company_phone')} rules={[phone('company_phone')]}>
                <input type="tel" dir="ltr" className="acc-ltr" />
              </Field>
              <Field
                {...field}
                name="website"
                label={label('website')}
                rules={[rules.max(label('website'), 300)]}
                check={(value) => (isWebAddress(value) ? undefined : message('profile.urlInvalid', 'website'))}
              >
                <input type="url" dir="ltr" className="acc-ltr" placeholder="https://" />
              </Field>
              <Field
                {...field}
                name="registration_number"
                label={label('registration_number')}
                rules={[
                  {
                    pattern: REGISTRATION_NUMBER,
                    message: message('profile.registrationNumberInvalid', 'registration_number'),
                  },
                  rules.max(label('registration_number'), 60),
                ]}
              >
                <input dir="auto" />
              </Field>
            </div>
            <Field {...field} name="address" label={label('address')} rules={[rules.max(label('address'), 300)]}>
              <textarea rows={2} />
            </Field>
          </fieldset>
        )}

        <div className="acc-form__actions">
          <button type="submit" className="acc-button acc-button--primary" disabled={uploads > 0} aria-busy={saving}>
            {t('profile.save')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * docs/product/routes.md /my-account: every docs/product/data.md user field, and a Corporate account's company, viewed and edited in one form;
 * an Individual can also become an Agent here.
 */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const { data: account, setData: setAccount, failed, reload } = useLoaded(getAccount);
  const signedInAs = useSession((state) => state.user?.id);

  if (!account) {
    if (!failed) return <LoadingText />;
    return <LoadFailed message={t('profile.loadFailed')} retry={t('profile.retry')} onRetry={reload} />;
  }
  const adopt = (saved: Account) => {
    setAccount(saved);
    // The header and every remote read the session's user: the new name, or "My listings" for a new Agent, shows at once.
    sessionStore.getState().setUser(saved);
  };
  return (
    <>
      <ProfileForm key={signedInAs ?? 'none'} account={account} onSaved={adopt} />
      {account.user_type === 'Individual' && <BecomeAgentSection onBecameAgent={adopt} />}
      {(account.user_type === 'Agent' || account.user_type === 'Corporate') && (
        <Suspense fallback={null}>
          <AgentVerificationSection memberId={Number(account.id)} />
        </Suspense>
      )}
    </>
  );
}

export default MyAccountPage;
