import type { FormRule } from 'antd';
import { plainNumberText } from '../listing-ui/number-input';
import { validationMessage } from './validation-messages';

// Built during render (`rules={[rules.required(t('name'))]}`), so messages follow the current language.
// Only `required` complains about an empty value; the others leave empty fields to it, as Laravel does.

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value === '');
}

function check(test: (value: unknown) => boolean, message: () => string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      isEmpty(value) || test(value) ? Promise.resolve() : Promise.reject(new Error(message())),
  };
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// Letters and digits of any script, so Arabic names pass.
const ALPHA_NUM = /^[\p{L}\p{M}\p{N}]+$/u;
const ALPHA_NUM_SPACE = /^[\p{L}\p{M}\p{N} ]+$/u;

const length = (value: unknown) => [...String(value)].length;

export const rules = {
  required: (attribute: string): FormRule => ({
    required: true,
    whitespace: true,
    message: validationMessage('required', attribute),
  }),
  email: (): FormRule => ({ type: 'email', message: validationMessage('email', '') }),
  min: (attribute: string, min: number): FormRule =>
    check(
      (v) => length(v) >= min,
      () => validationMessage('min', attribute, { min }),
    ),
  max: (attribute: string, max: number): FormRule =>
    check(
      (v) => length(v) <= max,
      () => validationMessage('max', attribute, { max }),
    ),
  numeric: (attribute: string): FormRule =>
    check(
      // As people type it: Eastern Arabic digits and separators are a number too (the form reads it the same way).
      (v) => (typeof v === 'number' ? Number.isFinite(v) : NUMERIC.test(plainNumberText(String(v)))),
      () => validationMessage('numeric', attribute),
    ),
  alphaNum: (attribute: string): FormRule =>
    check(
      (v) => ALPHA_NUM.test(String(v)),
      () => validationMessage('alpha_num', attribute),
    ),
  alphaNumSpace: (attribute: string): FormRule =>
    check(
      (v) => ALPHA_NUM_SPACE.test(String(v)),
      () => validationMessage('alpha_num_space', attribute),
    ),
};
