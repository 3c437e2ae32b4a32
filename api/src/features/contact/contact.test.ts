import { get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { SITE_INBOX: 'inbox@souq.example' } });
});
afterAll(async () => {
  await t.close();
});

const inbox = async () =>
  (await get(t, '/api/dev/outbox?email=inbox%40souq.example')).json().data as { subject: string; text: string }[];
const valid = {
  name: 'Rami Haddad',
  email: 'Rami@Example.com',
  subject: 'Viewing an apartment',
  message: 'Can I view the flat in Mezzeh on Saturday?',
};

describe('POST /api/contact-save', () => {
  it('stores the message, emails the site inbox and promises a reply within 24 hours', async () => {
    const res = await post(t, '/api/contact-save', valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Thank you for contacting us. We will reply within 24 hours.',
    });
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      tenant_id: t.tenant.id,
      name: 'Rami Haddad',
      email: 'rami@example.com',
      subject: 'Viewing an apartment',
    });
    const [mail] = await inbox();
    expect(mail?.subject).toBe('Contact form: Viewing an apartment');
    expect(mail?.text).toContain('From: Rami Haddad <rami@example.com>');
    expect(mail?.text).toContain('Can I view the flat in Mezzeh on Saturday?');
  });

  it('answers in Arabic when asked', async () => {
    const res = await post(t, '/api/contact-save', valid, { 'accept-language': 'ar' });
    expect(res.json().message).toBe('شكرًا لتواصلك معنا. سنرد عليك خلال 24 ساعة.');
  });

  it('names every missing or bad field with the documented messages, and stores nothing', async () => {
    const before = (await inbox()).length;
    const res = await post(t, '/api/contact-save', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The name field is required',
      errors: {
        name: ['The name field is required'],
        email: ['The email field is required'],
        subject: ['The subject field is required'],
        message: ['The message field is required'],
      },
    });
    const bad = await post(t, '/api/contact-save', {
      name: '   ',
      email: 'not-an-email',
      subject: 42,
      message: 'x'.repeat(5001),
    });
    expect(bad.json().errors).toEqual({
      email: ['Please enter a valid email address'],
      subject: ['The subject field must be a string.'],
      message: ['The message field may not be greater than 5000 characters.'],
    });
    const blank = await post(t, '/api/contact-save', { ...valid, name: '   ', message: '\n\n' });
    expect(blank.json().errors).toEqual({
      name: ['The name field is required'],
      message: ['The message field is required'],
    });
    const ar = await post(
      t,
      '/api/contact-save',
      { ...valid, subject: '', message: 'x'.repeat(5001) },
      { 'accept-language': 'ar' },
    );
    expect(ar.json().errors).toEqual({
      subject: ['حقل الموضوع مطلوب'],
      message: ['يجب ألا يزيد حقل الرسالة عن 5000 حرفًا.'],
    });
    expect((await inbox()).length).toBe(before);
  });

  it('keeps markup as plain text, in the database and in the email', async () => {
    const script = '<script>alert(1)</script><b onmouseover="x()">hi</b>';
    const res = await post(t, '/api/contact-save', {
      ...valid,
      name: script,
      subject: `${script}\r\nBcc: victim@example.com`,
      message: script,
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe(script);
    expect(stored.name).toBe(script);
    const [mail] = await inbox();
    expect(mail?.text).toContain(script);
    // A line break in the subject cannot add a header.
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    const html = (await get(t, '/api/dev/outbox?email=inbox%40souq.example')).json().data[0].html;
    expect(html).toBeNull();
  });
});
