import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { rules, toast, useTranslation } from '@souq/shared';
import { applyFieldErrors } from '../session/apply-field-errors';
import { LISTING_CATEGORIES, needsListingCategory, register, USER_TYPES, type RegisterInput } from './register-requests';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  user_type?: RegisterInput['user_type'];
  listing_category?: RegisterInput['listing_category'];
}

export interface RegisterFormProps {
  /** The account is created and a code is on its way: the caller moves on to the OTP step. */
  onRegistered: (input: RegisterInput) => void;
}

// The API's bounds; the SPEC leaves them to the server, the form only saves a round trip.
const NAME_MAX = 100;
const PASSWORD_MIN = 8;

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterValues>();
  const userType = Form.useWatch('user_type', form);
  const [busy, setBusy] = useState(false);

  const submit = async (values: RegisterValues) => {
    if (!values.user_type) return;
    const input: RegisterInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      user_type: values.user_type,
      listing_category: needsListingCategory(values.user_type) ? (values.listing_category ?? null) : null,
    };
    setBusy(true);
    try {
      const response = await register(input);
      toast.success(response.message);
      form.resetFields();
      onRegistered(input);
    } catch (error) {
      // SPEC §4: the message shows (toast by the interceptor, and under the field) and the form stays.
      applyFieldErrors(form, error, ['name', 'email', 'password', 'user_type', 'listing_category']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} className="mfe-auth-form" disabled={busy}>
      <Form.Item name="name" label={t('fields.name')} validateTrigger="onBlur" rules={[rules.required(t('fields.name')), rules.max(t('fields.name'), NAME_MAX)]}>
        <Input autoComplete="name" placeholder={t('placeholders.name')} />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} validateTrigger="onBlur" rules={[rules.required(t('fields.email')), rules.email()]}>
        <Input type="email" autoComplete="email" placeholder={t('placeholders.email')} dir="ltr" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        validateTrigger="onBlur"
        rules={[rules.required(t('fields.password')), rules.min(t('fields.password'), PASSWORD_MIN)]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('placeholders.password')} />
      </Form.Item>
      <Form.Item name="user_type" label={t('fields.userType')} rules={[rules.required(t('fields.userType'))]}>
        <Select
          placeholder={t('placeholders.userType')}
          options={USER_TYPES.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
        />
      </Form.Item>
      {needsListingCategory(userType) && (
        <Form.Item name="listing_category" label={t('fields.listingCategory')} rules={[rules.required(t('fields.listingCategory'))]}>
          <Select
            placeholder={t('placeholders.listingCategory')}
            options={LISTING_CATEGORIES.map((category) => ({ value: category, label: t(`listingCategories.${category}`) }))}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('buttons.register')}
      </Button>
    </Form>
  );
}
