import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mails = async (email: string) =>
  (await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`)).json().data as {
    subject: string;
    text: string;
  }[];
const tokenIn = (text: string) => /\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const subscribers = (email: string) =>
  t.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();

describe('newsletter sign-up', () => {
  it('stores the address once; signing up again is not an error and sends nothing more', async () => {
    const first = await post(t, '/api/newsletter/subscribe', { email: 'Salma@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Thank you for subscribing to our newsletter.',
      data: null,
    });
    const again = await post(t, '/api/newsletter/subscribe', { email: 'salma@example.com' });
    expect(again.json()).toEqual(first.json());
    expect(await subscribers('salma@example.com')).toHaveLength(1);
    expect(await mails('salma@example.com')).toHaveLength(1);
  });

  it('welcomes in the visitor’s language, with an unsubscribe link', async () => {
    await post(t, '/api/newsletter/subscribe', { email: 'huda@example.com', language: 'ar' }, { host: 'souq.example' });
    const [mail] = await mails('huda@example.com');
    expect(mail?.subject).toBe('أهلًا بك في النشرة البريدية لسوق');
    expect(mail?.text).toContain('لإلغاء الاشتراك');
    expect(mail?.text).toMatch(/http:\/\/souq\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{20,}/);
  });

  it('unsubscribes with the token, once; a later sign-up subscribes again with a new link', async () => {
    await post(t, '/api/newsletter/subscribe', { email: 'karim@example.com', language: 'en' });
    const token = tokenIn((await mails('karim@example.com'))[0]?.text ?? '');
    expect(token).toBeDefined();
    const res = await post(t, '/api/newsletter/unsubscribe', { token });
    expect(res.json()).toEqual({
      success: true,
      message: 'You have been unsubscribed from our newsletter.',
      data: null,
    });
    expect((await subscribers('karim@example.com'))[0]?.unsubscribed_at).not.toBeNull();
    // The link may be opened twice.
    expect((await post(t, '/api/newsletter/unsubscribe', { token })).statusCode).toBe(200);

    await post(t, '/api/newsletter/subscribe', { email: 'karim@example.com' });
    const rows = await subscribers('karim@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribed_at).toBeNull();
    const newToken = tokenIn((await mails('karim@example.com'))[0]?.text ?? '');
    expect(newToken).not.toBe(token);
  });

  it('rejects a bad address and an unknown token', async () => {
    expect((await post(t, '/api/newsletter/subscribe', { email: 'nope' })).json().errors).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect((await post(t, '/api/newsletter/subscribe', {})).json().errors).toEqual({
      email: ['The email field is required'],
    });
    const unknown = await post(t, '/api/newsletter/unsubscribe', { token: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'This unsubscribe link is not valid.' });
    expect((await post(t, '/api/newsletter/unsubscribe', { token: '<script>' })).statusCode).toBe(400);
  });

  it('every issue an admin sends carries each subscriber’s own unsubscribe link', async () => {
    const admin = await signUp(t, 'editor@example.com');
    await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(admin.user.id)).execute();
    const issue = {
      ar_subject: 'جديد الأسبوع',
      en_subject: 'This week',
      ar_text: 'شقق جديدة في حمص.',
      en_text: 'New flats in Homs.',
    };
    // Before sending, the admin reads how many the issue will reach, in each language.
    const reach = await get(t, '/api/admin/newsletter', { ...bearer(admin.token), 'accept-language': 'ar' });
    expect(reach.json()).toEqual({
      success: true,
      message: 'مشتركو النشرة البريدية.',
      data: { subscribers: { total: 3, ar: 1, en: 2 } },
    });
    const res = await post(t, '/api/admin/newsletter/send', issue, bearer(admin.token));
    expect(res.json()).toMatchObject({ success: true, data: { sent: 3 } });
    // The audit log keeps who sent which issue to how many.
    await post(t, '/api/admin/newsletter/send', { ...issue, en_subject: 'Next week' }, bearer(admin.token));
    const logged = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_kind', 'subject_id', 'admin_id', 'after'])
      .where('action', '=', 'newsletter.send')
      .orderBy('id')
      .execute();
    expect(logged).toEqual([
      {
        action: 'newsletter.send',
        subject_kind: 'newsletter',
        subject_id: '1',
        admin_id: Number(admin.user.id),
        after: { en_subject: 'This week', ar_subject: 'جديد الأسبوع', sent: 3 },
      },
      {
        action: 'newsletter.send',
        subject_kind: 'newsletter',
        subject_id: '2',
        admin_id: Number(admin.user.id),
        after: { en_subject: 'Next week', ar_subject: 'جديد الأسبوع', sent: 3 },
      },
    ]);
    for (const email of ['salma@example.com', 'huda@example.com', 'karim@example.com']) {
      const [mail] = await mails(email);
      expect(tokenIn(mail?.text ?? '')).toBe((await subscribers(email))[0]?.unsubscribe_token);
    }
    expect((await mails('huda@example.com'))[0]?.subject).toBe('جديد الأسبوع');
    expect((await mails('karim@example.com'))[0]?.text).toContain('New flats in Homs.');
  });

  it('refuses an issue with a blank field or a character that cannot be stored, and then sends it to nobody', async () => {
    const admin = await signUp(t, 'editor2@example.com');
    await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(admin.user.id)).execute();
    const sentBefore = (
      await t.db
        .selectFrom('dev_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const issue = {
      ar_subject: 'جديد الأسبوع',
      en_subject: 'This week',
      ar_text: 'شقق جديدة في حمص.',
      en_text: 'New flats\u0000 in Homs.',
    };
    const nul = await post(t, '/api/admin/newsletter/send', issue, { ...bearer(admin.token), 'accept-language': 'en' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['en_text']);
    const blank = await post(
      t,
      '/api/admin/newsletter/send',
      { ...issue, en_text: 'New flats.', ar_subject: '   ' },
      { ...bearer(admin.token), 'accept-language': 'ar' },
    );
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(['ar_subject']);
    expect(blank.json().message).toMatch(/مطلوب/);
    const sentAfter = (
      await t.db
        .selectFrom('dev_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(Number(sentAfter)).toBe(Number(sentBefore));
  });
});
