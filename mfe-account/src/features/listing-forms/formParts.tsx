import type { SelectHTMLAttributes } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { isHttpError, useTranslation } from '@souq/shared';
import { plainNumberText } from '@souq/shared/listing-ui';
import type { Option, Place } from './listingApi';

/** The label of a vocabulary entry or a place in the visitor's language. */
export function useLabel() {
  const { i18n } = useTranslation('account');
  const arabic = i18n.language === 'ar';
  return (item: Option<string | number> | Place) => (arabic ? item.name_ar : item.name_en);
}

type Choice = Option<string | number> | Place;
const valueOf = (item: Choice) => String('value' in item ? item.value : item.id);

/**
 * A native select (light, and the phone's own picker). The form's Field passes id, value, onChange and the
 * aria state; '' stands for "not chosen".
 */
export function ChoiceSelect({
  options,
  placeholder,
  allowNone,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly Choice[];
  placeholder?: string;
  allowNone?: boolean;
}) {
  const { t } = useTranslation('account');
  const label = useLabel();
  return (
    <select {...props} className={['lf-select', props.className].filter(Boolean).join(' ')} value={props.value ?? ''}>
      <option value="" disabled={!allowNone}>
        {allowNone ? t('forms.none') : (placeholder ?? t('forms.choose'))}
      </option>
      {options.map((item) => (
        <option key={valueOf(item)} value={valueOf(item)}>
          {label(item)}
        </option>
      ))}
    </select>
  );
}

/** Several choices from a list, as checkboxes under one legend; the value is the list of chosen values. */
export function CheckboxGroup<V extends FieldValues>({
  form,
  name,
  legend,
  options,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  legend: string;
  options: readonly Choice[];
}) {
  const label = useLabel();
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <fieldset className="acc-checks" data-field={name}>
      <legend>{legend}</legend>
      <div className="acc-checks__list">
        {options.map((item) => {
          const value = valueOf(item);
          return (
            <label key={value} className="acc-check">
              <input
                type="checkbox"
                name={field.name}
                value={value}
                checked={chosen.includes(value)}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(event.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))
                }
              />
              {label(item)}
            </label>
          );
        })}
      </div>
      {message && (
        <p role="alert" className="acc-field__error">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** A stored value as a form field holds it: '' for none. */
export const str = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * '' and undefined are "not given"; anything else becomes a number (the API checks it further), read as people type
 * it: Eastern Arabic digits and separators too ('٢٬٥٠٠٬٠٠٠' is 2500000). NaN when it is not one.
 */
export function numberOrNull(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const text = plainNumberText(String(value));
  const n = text === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : NaN;
}

export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Shows a 400's messages under the inputs they belong to (`aliases`: a server field → the input showing it);
 * returns the ones that belong to no input (e.g. `images`), for the caller to show beside the media.
 * The entries themselves are left as they were. Loaded with the first refused save: most saves never need it.
 */
export async function applyServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  fields: readonly string[],
  aliases: Record<string, string> = {},
): Promise<Record<string, string[]>> {
  const { applyFieldErrors, fieldErrors } = await import(
    /* webpackChunkName: "field-errors" */ '@souq/shared/area-kit'
  );
  const errors = fieldErrors(error);
  return Object.fromEntries(
    applyFieldErrors(form, error, fields, aliases).map((field) => [field, errors[field] ?? []]),
  );
}

/** The server's own message for a failed load (e.g. 403 "You do not have permission!"). */
export function serverMessage(error: unknown): string | null {
  if (!isHttpError(error) || error.kind === 'cancelled') return null;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : error.message;
}

/** Price after a whole-percent discount, as the API rounds it. */
export const discounted = (price: number, percent: number) => Math.round((price * (100 - percent)) / 100);
