import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { rules, toast, useTranslation } from '@souq/shared';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import {
  LISTING_CATEGORIES,
  needsListingCategory,
  register,
  USER_TYPES,
  type RegisterInput,
} from './register-requests';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  user_type: RegisterInput['user_type'] | '';
  listing_category: NonNullable<RegisterInput['listing_category']> | '';
}

export interface RegisterFormProps {
  /** The account is created and a code is on its way: the caller moves on to the OTP step. */
  onRegistered: (input: RegisterInput) => void;
}

// The API's bounds; the product rules leave them to the server, the form only saves a round trip.
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
      listing_category:
        needsListingCategory(values.user_type) && values.listing_category ? values.listing_category : null,
    };
    setBusy(true);
    try {
      const response = await register(input);
      toast.success(response.message);
      form.resetFields();
      onRegistered(input);
    } catch (error) {
      // docs/product/states.md: the message shows (toast by the interceptor, and under the field) and the form stays.
      applyFieldErrors(form, error, ['name', 'email', 'password', 'user_type', 'listing_category']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="register"
      // The form's own messages, in the page's language, not the browser's bubble over them (for type="email").
      noValidate
      layout="vertical"
      requiredMark={false}
      // Native selects (light, and the phone's own picker) need a defined value from the start.
      initialValues={{ user_type: '', listing_category: '' }}
      onFinish={(values) => void submit(values)}
      className="mfe-auth-form"
      disabled={busy}
    >
      <Form.Item
        name="name"
        label={t('fields.name')}
        validateTrigger="onBlur"
        rules={[rules.required(t('fields.name')), rules.max(t('fields.name'), NAME_MAX)]}
      >
        <Input autoComplete="name" placeholder={t('placeholders.name')} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('fields.email')}
        validateTrigger="onBlur"
        rules={[rules.required(t('fields.email')), rules.email()]}
      >
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
        <select className="mfe-auth-select">
          <option value="" disabled>
            {t('placeholders.userType')}
          </option>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`userTypes.${type}`)}
            </option>
          ))}
        </select>
      </Form.Item>
      {needsListingCategory(userType) && (
        <Form.Item
          name="listing_category"
          label={t('fields.listingCategory')}
          rules={[rules.required(t('fields.listingCategory'))]}
        >
          <select className="mfe-auth-select">
            <option value="" disabled>
              {t('placeholders.listingCategory')}
            </option>
            {LISTING_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`listingCategories.${category}`)}
              </option>
            ))}
          </select>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('buttons.register')}
      </Button>
    </Form>
  );
}
