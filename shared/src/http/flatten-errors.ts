/**
 * SPEC §8: a 400 carries `errors` as { field: [messages] }; each message becomes 'field:message'.
 * Servers are not always tidy, so a single string instead of a list is accepted and non-text is skipped.
 */
export function flattenErrors(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return [];
  const out: string[] = [];
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages : [messages];
    for (const message of list) {
      if (typeof message === 'string' && message !== '') out.push(`${field}:${message}`);
    }
  }
  return out;
}
