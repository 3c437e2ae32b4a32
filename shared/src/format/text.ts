/** 'hello world' → 'Hello world'; non-text gives ''. */
export function capitalizeFirst(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const first = String.fromCodePoint(value.codePointAt(0)!);
  return first.toUpperCase() + value.slice(first.length);
}
