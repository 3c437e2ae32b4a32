import type { FormInstance } from 'antd';
import type { SelectHTMLAttributes } from 'react';
import { isHttpError, useTranslation } from '@souq/shared';
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
 * A native select (light, and the phone's own picker). antd's Form.Item passes id, value and onChange;
 * '' stands for "not chosen".
 */
export function ChoiceSelect({ options, placeholder, allowNone, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Choice[]; placeholder?: string; allowNone?: boolean }) {
  const { t } = useTranslation('account');
  const label = useLabel();
  return (
    <select className="lf-select" {...props} value={props.value ?? ''}>
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

/** '' and undefined are "not given"; anything else becomes a number (the API checks it further). */
export function numberOrNull(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const n = Number(String(value).trim());
  return Number.isFinite(n) ? n : NaN;
}

export const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Field → messages of a 400 response. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  if (!isHttpError(error) || error.kind !== 'validation') return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/**
 * Shows a 400's messages under the inputs they belong to; returns the ones that belong to no input (e.g. `images`),
 * for the caller to show beside the media. The entries themselves are left as they were.
 */
export function applyServerErrors(form: FormInstance, error: unknown, fields: readonly string[]): Record<string, string[]> {
  const errors = fieldErrors(error);
  const known = Object.entries(errors).filter(([field]) => fields.includes(field));
  if (known.length > 0) {
    form.setFields(known.map(([name, errs]) => ({ name, errors: errs })));
    form.scrollToField(known[0]![0], { block: 'center' });
  }
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

/** The server's own message for a failed load (e.g. 403 "You do not have permission!"). */
export function serverMessage(error: unknown): string | null {
  if (!isHttpError(error) || error.kind === 'cancelled') return null;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : error.message;
}

/** Price after a whole-percent discount, as the API rounds it. */
export const discounted = (price: number, percent: number) => Math.round((price * (100 - percent)) / 100);
