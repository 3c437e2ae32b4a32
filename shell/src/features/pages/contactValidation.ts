import { validationMessage } from '@souq/shared';
import type { ContactForm } from './api/contactMessage';

// Same bounds as the API (docs/product/validation.md rule kinds: required, email, max).
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

/** One message per field, in the order a person reads the form; labels are the visible field names. */
export function validateContact(form: ContactForm, labels: Record<keyof ContactForm, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const value = form[field].trim();
    const length = [...form[field]].length;
    if (!value) errors[field] = validationMessage('required', labels[field]);
    else if (field === 'email' && !EMAIL.test(value)) errors[field] = validationMessage('email', labels[field]);
    else if (length > CONTACT_LIMITS[field])
      errors[field] = validationMessage('max', labels[field], { max: CONTACT_LIMITS[field] });
  }
  return errors;
}
