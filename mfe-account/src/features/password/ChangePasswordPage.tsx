import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { http, rules, toast, useTranslation } from '@souq/shared';
import { AccountAntd } from '../layout/AccountAntd';
import { applyFieldErrors } from '../form-errors/applyFieldErrors';
import './passwordTexts';
import '../layout/account-forms.css';

interface PasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;
// The API's bounds (the SPEC leaves them to the server); checking here only saves a round trip.
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

function PasswordForm() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const current = t('password.current');
  const next = t('password.new');
  const confirm = t('password.confirm');

  const submit = async (values: PasswordValues) => {
    setBusy(true);
    try {
      const response = await http.authJson({ method: 'POST', url: '/change-password', data: values });
      toast.success(response.message);
      form.resetFields();
    } catch (error) {
      // The interceptor toasted the first message; every field's message goes under its input, nothing typed is lost.
      applyFieldErrors(form, error, FIELDS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} name="change-password" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={busy} className="acc-form acc-form--narrow">
      <p className="acc-form__intro">{t('password.intro')}</p>
      <Form.Item name="old_password" label={current} validateTrigger="onBlur" rules={[rules.required(current), rules.max(current, PASSWORD_MAX)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={next}
        validateTrigger="onBlur"
        rules={[rules.required(next), rules.min(next, PASSWORD_MIN), rules.max(next, PASSWORD_MAX)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={confirm}
        validateTrigger="onBlur"
        dependencies={['new_password']}
        rules={[
          rules.required(confirm),
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              !value || value === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch').replace(':attribute', confirm).replace(':other', next))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}

/** SPEC §2 /change-password: current, new and confirmation, checked here by SPEC §5 rules and by the server. */
export function ChangePasswordPage() {
  return (
    <AccountAntd>
      <PasswordForm />
    </AccountAntd>
  );
}

export default ChangePasswordPage;
