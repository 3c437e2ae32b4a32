import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { rules, useTranslation } from '@souq/shared';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { completeLogin } from '../../lib/complete-login';
import { login, needsVerification, type LoginInput } from './login-requests';

export interface LoginFormProps {
  onForgotPassword: () => void;
  /** The account exists but its email is not verified yet; a fresh code is on its way. */
  onVerificationRequired: (email: string) => void;
}

export function LoginForm({ onForgotPassword, onVerificationRequired }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginInput>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: LoginInput) => {
    setBusy(true);
    try {
      const response = await login({ email: values.email.trim(), password: values.password });
      form.resetFields();
      completeLogin(response.data, response.message);
    } catch (error) {
      // The interceptor has already toasted the server's message; a network failure just re-enables.
      const email = needsVerification(error);
      if (email) onVerificationRequired(email);
      else applyFieldErrors(form, error, ['email', 'password']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={(values) => void submit(values)}
      className="mfe-auth-form"
      disabled={busy}
    >
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[rules.required(t('fields.email')), rules.email()]}
        validateTrigger="onBlur"
      >
        <Input type="email" autoComplete="email" placeholder={t('placeholders.email')} dir="ltr" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        rules={[rules.required(t('fields.password'))]}
        validateTrigger="onBlur"
      >
        <Input.Password autoComplete="current-password" placeholder={t('placeholders.password')} />
      </Form.Item>
      <p className="mfe-auth-links mfe-auth-links--end">
        <button type="button" className="mfe-auth-link" onClick={onForgotPassword}>
          {t('links.forgot')}
        </button>
      </p>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('buttons.login')}
      </Button>
    </Form>
  );
}
