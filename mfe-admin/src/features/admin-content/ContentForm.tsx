import { useId, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { rules, useTranslation } from '@souq/shared';
import { applyFieldErrors, Field, fieldErrors, FileInput, uploadMedia } from '@souq/shared/area-kit';
import './contentTexts';
import '@souq/shared/area-kit/account-forms.css';
import './admin-content.css';

export type ContentValues = Record<string, string | boolean>;

export interface ContentField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'flag' | 'select' | 'image';
  /** The language the field is written in: its direction follows. */
  lang?: 'ar' | 'en' | 'fr';
  hint?: string;
  required?: boolean;
  /** A check of the value that the API would refuse anyway (a slug's form), said before sending. */
  check?: (value: string) => string | undefined;
  options?: readonly { value: string; label: string }[];
  /** Across the whole form rather than in one of the two columns. */
  wide?: boolean;
  rows?: number;
}

interface ContentFormProps {
  title: string;
  initial: ContentValues;
  fields: readonly ContentField[];
  /** The API's names for a form field (a page's text is checked block by block: `ar_content.text` → `ar_content`). */
  aliases?: Record<string, string>;
  /** Sends the values; throws the API's refusal, whose messages are then shown on their fields. */
  onSave: (values: ContentValues) => Promise<void>;
  onCancel: () => void;
}

function ImageField({ form, field }: { form: UseFormReturn<ContentValues>; field: ContentField }) {
  const { t } = useTranslation('admin');
  const uploadId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const image = String(form.watch(field.name) ?? '');
  const upload = async (file: File) => {
    setProgress(0);
    try {
      const uploaded = await uploadMedia('banner', file, setProgress);
      form.setValue(field.name, uploaded.url, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      // The shared client has said why (type, size); the message also goes under the field.
      const messages = Object.values(fieldErrors(error)).flat();
      if (messages.length) form.setError(field.name, { type: 'server', message: messages.join('\n') });
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="ac-image">
      {image && <img className="ac-image__preview" src={image} alt={t('adminContent.banner.preview')} />}
      <div className="acc-field">
        <label htmlFor={uploadId} className="acc-field__label">
          {t('adminContent.banner.upload')}
        </label>
        <FileInput
          id={uploadId}
          accept="image/*"
          chosen={picked}
          disabled={progress !== null}
          onChoose={(file, input) => {
            // Emptied, so that choosing the same file again uploads it again.
            input.value = '';
            if (!file) return;
            setPicked(file);
            void upload(file);
          }}
        />
        {progress !== null && (
          <p className="acc-field__hint" role="status">
            {t('adminContent.banner.uploading', { percent: progress })}
          </p>
        )}
      </div>
      <Field
        form={form}
        name={field.name}
        label={field.label}
        hint={field.hint}
        rules={field.required ? [rules.required(field.label)] : []}
      >
        <input type="text" dir="ltr" className="acc-ltr" autoComplete="off" />
      </Field>
    </div>
  );
}

function FormField({ form, field }: { form: UseFormReturn<ContentValues>; field: ContentField }) {
  const dir = field.lang === 'ar' ? 'rtl' : field.lang ? 'ltr' : undefined;
  const className = field.wide ? 'ac-wide' : undefined;
  if (field.kind === 'flag') {
    return (
      <label className={['acc-check', 'ac-flag', className].filter(Boolean).join(' ')}>
        <input type="checkbox" {...form.register(field.name)} />
        {field.label}
      </label>
    );
  }
  if (field.kind === 'image')
    return (
      <div className="ac-wide">
        <ImageField form={form} field={field} />
      </div>
    );
  const control =
    field.kind === 'textarea' ? (
      <textarea rows={field.rows ?? 4} dir={dir} lang={field.lang} />
    ) : field.kind === 'select' ? (
      <select>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ) : field.kind === 'number' ? (
      <input type="text" inputMode="numeric" dir="ltr" className="acc-ltr" autoComplete="off" />
    ) : (
      <input type="text" dir={dir} lang={field.lang} autoComplete="off" />
    );
  return (
    <Field
      form={form}
      name={field.name}
      label={field.label}
      hint={field.hint}
      className={className}
      rules={field.required ? [rules.required(field.label)] : []}
      check={field.check ? (value) => field.check?.(String(value ?? '')) : undefined}
    >
      {control}
    </Field>
  );
}

/**
 * One piece of content's form, its Arabic and English fields side by side (Arabic at the start of the line). A
 * refusal of the API is shown under the fields it names, with what was typed kept; what no field shows is listed above.
 */
export function ContentForm({ title, initial, fields, aliases = {}, onSave, onCancel }: ContentFormProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const form = useForm<ContentValues>({ defaultValues: initial, mode: 'onBlur', reValidateMode: 'onChange' });
  const [busy, setBusy] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const submit = async (values: ContentValues) => {
    setBusy(true);
    setOtherErrors([]);
    try {
      await onSave(values);
    } catch (error) {
      const unshown = applyFieldErrors(
        form,
        error,
        fields.map((field) => field.name),
        aliases,
      );
      const messages = fieldErrors(error);
      setOtherErrors(unshown.flatMap((field) => messages[field] ?? []));
      setBusy(false);
    }
  };
  return (
    <form
      className="acc-form ac-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <h3 id={headingId} className="ac-form__title">
        {title}
      </h3>
      {otherErrors.length > 0 && (
        <div className="ac-form__errors" role="alert">
          <p>{t('adminContent.otherErrors')}</p>
          <ul>
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <fieldset className="acc-form__body" disabled={busy}>
        <div className="ac-form__grid">
          {fields.map((field) => (
            <FormField key={field.name} form={form} field={field} />
          ))}
        </div>
        <p className="acc-form__actions">
          <button type="button" className="acc-button" onClick={onCancel}>
            {t('adminContent.cancel')}
          </button>
          <button type="submit" className="acc-button acc-button--primary" aria-busy={busy}>
            {t('adminContent.save')}
          </button>
        </p>
      </fieldset>
    </form>
  );
}
