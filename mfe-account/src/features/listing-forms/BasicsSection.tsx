import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { rules, useTranslation } from '@souq/shared';
import { Field } from '@souq/shared/area-kit';

/** The name and description of a listing, in the member's words and in Arabic. */
export function BasicsSection<V extends FieldValues>({
  form,
  required,
  children,
}: {
  form: UseFormReturn<V>;
  required: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const f = (key: string) => t(`forms.fields.${key}`);
  const field = { form };
  const needed = (key: string) => (required ? [rules.required(f(key))] : []);
  const name = (key: string) => key as Path<V>;
  return (
    <fieldset className="lf-section">
      <legend>{t('forms.sections.basics')}</legend>
      <Field {...field} name={name('name')} label={f('name')} rules={[...needed('name'), rules.max(f('name'), 200)]}>
        <input dir="auto" />
      </Field>
      <Field {...field} name={name('name_ar')} label={f('nameAr')} rules={[rules.max(f('nameAr'), 200)]}>
        <input dir="rtl" lang="ar" />
      </Field>
      <Field
        {...field}
        name={name('description')}
        label={f('description')}
        rules={[...needed('description'), rules.max(f('description'), 10_000)]}
      >
        <textarea rows={4} dir="auto" />
      </Field>
      <Field
        {...field}
        name={name('description_ar')}
        label={f('descriptionAr')}
        rules={[rules.max(f('descriptionAr'), 10_000)]}
      >
        <textarea rows={3} dir="rtl" lang="ar" />
      </Field>
      {children}
    </fieldset>
  );
}
