import type { FormInstance } from 'antd';
import { fieldErrors } from '@souq/shared';

/** Shows a 400's per-field messages under the matching inputs (the toast shows only the first). */
export function applyFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): void {
  const errors = fieldErrors(error);
  const known = Object.entries(errors).filter(([field]) => fields.includes(field));
  if (known.length > 0) form.setFields(known.map(([name, messages]) => ({ name, errors: messages })));
}
