import { cloneElement, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { FormRule } from 'antd';

// The shared docs/product/validation.md rules (`rules` of @souq/shared) are written as antd rule objects; this runs them for
// react-hook-form, so the messages and their checks stay the ones every other form of the site uses.
// (Only the antd *type* is imported: nothing of antd is bundled by this file.)

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The first failing rule's message, or undefined when the value passes them all. */
export async function firstError(rules: readonly FormRule[], value: unknown): Promise<string | undefined> {
  for (const rule of rules) {
    if (typeof rule === 'function') continue;
    const message = rule.message === undefined ? '' : String(rule.message);
    if (rule.required && (isEmpty(value) || (rule.whitespace && typeof value === 'string' && value.trim() === '')))
      return message;
    if (isEmpty(value)) continue;
    if (rule.type === 'email' && !EMAIL.test(String(value).trim())) return message;
    if (rule.pattern && !rule.pattern.test(String(value))) return message;
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => undefined);
      } catch (failure) {
        return failure instanceof Error ? failure.message : String(failure);
      }
    }
  }
  return undefined;
}

interface FieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: ReactNode;
  /** docs/product/validation.md rules (from `rules` of @souq/shared), checked in order; the first failing one is shown. */
  rules?: readonly FormRule[];
  /** A check that needs the other values (e.g. a confirmation). */
  check?: (value: unknown, values: V) => string | undefined;
  /** Fields whose check depends on this one's value. */
  deps?: Path<V>[];
  hint?: ReactNode;
  /** Shown after the input, e.g. "%". */
  suffix?: ReactNode;
  className?: string;
  /** The control: an input, textarea or select; it receives id, name, value, events and the aria state. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * One labelled form control with its hint and its message. The message sits under the control, is announced
 * (role=alert) when it appears, and is the control's accessible description while it is shown.
 */
export function Field<V extends FieldValues>({
  form,
  name,
  label,
  rules,
  check,
  deps,
  hint,
  suffix,
  className,
  children,
}: FieldProps<V>) {
  const id = useId();
  const latest = useRef({ rules, check });
  latest.current = { rules, check };
  const { field, fieldState } = useController({
    control: form.control,
    name,
    rules: {
      deps,
      validate: async (value, values) =>
        (await firstError(latest.current.rules ?? [], value)) ?? latest.current.check?.(value, values) ?? true,
    },
  });
  const message = fieldState.error?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, {
    id,
    name: field.name,
    ref: field.ref,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
    className: ['acc-input', children.props.className].filter(Boolean).join(' '),
  });
  return (
    <div
      className={['acc-field', message ? 'acc-field--error' : '', className ?? ''].filter(Boolean).join(' ')}
      data-field={name}
    >
      <label htmlFor={id} className="acc-field__label">
        {label}
      </label>
      {suffix ? (
        <span className="acc-field__with-suffix">
          {control}
          <span className="acc-field__suffix" aria-hidden="true">
            {suffix}
          </span>
        </span>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className="acc-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="acc-field__error" role="alert">
          {message.includes('\n')
            ? message.split('\n').map((line, n) => (
                <span key={n} className="acc-field__line">
                  {line}
                </span>
              ))
            : message}
        </p>
      )}
    </div>
  );
}
