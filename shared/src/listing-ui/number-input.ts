// Visitors on Arabic keyboards type Eastern Arabic (٠-٩) or Persian (۰-۹) digits; the URL and the API take 0-9.
const EASTERN = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function toWesternDigits(value: string): string {
  return value.replace(EASTERN, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** What a range box holds after typing: Western digits, group separators dropped. */
export function normaliseNumberInput(value: string): string {
  return toWesternDigits(value).replace(/[,\s\u066C]/g, '');
}

/**
 * A number as typed in a form, as text Number() reads: Eastern Arabic digits, the Arabic decimal separator (٫) and
 * group separators (٬ , spaces) as people write them ('٢٬٥٠٠٫٥' → '2500.5'). Anything else is left for the caller
 * to refuse.
 */
export function plainNumberText(value: string): string {
  return normaliseNumberInput(value.trim()).replace(/\u066B/g, '.');
}

export function isWholeNumber(value: string): boolean {
  return value === '' || /^\d{1,12}$/.test(value);
}
