import { hashPassword } from '../../features/accounts/passwords.js';
import { PASSWORD } from '../../test/accounts.js';
import { answer, challengeOf } from '../../test/proof-of-work.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { difficultyFor } from './rate-limit.js';

// Per account strictly, per address with a far higher ceiling past which a proof of work is asked instead of a
// refusal. Small puzzles (6 bits) keep the test quick; counters live in Redis when REDIS_URL is set (each app has its
// own key prefix), in memory otherwise.
const CEILING = 30;
const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { PROOF_OF_WORK_BITS: 6 },
    rateLimits: {
      login: { perAddress: { max: CEILING, window: MINUTE }, perAccount: { max: 1, window: MINUTE } },
      forgot: { perAddress: { max: 1, window: MINUTE }, perAccount: { max: 100, window: MINUTE } },
      contact: { perAddress: { max: 1, window: MINUTE }, openWhenStoreDown: true },
      newsletter: { perAddress: { max: 1, window: MINUTE }, openWhenStoreDown: true },
    },
  });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const send = (url: string, payload: object, address: string, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...t.headers, ...headers }, payload, remoteAddress: address });
const login = (email: string, password: string, address: string, headers: Headers = {}) =>
  send('/api/login', { email, password }, address, headers);

/** As the site's client does: a 428 is answered (its challenge solved) and the same request sent again. */
async function solving(request: (headers: Headers) => ReturnType<typeof send>) {
  let res = await request({});
  for (let round = 0; res.statusCode === 428 && round < 3; round += 1)
    res = await request({ 'x-proof-of-work': answer(challengeOf(res)) });
  return res;
}

