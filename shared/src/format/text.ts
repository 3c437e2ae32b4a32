/** 'hello world' → 'Hello world'; non-text gives ''. */
export function capitalizeFirst(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const first = String.fromCodePoint(value.codePointAt(0)!);
  return first.toUpperCase() + value.slice(first.length);
}

/** Items in a sentence of the given language: Arabic separates them with its own comma (،). */
export function joinList(items: readonly string[], language: string): string {
  return items.join(language === 'ar' ? '، ' : ', ');
}
