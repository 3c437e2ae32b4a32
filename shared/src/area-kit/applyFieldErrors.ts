import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isHttpError } from '@souq/shared';

/** Field → messages of a 400 response (`errors`); empty for any other failure. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  if (!isHttpError(error) || error.kind !== 'validation') return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/**
 * Shows a 400's messages under the matching inputs (the interceptor toasts only the first), keeping what was
 * typed, and moves focus to the first of them. `aliases` maps a server field to the form's name for it.
 * Returns the server fields no input showed.
 */
export function applyFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  fields: readonly string[],
  aliases: Record<string, string> = {},
): string[] {
  const errors = fieldErrors(error);
  const unshown: string[] = [];
  let first = true;
  for (const [field, messages] of Object.entries(errors)) {
    const name = aliases[field] ?? field;
    if (!fields.includes(name)) {
      unshown.push(field);
      continue;
    }
    // Several messages for one field are shown one per line.
    form.setError(name as Path<V>, { type: 'server', message: messages.join('\n') }, { shouldFocus: first });
    first = false;
  }
  return unshown;
}
