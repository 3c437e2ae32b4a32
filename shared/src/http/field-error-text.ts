import { i18n } from '../i18n/i18n';
import type { FieldError } from './flatten-errors';

function mentions(message: string, name: string): boolean {
  return name !== '' && message.toLocaleLowerCase().includes(name.toLocaleLowerCase());
}

/**
 * What a person reads for a 400's field error: the server's message (already in the page's language),
 * led by the field's name in that language unless the message names the field itself. The API's keys
 * ('otp', 'confirm_password') mean nothing to a reader and are never shown.
 */
export function fieldErrorText({ field, message }: FieldError): string {
  const base = field.split('.')[0] ?? field;
  const name = i18n.t(`common:fieldNames.${base}`, { defaultValue: '' });
  // The API writes the key with spaces ("new password") when it has no better name for the field.
  if (!name || mentions(message, name) || mentions(message, base.replace(/_/g, ' '))) return message;
  return `${name}: ${message}`;
}
