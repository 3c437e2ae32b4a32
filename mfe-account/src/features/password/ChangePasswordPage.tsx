import { useEffect, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { http, rules, toast, useTranslation } from '@souq/shared';
import { applyFieldErrors, Field } from '@souq/shared/area-kit';
import './passwordTexts';
import '@souq/shared/area-kit/account-forms.css';

interface PasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;
const EMPTY: PasswordValues = { old_password: '', new_password: '', confirm_password: '' };
// The API's bounds (the product rules leave them to the server); checking here only saves a round trip.
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** A password input with a button that shows what was typed (and hides it again). */
function PasswordInput({
  fieldName,
  ref,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { fieldName: string; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <span className="acc-password">
      <input
        {...props}
        ref={ref}
        className={className}
        type={shown ? 'text' : 'password'}
        dir="ltr"
        spellCheck={false}
      />
      <button
        type="button"
        className="acc-button acc-button--small"
        aria-label={t(shown ? 'password.hideLabel' : 'password.showLabel', { field: fieldName })}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {t(shown ? 'password.hide' : 'password.show')}
      </button>
    </span>
  );
}

/** docs/product/routes.md /change-password: current, new and confirmation, checked here by docs/product/validation.md rules and by the server. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  // Checked when a field is left, and again on every change once it has been shown wrong.
  const form = useForm<PasswordValues>({ defaultValues: EMPTY, mode: 'onBlur', reValidateMode: 'onChange' });
  const [busy, setBusy] = useState(false);
  const current = t('password.current');
  const next = t('password.new');
  const confirm = t('password.confirm');

  // A confirmation already filled in is checked again when the new password changes.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name === 'new_password' && form.getFieldState('confirm_password').isTouched)
        void form.trigger('confirm_password');
    });
    return () => watching.unsubscribe();
  }, [form]);

  const submit = async (values: PasswordValues) => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await http.authJson({ method: 'POST', url: '/change-password', data: values });
      toast.success(response.message);
      form.reset(EMPTY);
    } catch (error) {
      // The interceptor toasted the first message; every field's message goes under its input, nothing typed is lost.
      applyFieldErrors(form, error, FIELDS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      name="change-password"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="acc-form acc-form--narrow"
    >
      <fieldset disabled={busy} className="acc-form__body">
        <p className="acc-form__intro">{t('password.intro')}</p>
        <Field
          form={form}
          name="old_password"
          label={current}
          rules={[rules.required(current), rules.max(current, PASSWORD_MAX)]}
        >
          <PasswordInput fieldName={current} autoComplete="current-password" />
        </Field>
        <Field
          form={form}
          name="new_password"
          label={next}
          rules={[rules.required(next), rules.min(next, PASSWORD_MIN), rules.max(next, PASSWORD_MAX)]}
        >
          <PasswordInput fieldName={next} autoComplete="new-password" />
        </Field>
        <Field
          form={form}
          name="confirm_password"
          label={confirm}
          rules={[rules.required(confirm)]}
          check={(value, values) =>
            !value || value === values.new_password
              ? undefined
              : t('password.mismatch').replace(':attribute', confirm).replace(':other', next)
          }
        >
          <PasswordInput fieldName={confirm} autoComplete="new-password" />
        </Field>
        <div className="acc-form__actions">
          <button type="submit" className="acc-button acc-button--primary" aria-busy={busy}>
            {t('password.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

export default ChangePasswordPage;
