import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors } from '@souq/shared';

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
