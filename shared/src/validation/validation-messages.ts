import { i18n } from '../i18n/i18n';

/** docs/product/validation.md message keys, by rule. */
export const VALIDATION_KEYS = {
  required: 'required_field',
  email: 'email_field',
  min: 'min_field',
  max: 'max_field',
  numeric: 'numeric_field',
  alpha_num: 'alpha_num_field',
  alpha_num_space: 'alpha_num_space_field',
} as const;

export type ValidationRule = keyof typeof VALIDATION_KEYS;

export interface ValidationParams {
  min?: number | string;
  max?: number | string;
  /** Language to write in; the current one by default. */
  lng?: string;
}

const PLACEHOLDER = /:(attribute|min|max)\b/g;

/**
 * Fills a docs/product/validation.md template: `validationMessage('min', 'Password', { min: 8 })` →
 * 'The Password field must be at least 8 characters.'. The templates keep the spec's Laravel-style
 * `:attribute` placeholders; one pass replaces them, so a value containing ':min' stays literal.
 */
export function validationMessage(rule: ValidationRule, attribute: string, params: ValidationParams = {}): string {
  const key = VALIDATION_KEYS[rule];
  // The count picks Arabic's plural form for "characters"; English has a single form.
  const count = rule === 'min' ? Number(params.min) : rule === 'max' ? Number(params.max) : undefined;
  const template = i18n.t(`common:validation.${key}`, {
    lng: params.lng,
    ...(count !== undefined && Number.isFinite(count) ? { count } : {}),
  });
  const values: Record<string, string> = {
    attribute,
    min: params.min === undefined ? '' : String(params.min),
    max: params.max === undefined ? '' : String(params.max),
  };
  return template.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '');
}

/** docs/product/validation.md: the OTP must be six digits. */
export const OTP_LENGTH = 6;

export function otpRequiredMessage(lng?: string): string {
  return i18n.t('common:validation.otp_required', { lng });
}
