import type { UserType } from '../../db/types.js';
import { bearer, post } from '../../test/accounts.js';
import { SmtpStandIn } from '../../test/smtp-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newSessionId, signAccessToken } from '../accounts/tokens.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { runSearchAlerts } from './alerts-job.js';

// The mail server down while alerts go out: the alert is not lost (it is sent by a later pass once the server is
// back) and never sent twice, however many passes run, one after another or at once.
const smtp = new SmtpStandIn();
let t: TestApp;
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://souq.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function member(userType: UserType, email: string): Promise<{ id: number; token: string }> {
  const user = await t.db
    .insertInto('users')
    .values({
      tenant_id: t.tenant.id,
      name: userType,
      email,
      user_type: userType,
      language: 'en',
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = newSessionId();
  const { token, expiresAt } = await signAccessToken({ userId: user.id, tenantId: t.tenant.id, sessionId }, t.config);
  await t.db
    .insertInto('sessions')
    .values({ id: sessionId, tenant_id: t.tenant.id, user_id: user.id, expires_at: expiresAt })
    .execute();
  return { id: user.id, token };
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
/** As if the wait before the next try had passed (the queue waits 30 seconds after a first failure). */
const retryDue = () =>
  t.db
    .updateTable('mail_queue')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .where('sent_at', 'is', null)
    .execute();

describe('search alerts with the mail server down', () => {
  it('are sent by a later pass once mail works, exactly once', async () => {
    const P = await loadPlaces(t);
    const place = { governorate_id: P.gov('Homs'), city_id: P.city('Homs') };
    const agent = await member('Agent', 'retry-agent@example.com');
    const alice = await member('Individual', 'retry-alice@example.com');
    const saved = await post(
      t,
      '/api/save-search',
      { name: 'Homs', kind: 'property', query: `city_id=${place.city_id}`, alert: 'instant' },
      bearer(alice.token),
    );
    expect(saved.statusCode).toBe(200);
    await insertListings(t, agent.id, [
      { ...place, name: 'Flat posted during the outage', created_at: new Date(Date.now() + 1000) },
    ]);

    await smtp.stop();
    expect(await runSearchAlerts(t.app)).toBe(0);
    await retryDue();
    expect(await runSearchAlerts(t.app)).toBe(0);
    expect(mailsTo('retry-alice@example.com')).toHaveLength(0);

    await smtp.start();
    // Not yet due: the queue waits before trying again.
    await runSearchAlerts(t.app);
    expect(mailsTo('retry-alice@example.com')).toHaveLength(0);
    await retryDue();
    // Two passes at once (two API instances): one of them sends it.
    const sent = await Promise.all([runSearchAlerts(t.app), runSearchAlerts(t.app)]);
    expect(sent[0] + sent[1]).toBe(1);
    const [mail, ...more] = mailsTo('retry-alice@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.data).toContain('Flat posted during the outage');

    // Later passes send nothing again.
    await retryDue();
    expect(await runSearchAlerts(t.app)).toBe(0);
    expect(mailsTo('retry-alice@example.com')).toHaveLength(1);
  });
});
