import { OTP_LENGTH } from '@souq/shared';

// Arabic keyboards type Arabic-Indic (٠-٩) or Persian (۰-۹) digits; the API expects ASCII.
const EASTERN_ZERO = [0x0660, 0x06f0];

/** The ASCII digit for one typed character, or null when it is not a digit. */
export function toDigit(char: string): string | null {
  if (/^[0-9]$/.test(char)) return char;
  const code = char.codePointAt(0) ?? -1;
  for (const zero of EASTERN_ZERO) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  return null;
}

/**
 * docs/product/validation.md: a paste is accepted only if it is exactly six digits. Surrounding whitespace (a copied
 * line break) is dropped; anything inside, such as "12 34 56", refuses the paste.
 */
export function parsePastedCode(text: string): string[] | null {
  const chars = [...text.trim()];
  if (chars.length !== OTP_LENGTH) return null;
  const digits = chars.map(toDigit);
  return digits.every((d): d is string => d !== null) ? digits : null;
}

export function emptyCode(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export function isComplete(digits: readonly string[]): boolean {
  return digits.length === OTP_LENGTH && digits.every((d) => d !== '');
}
