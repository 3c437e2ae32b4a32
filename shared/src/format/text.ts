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

/**
 * Text set apart from the sentence around it (Unicode first-strong isolate … pop directional isolate), for a value
 * put into a translated sentence: an e-mail address in an Arabic sentence keeps its own order, and the sentence's
 * punctuation stays on the sentence's side of it whatever the address starts or ends with.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
