export interface FieldError {
  field: string;
  message: string;
}

/**
 * A 400's `errors` ({ field: [messages] }) as a list, in order. Servers are not always tidy, so a single
 * string instead of a list is accepted and non-text is skipped.
 */
export function fieldErrorList(errors: unknown): FieldError[] {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return [];
  const out: FieldError[] = [];
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages : [messages];
    for (const message of list) {
      if (typeof message === 'string' && message !== '') out.push({ field, message });
    }
  }
  return out;
}

/** docs/product/errors.md: each message of a 400's `errors` becomes 'field:message'. */
export function flattenErrors(errors: unknown): string[] {
  return fieldErrorList(errors).map(({ field, message }) => `${field}:${message}`);
}
