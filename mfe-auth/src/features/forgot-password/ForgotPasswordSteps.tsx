import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { fieldErrors, isolate, rules, toast, useTranslation } from '@souq/shared';
import { OtpStep } from '../../components/otp/OtpStep';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { requestResetCode, resetPassword, verifyResetCode } from './forgot-password-requests';

export type ForgotStep = 'email' | 'code' | 'password';
const STEPS: readonly ForgotStep[] = ['email', 'code', 'password'];
const PASSWORD_MIN = 8;

/** The new password has been saved: the caller closes the dialog and offers the login form. */
export interface ForgotPasswordStepsProps {
  onDone: () => void;
}

/** docs/product/routes.md and states.md: email → six-digit code → new password and confirmation; each success advances. */
export function ForgotPasswordSteps({ onDone }: ForgotPasswordStepsProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<ForgotStep>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [emailForm] = Form.useForm<{ email: string }>();
  const [passwordForm] = Form.useForm<{ new_password: string; confirm_password: string }>();
  const [busy, setBusy] = useState(false);

  const sendCode = async (address: string) => {
    setBusy(true);
    try {
      const response = await requestResetCode(address);
      toast.success(response.message);
      setEmail(address);
      setStep('code');
    } catch (error) {
      applyFieldErrors(emailForm, error, ['email']);
    } finally {
      setBusy(false);
    }
  };

  const resendCode = async () => {
    try {
      const response = await requestResetCode(email);
      toast.success(response.message);
      return true;
    } catch {
      return false;
    }
  };

  const checkCode = async (typed: string) => {
    const response = await verifyResetCode(email, typed);
    toast.success(response.message);
    setCode(typed);
    setStep('password');
  };

  const saveNewPassword = async (values: { new_password: string; confirm_password: string }) => {
    setBusy(true);
    try {
      const response = await resetPassword({ email, code, ...values });
      toast.success(response.message);
      onDone();
    } catch (error) {
      // The code stopped working meanwhile (expired, used up): back to the step that can get a new one.
      if (fieldErrors(error).code) setStep('code');
      else applyFieldErrors(passwordForm, error, ['new_password', 'confirm_password']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mfe-forgot">
      <ol className="mfe-forgot__steps" aria-label={t('forgot.title')}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            className={name === step ? 'is-current' : STEPS.indexOf(step) > index ? 'is-done' : undefined}
            aria-current={name === step ? 'step' : undefined}
          >
            <span className="mfe-forgot__step-number">{index + 1}</span>
            {t(`forgot.steps.${name}`)}
          </li>
        ))}
      </ol>

      {step === 'email' && (
        <Form
          form={emailForm}
          name="forgot-email"
          noValidate
          layout="vertical"
          requiredMark={false}
          initialValues={{ email }}
          disabled={busy}
          onFinish={(values) => void sendCode(values.email.trim())}
          className="mfe-auth-form"
        >
          <p className="mfe-auth-form__intro">{t('forgot.emailIntro')}</p>
          <Form.Item
            name="email"
            label={t('fields.email')}
            validateTrigger="onBlur"
            rules={[rules.required(t('fields.email')), rules.email()]}
          >
            <Input type="email" autoComplete="email" placeholder={t('placeholders.email')} dir="ltr" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('buttons.sendCode')}
          </Button>
        </Form>
      )}

      {step === 'code' && (
        <>
          <OtpStep
            intro={t('forgot.codeIntro', { email: isolate(email) })}
            submitLabel={t('buttons.verifyCode')}
            onSubmit={checkCode}
            onResend={resendCode}
          />
          <p className="mfe-auth-links">
            <button type="button" className="mfe-auth-link" onClick={() => setStep('email')}>
              {t('buttons.back')}
            </button>
          </p>
        </>
      )}

      {step === 'password' && (
        <Form
          form={passwordForm}
          name="forgot-password"
          layout="vertical"
          requiredMark={false}
          disabled={busy}
          onFinish={(values) => void saveNewPassword(values)}
          className="mfe-auth-form"
        >
          <p className="mfe-auth-form__intro">{t('forgot.passwordIntro', { email: isolate(email) })}</p>
          <Form.Item
            name="new_password"
            label={t('fields.newPassword')}
            validateTrigger="onBlur"
            rules={[rules.required(t('fields.newPassword')), rules.min(t('fields.newPassword'), PASSWORD_MIN)]}
          >
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label={t('fields.confirmPassword')}
            validateTrigger="onBlur"
            rules={[rules.required(t('fields.confirmPassword'))]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('buttons.resetPassword')}
          </Button>
        </Form>
      )}
    </div>
  );
}