const BAD_CREDENTIALS = 'These credentials do not match our records.';
const TOO_MANY = { en: 'Too many attempts. Please try again later.', ar: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.' };

async function accounts(count: number, prefix: string): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`);
  await t.db
    .insertInto('users')
    .values(
      emails.map((email) => ({
        tenant_id: t.tenant.id,
        email,
        name: 'Member',
        password_hash: hash,
        user_type: 'Individual' as const,
        email_verified_at: new Date(),
      })),
    )
    .execute();
  return emails;
}

describe('one address signing in to many accounts (a town behind one carrier-grade NAT address)', () => {
  it('40 accounts × 1 wrong password: puzzles past the ceiling, never a lockout, and every guess counted', async () => {
    const emails = await accounts(40, 'town');
    const town = '198.51.100.1';
    const statuses: number[] = [];
    for (const email of emails) {
      const first = await login(email, 'wrong-password', town);
      statuses.push(first.statusCode);
      if (first.statusCode !== 428) {
        expect(first.json()).toMatchObject({ success: false, message: BAD_CREDENTIALS });
        continue;
      }
      // Nothing was tried with the password yet: the answer to the puzzle lets it be tried, and refused as wrong.
      expect(first.json()).toEqual({
        success: false,
        message: 'Checking your connection. Please wait a moment…',
        proof_of_work: { challenge: expect.stringMatching(/^1\./), difficulty: 6, expires_in: 300 },
      });
      const solved = await login(email, 'wrong-password', town, { 'x-proof-of-work': answer(challengeOf(first)) });
      expect(solved.statusCode).toBe(400);
      expect(solved.json().message).toBe(BAD_CREDENTIALS);
    }
    expect(statuses).toEqual([...Array<number>(CEILING).fill(400), ...Array<number>(40 - CEILING).fill(428)]);

    // Each account had its one attempt counted (this test allows one a minute): a second, puzzle solved or not, is
    // refused for the account, the right password too; from a fresh address as well.
    for (const email of [emails[0]!, emails[CEILING]!, emails[39]!]) {
      const again = await solving((headers) => login(email, PASSWORD, town, headers));
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ success: false, message: TOO_MANY.en });
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
    const elsewhere = await login(emails[5]!, PASSWORD, '192.0.2.200', { 'accept-language': 'ar' });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toBe(TOO_MANY.ar);

    // An account nobody guessed at signs in from the same busy address, after its puzzle.
    const [fresh] = await accounts(1, 'neighbour');
    const signedIn = await solving((headers) => login(fresh!, PASSWORD, town, headers));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.token).toEqual(expect.any(String));
  });

  it('asks harder puzzles as the address goes further past its ceiling, up to four bits more', () => {
    expect(difficultyFor(12, 31, 30)).toBe(12);
    expect(difficultyFor(12, 60, 30)).toBe(13);
    expect(difficultyFor(12, 130, 30)).toBe(14);
    expect(difficultyFor(12, 1_000_000, 30)).toBe(16);
  });
});

describe('answers to a puzzle', () => {
  const forgot = (email: string, address: string, headers: Headers = {}) =>
    send('/api/forgot-password', { email }, address, headers);
  /** A challenge for this email from this address, the address being past its ceiling (1 here). */
  async function challengeFor(email: string, address: string) {
    await forgot(email, address);
    return challengeOf(await forgot(email, address));
  }
  const refusal = (message: string) => ({ success: false, message, errors: { request: [message] } });

  it('a right answer is taken once: sent again, it is refused as used', async () => {
    const challenge = await challengeFor('reset@example.com', '203.0.113.10');
    const header = { 'x-proof-of-work': answer(challenge) };
    expect((await forgot('reset@example.com', '203.0.113.10', header)).statusCode).toBe(200);
    const replayed = await forgot('reset@example.com', '203.0.113.10', header);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual(refusal('This connection check has already been used. Please try again.'));
    const arabic = await forgot('reset@example.com', '203.0.113.10', { ...header, 'accept-language': 'ar' });
    expect(arabic.json()).toEqual(refusal('سبق استخدام هذا التحقق من الاتصال. يرجى المحاولة مرة أخرى.'));
  });

  it('a wrong answer is refused, and the challenge can still be answered rightly', async () => {
    const challenge = await challengeFor('wrong@example.com', '203.0.113.11');
    const wrong = await forgot('wrong@example.com', '203.0.113.11', { 'x-proof-of-work': answer(challenge, false) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal('The answer to the connection check is wrong. Please try again.'));
    const arabic = await forgot('wrong@example.com', '203.0.113.11', {
      'x-proof-of-work': answer(challenge, false),
      'accept-language': 'ar',
    });
    expect(arabic.json()).toEqual(refusal('إجابة التحقق من الاتصال غير صحيحة. يرجى المحاولة مرة أخرى.'));
    const right = await forgot('wrong@example.com', '203.0.113.11', { 'x-proof-of-work': answer(challenge) });
    expect(right.statusCode).toBe(200);
  });

  it('an answer for another account, operation or address is refused as made for another request', async () => {
    const challenge = await challengeFor('mine@example.com', '203.0.113.12');
    const header = { 'x-proof-of-work': answer(challenge) };
    const message = 'This connection check was made for another request. Please try again.';
    const otherAccount = await forgot('someone-else@example.com', '203.0.113.12', header);
    expect(otherAccount.statusCode).toBe(400);
    expect(otherAccount.json()).toEqual(refusal(message));
    const otherOperation = await login('mine@example.com', PASSWORD, '203.0.113.12', header);
    expect(otherOperation.statusCode).toBe(400);
    expect(otherOperation.json()).toEqual(refusal(message));
    const otherAddress = await forgot('mine@example.com', '192.0.2.12', { ...header, 'accept-language': 'ar' });
    expect(otherAddress.statusCode).toBe(400);
    expect(otherAddress.json()).toEqual(refusal('هذا التحقق من الاتصال خاص بطلب آخر. يرجى المحاولة مرة أخرى.'));
    // None of them used it up.
    expect((await forgot('mine@example.com', '203.0.113.12', header)).statusCode).toBe(200);
  });

  it('an answer that cannot be read is refused, however long or strange', async () => {
    const challenge = await challengeFor('odd@example.com', '203.0.113.13');
    for (const value of [
      'garbage',
      `${challenge.challenge}:`,
      `${challenge.challenge}:12ab`,
      `${challenge.challenge}:${'1'.repeat(40)}`,
      `${'v'.repeat(7_000)}:1`,
      ':',
    ]) {
      const res = await forgot('odd@example.com', '203.0.113.13', { 'x-proof-of-work': value });
      expect({ value: value.slice(0, 40), status: res.statusCode }).toEqual({ value: value.slice(0, 40), status: 400 });
      expect(res.json()).toEqual(refusal('The answer to the connection check could not be read. Please try again.'));
    }
    const arabic = await forgot('odd@example.com', '203.0.113.13', {
      'x-proof-of-work': 'garbage',
      'accept-language': 'ar',
    });
    expect(arabic.json()).toEqual(refusal('تعذّرت قراءة إجابة التحقق من الاتصال. يرجى المحاولة مرة أخرى.'));
  });

  it('an answer that came too late gets a fresh challenge, which can be answered', async () => {
    const challenge = await challengeFor('slow@example.com', '203.0.113.14');
    t.app.clock.advance(6 * MINUTE);
    const late = await forgot('slow@example.com', '203.0.113.14', { 'x-proof-of-work': answer(challenge) });
    expect(late.statusCode).toBe(428);
    expect(late.json().message).toBe('The connection check took too long. Checking your connection again…');
    const fresh = challengeOf(late);
    expect(fresh.challenge).not.toBe(challenge.challenge);
    expect((await forgot('slow@example.com', '203.0.113.14', { 'x-proof-of-work': answer(fresh) })).statusCode).toBe(
      200,
    );
  });
});

describe('the contact form and the newsletter past their ceiling', () => {
  it('ask for a proof of work, then take the message and the subscription as sent', async () => {
    const message = { name: 'Rami', email: 'rami@example.com', subject: 'Hello', message: 'A question.' };
    expect((await send('/api/contact-save', message, '203.0.113.20')).statusCode).toBe(200);
    const asked = await send('/api/contact-save', message, '203.0.113.20', { 'accept-language': 'ar' });
    expect(asked.statusCode).toBe(428);
    expect(asked.json().message).toBe('جارٍ التحقق من اتصالك. يرجى الانتظار لحظة…');
    const sent = await send('/api/contact-save', message, '203.0.113.20', {
      'x-proof-of-work': answer(challengeOf(asked)),
    });
    expect(sent.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('message')
      .where('id', '=', sent.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe('A question.');

    const subscribe = (headers: Headers) =>
      send('/api/newsletter/subscribe', { email: 'reader@example.com' }, '203.0.113.20', headers);
    expect((await subscribe({})).statusCode).toBe(200);
    expect((await solving(subscribe)).statusCode).toBe(200);
  });
});

describe('the address counted, whatever X-Forwarded-For says', () => {
  it('without trusted proxies, a rotating X-Forwarded-For changes nothing: the socket is counted', async () => {
    const spoofs = ['1.1.1.1', '2.2.2.2', '3.3.3.3'];
    const answers = [];
    for (const spoof of spoofs)
      answers.push(
        (await send('/api/forgot-password', { email: 'x@example.com' }, '203.0.113.30', { 'x-forwarded-for': spoof }))
          .statusCode,
      );
    expect(answers).toEqual([200, 428, 428]);
  });

  it('counts two addresses of one IPv6 /64 together, and another /64 apart', async () => {
    const ask = (address: string) => send('/api/forgot-password', { email: 'v6@example.com' }, address);
    expect((await ask('2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await ask('2001:db8:5:6::2')).statusCode).toBe(428);
    expect((await ask('2001:db8:5:7::1')).statusCode).toBe(200);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let behind: TestApp;
  beforeAll(async () => {
    behind = await createTestApp({
      config: { PROOF_OF_WORK_BITS: 6, TRUST_PROXY: { kind: 'hops', hops: 1 } },
      rateLimits: { forgot: { perAddress: { max: 2, window: MINUTE }, perAccount: { max: 100, window: MINUTE } } },
    });
  });
  afterAll(async () => {
    await behind.close();
  });
  const PROXY = '10.0.0.1';
  const forgot = (forwardedFor: string, lang = 'en') =>
    behind.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { ...behind.headers, 'x-forwarded-for': forwardedFor, 'accept-language': lang },
      payload: { email: 'behind@example.com' },
      remoteAddress: PROXY,
    });

  it('counts the address the proxy saw, never the one the visitor wrote before it', async () => {
    // The visitor rotates what it sends; the proxy adds the address it really came from.
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot(`100.64.0.${i}, 203.0.113.40`)).statusCode);
    expect(statuses).toEqual([200, 200, 428, 428]);
    // Another visitor through the same proxy has an allowance of its own.
    expect((await forgot('203.0.113.41')).statusCode).toBe(200);
  });

  it('counts a malformed, empty or enormous X-Forwarded-For as the proxy itself, and answers it normally', async () => {
    const statuses = [];
    for (const header of ['not-an-address', ' , , ', `${'9'.repeat(8_000)}`, '203.0.113.7 <script>'])
      statuses.push((await forgot(header)).statusCode);
    expect(statuses).toEqual([200, 200, 428, 428]);
    const arabic = await forgot('garbage', 'ar');
    expect(arabic.statusCode).toBe(428);
    expect(arabic.json().message).toBe('جارٍ التحقق من اتصالك. يرجى الانتظار لحظة…');
    // The proxy's own address is past its ceiling; a real visitor behind it is not.
    expect((await forgot('203.0.113.42')).statusCode).toBe(200);
  });
});
