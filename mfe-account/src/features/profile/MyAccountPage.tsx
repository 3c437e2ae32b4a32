import { useEffect, useState } from 'react';
import { Button, Form, Input, type FormRule } from 'antd';
import { isHttpError, LoadingText, rules, sessionStore, toast, useSession, useTranslation } from '@souq/shared';
import { AccountAntd } from '../layout/AccountAntd';
import { applyFieldErrors } from '../form-errors/applyFieldErrors';
import { ImageField } from './ImageField';
import { getAccount, updateProfile, type Account } from './profileApi';
import { PROFILE_FIELDS, toUpdate, toValues, type ProfileValues } from './profileForm';
import './profileTexts';
import '../layout/account-forms.css';
import './profile.css';

// The API's bounds (schemas.ts); the SPEC leaves them open, so checking here only saves a round trip.
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
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

function useAccount() {
  const [account, setAccount] = useState<Account | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getAccount(controller.signal)
      .then(setAccount)
      .catch((error: unknown) => {
        if (!(isHttpError(error) && error.kind === 'cancelled')) setFailed(true);
      });
    return () => controller.abort();
  }, [attempt]);
  return { account, setAccount, failed, retry: () => setAttempt((value) => value + 1) };
}

function ProfileForm({ account, onSaved }: { account: Account; onSaved: (account: Account) => void }) {
  const { t, i18n } = useTranslation('account');
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const userType = account.user_type;
  const label = (field: string) => t(`profile.fields.${field}`);
  const message = (key: string, field: string) => t(key).replace(':attribute', label(field));
  const phone = (field: string): FormRule => ({ pattern: PHONE, message: message('profile.phoneInvalid', field) });
  const onBusy = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));

  const submit = async () => {
    // Every field, including pictures set by their own controls.
    const values = form.getFieldsValue(true) as ProfileValues;
    setSaving(true);
    try {
      const { message, account: saved } = await updateProfile(toUpdate(values, userType));
      toast.success(message);
      form.setFieldsValue(toValues(saved, i18n.language));
      onSaved(saved);
    } catch (error) {
      // The interceptor toasted the first message; each field's message goes under its input and what was typed stays.
      applyFieldErrors(form, error, PROFILE_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={toValues(account, i18n.language)}
      onFinish={() => void submit()}
      disabled={saving}
      className="acc-form acc-profile"
      scrollToFirstError
    >
      <fieldset className="acc-form__section">
        <legend>{t('profile.personal')}</legend>
        <Form.Item name="image" label={label('image')}>
          <ImageField kind="user_profile_image" label={label('image')} onBusy={onBusy} />
        </Form.Item>
        <div className="acc-form__grid">
          <Form.Item name="name" label={label('name')} validateTrigger="onBlur" rules={[rules.required(label('name')), rules.max(label('name'), 100)]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="surname" label={label('surname')} validateTrigger="onBlur" rules={[rules.max(label('surname'), 100)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item label={label('email')} htmlFor="profile_email" extra={t('profile.emailHelp')}>
            <Input value={account.email} readOnly dir="ltr" className="acc-ltr" aria-readonly="true" id="profile_email" />
          </Form.Item>
          <Form.Item label={label('userType')} htmlFor="profile_user_type">
            <Input value={t(`userTypes.${userType}`)} readOnly aria-readonly="true" id="profile_user_type" />
          </Form.Item>
          <Form.Item name="phone" label={label('phone')} validateTrigger="onBlur" rules={[phone('phone')]}>
            <Input type="tel" autoComplete="tel" dir="ltr" className="acc-ltr" />
          </Form.Item>
          <Form.Item name="whatsapp" label={label('whatsapp')} validateTrigger="onBlur" rules={[phone('whatsapp')]}>
            <Input type="tel" dir="ltr" className="acc-ltr" />
          </Form.Item>
          <Form.Item name="language" label={label('language')} extra={t('profile.languageHelp')}>
            <select className="acc-select">
              <option value="ar">{t('profile.languages.ar')}</option>
              <option value="en">{t('profile.languages.en')}</option>
            </select>
          </Form.Item>
          {userType !== 'Individual' && (
            <Form.Item name="listing_category" label={label('listing_category')}>
              <select className="acc-select">
                {account.listing_category === null && <option value="">—</option>}
                {LISTING_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`profile.listingCategories.${category}`)}
                  </option>
                ))}
              </select>
            </Form.Item>
          )}
        </div>
        <Form.Item name="about_me" label={label('about_me')} validateTrigger="onBlur" rules={[rules.max(label('about_me'), 2000)]}>
          <Input.TextArea rows={4} showCount maxLength={2000} />
        </Form.Item>
      </fieldset>

      {userType === 'Corporate' && (
        <fieldset className="acc-form__section" data-testid="company-section">
          <legend>{t('profile.company')}</legend>
          <Form.Item name="logo" label={label('logo')}>
            <ImageField kind="company_logo" label={label('logo')} onBusy={onBusy} />
          </Form.Item>
          <div className="acc-form__grid">
            <Form.Item
              name="company_name"
              label={label('company_name')}
              validateTrigger="onBlur"
              rules={[rules.required(label('company_name')), rules.max(label('company_name'), 150)]}
            >
              <Input autoComplete="organization" />
            </Form.Item>
            <Form.Item name="company_email" label={label('company_email')} validateTrigger="onBlur" rules={[rules.email(), rules.max(label('company_email'), 254)]}>
              <Input type="email" dir="ltr" className="acc-ltr" />
            </Form.Item>
            <Form.Item name="company_phone" label={label('company_phone')} validateTrigger="onBlur" rules={[phone('company_phone')]}>
              <Input type="tel" dir="ltr" className="acc-ltr" />
            </Form.Item>
            <Form.Item
              name="website"
              label={label('website')}
              validateTrigger="onBlur"
              rules={[{ validator: (_rule, value: unknown) => (isWebAddress(value) ? Promise.resolve() : Promise.reject(new Error(message('profile.urlInvalid', 'website')))) }, rules.max(label('website'), 300)]}
            >
              <Input type="url" dir="ltr" className="acc-ltr" placeholder="https://" />
            </Form.Item>
            <Form.Item
              name="registration_number"
              label={label('registration_number')}
              validateTrigger="onBlur"
              rules={[rules.alphaNum(label('registration_number')), rules.max(label('registration_number'), 60)]}
            >
              <Input dir="ltr" className="acc-ltr" />
            </Form.Item>
          </div>
          <Form.Item name="address" label={label('address')} validateTrigger="onBlur" rules={[rules.max(label('address'), 300)]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </fieldset>
      )}

      <Button type="primary" htmlType="submit" loading={saving} disabled={uploads > 0}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}

/** SPEC §2 /my-account: every SPEC §3 user field, and a Corporate account's company, viewed and edited in one form. */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const { account, setAccount, failed, retry } = useAccount();
  const signedInAs = useSession((state) => state.user?.id);

  if (!account) {
    if (!failed) return <LoadingText />;
    return (
      <AccountAntd>
        <p className="acc-retry">
          {t('profile.loadFailed')} <Button onClick={retry}>{t('profile.retry')}</Button>
        </p>
      </AccountAntd>
    );
  }
  return (
    <AccountAntd>
      <ProfileForm
        key={signedInAs ?? 'none'}
        account={account}
        onSaved={(saved) => {
          setAccount(saved);
          // The header and every remote read the session's user: the new name shows at once.
          sessionStore.getState().setUser(saved);
        }}
      />
    </AccountAntd>
  );
}

export default MyAccountPage;
