import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type TSchema, Type } from 'typebox';
import type { Lang } from '../db/types.js';

// The small puzzle an address past its ceiling solves instead of being refused (docs/architecture.md, rate limits):
// find a nonce so that SHA-256("<challenge>:<nonce>") begins with `difficulty` zero bits, and send the request again
// with `X-Proof-Of-Work: <challenge>:<nonce>`. The challenge is stateless: it carries a random id, its expiry and its
// difficulty, signed (HMAC-SHA256) together with what it was issued for: the operation, the tenant, the account and
// the address. Only the id of a used challenge is stored, until it expires, so each answer is taken once.

export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';
/** How long a challenge can be answered: far longer than the slowest phone takes, short enough to be stored. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const VERSION = '1';
const CHALLENGE = /^1\.([A-Za-z0-9_-]{22})\.(\d{10,12})\.(\d{1,2})\.([A-Za-z0-9_-]{43})$/;
const NONCE = /^\d{1,16}$/;
/** A challenge is under 100 characters and a nonce 16 digits: anything much longer is not an answer. */
const MAX_ANSWER_LENGTH = 200;

/** What a challenge is good for: it answers only the same operation, for the same account, from the same address. */
export interface ChallengeBinding {
  operation: string;
  tenantId: number;
  account: string;
  address: string;
}

export interface Challenge {
  challenge: string;
  difficulty: number;
  expires_in: number;
}

export type AnswerVerdict =
  { ok: true; id: string; ttlMs: number } | { ok: false; reason: 'unreadable' | 'otherRequest' | 'expired' | 'wrong' };

/** The signing key, derived from a secret the instances share, so it is never the secret that signs the tokens. */
export function proofOfWorkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('souq proof-of-work challenge key v1').digest();
}

function signature(key: Buffer, head: string, binding: ChallengeBinding): Buffer {
  const bound = [head, binding.operation, String(binding.tenantId), binding.account, binding.address].join('\n');
  return createHmac('sha256', key).update(bound).digest();
}

export function issueChallenge(key: Buffer, binding: ChallengeBinding, difficulty: number, nowMs: number): Challenge {
  const id = randomBytes(16).toString('base64url');
  const expires = Math.floor((nowMs + CHALLENGE_TTL_MS) / 1000);
  const head = `${VERSION}.${id}.${expires}.${difficulty}`;
  return {
    challenge: `${head}.${signature(key, head, binding).toString('base64url')}`,
    difficulty,
    expires_in: Math.round(CHALLENGE_TTL_MS / 1000),
  };
}

/** How many zero bits the hash begins with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether `answer` (the header's value) solves a challenge issued for this binding, not yet expired. */
export function checkAnswer(key: Buffer, binding: ChallengeBinding, answer: string, nowMs: number): AnswerVerdict {
  if (answer.length > MAX_ANSWER_LENGTH) return { ok: false, reason: 'unreadable' };
  const colon = answer.lastIndexOf(':');
  const challenge = CHALLENGE.exec(answer.slice(0, colon));
  if (colon === -1 || !challenge || !NONCE.test(answer.slice(colon + 1))) return { ok: false, reason: 'unreadable' };
  const [, id, expires, difficulty, mac] = challenge as unknown as [string, string, string, string, string];
  const head = `${VERSION}.${id}.${expires}.${difficulty}`;
  const expected = signature(key, head, binding);
  const given = Buffer.from(mac, 'base64url');
  // A challenge signed for another operation, account or address (or not by us) is refused before any work is looked at.
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'otherRequest' };
  const ttlMs = Number(expires) * 1000 - nowMs;
  if (ttlMs <= 0) return { ok: false, reason: 'expired' };
  const hash = createHash('sha256').update(answer).digest();
  if (leadingZeroBits(hash) < Number(difficulty)) return { ok: false, reason: 'wrong' };
  return { ok: true, id, ttlMs };
}

const MESSAGES = {
  required: {
    en: 'Checking your connection. Please wait a moment…',
    ar: 'جارٍ التحقق من اتصالك. يرجى الانتظار لحظة…',
  },
  expired: {
    en: 'The connection check took too long. Checking your connection again…',
    ar: 'استغرق التحقق من الاتصال وقتًا طويلًا. جارٍ التحقق من اتصالك مرة أخرى…',
  },
  wrong: {
    en: 'The answer to the connection check is wrong. Please try again.',
    ar: 'إجابة التحقق من الاتصال غير صحيحة. يرجى المحاولة مرة أخرى.',
  },
  used: {
    en: 'This connection check has already been used. Please try again.',
    ar: 'سبق استخدام هذا التحقق من الاتصال. يرجى المحاولة مرة أخرى.',
  },
  otherRequest: {
    en: 'This connection check was made for another request. Please try again.',
    ar: 'هذا التحقق من الاتصال خاص بطلب آخر. يرجى المحاولة مرة أخرى.',
  },
  unreadable: {
    en: 'The answer to the connection check could not be read. Please try again.',
    ar: 'تعذّرت قراءة إجابة التحقق من الاتصال. يرجى المحاولة مرة أخرى.',
  },
} as const;

export type ProofOfWorkMessage = keyof typeof MESSAGES;

export function proofOfWorkText(key: ProofOfWorkMessage, lang: Lang): string {
  return MESSAGES[key][lang];
}

/** The request header, as the OpenAPI document shows it on the routes that may ask for a proof of work. */
export const ProofOfWorkHeaders = Type.Object({
  [PROOF_OF_WORK_HEADER]: Type.Optional(
    Type.String({
      description:
        'The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this ' +
        "text must begin with the challenge's difficulty in zero bits. Each challenge is taken once.",
    }),
  ),
});

/**
 * The 428 answer of a route whose address has passed its ceiling: send the same request again with the challenge
 * solved. Nothing was done with the request, and nothing was counted against the account.
 */
export const ProofOfWorkRequired = Type.Object(
  {
    success: Type.Boolean(),
    message: Type.String(),
    proof_of_work: Type.Object({
      challenge: Type.String(),
      difficulty: Type.Integer({ minimum: 1, maximum: 32 }),
      expires_in: Type.Integer({ description: 'Seconds the challenge can be answered' }),
    }),
  },
  {
    description:
      'Too many requests from this address: nothing was done. Solve the proof of work and send the same request ' +
      'again with X-Proof-Of-Work',
  },
);

/**
 * What a route that may ask for a proof of work adds to its schema: the header, and the 428 answer. Typed loosely so
 * the route's own answers are not held to the 428's shape.
 */
export const proofOfWorkSchema: { headers: typeof ProofOfWorkHeaders; response: Record<number, TSchema> } = {
  headers: ProofOfWorkHeaders,
  // The route's own answer, undescribed here as it was before (an empty schema is sent as it is).
  response: { 200: { description: 'The envelope: success, message, data' }, 428: ProofOfWorkRequired },
};
