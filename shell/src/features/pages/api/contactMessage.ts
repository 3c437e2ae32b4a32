import { http } from '@souq/shared';

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** docs/product/api.md contact-save: stored and emailed to the site's inbox. */
export async function sendContactMessage(form: ContactForm, language: string): Promise<string> {
  const body = await http.publicJson<{ id: number }>({
    method: 'POST',
    url: '/contact-save',
    data: form,
    headers: { 'Accept-Language': language },
  });
  return body.message;
}
