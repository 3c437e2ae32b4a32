import type { Kysely } from 'kysely';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose, Database } from '../../db/types.js';

// Six-digit one-time codes: drawn from the CSPRNG, stored only as an HMAC keyed with the server secret (a plain hash
// of a 6-digit number is reversed by trying all million), single use, 10 minutes, 5 wrong tries burn the code.
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 30_000;

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'missing';

function digest(secret: string, purpose: CodePurpose, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Seconds the caller must still wait before another code may be sent (0 when allowed). */
export async function resendWait(
  db: Kysely<Database>,
  userId: number,
  purpose: CodePurpose,
  now = Date.now(),
): Promise<number> {
  const last = await db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return 0;
  const elapsed = now - last.created_at.getTime();
  return elapsed >= RESEND_INTERVAL_MS ? 0 : Math.ceil((RESEND_INTERVAL_MS - elapsed) / 1000);
}

/** Issues a new code, replacing any earlier one for the same purpose. Returns the plain code (for the email only). */
export async function issueCode(
  db: Kysely<Database>,
  secret: string,
  input: { tenantId: number; userId: number; purpose: CodePurpose },
): Promise<string> {
  const code = generateCode();
  const now = new Date();
  await db
    .deleteFrom('one_time_codes')
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .execute();
  await db
    .insertInto('one_time_codes')
    .values({
      tenant_id: input.tenantId,
      user_id: input.userId,
      purpose: input.purpose,
      code_hash: digest(secret, input.purpose, input.userId, code),
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
      created_at: now,
    })
    .execute();
  return code;
}

/**
 * Checks a code. A wrong code counts an attempt; `consume` marks a right one used, atomically, so two concurrent
 * requests cannot both succeed with the same code.
 */
export async function checkCode(
  db: Kysely<Database>,
  secret: string,
  input: { userId: number; purpose: CodePurpose; code: string; consume: boolean },
): Promise<CodeCheck> {
  const row = await db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.consumed_at !== null) return 'missing';
  if (row.attempts >= MAX_ATTEMPTS) return 'exhausted';
  if (row.expires_at.getTime() <= Date.now()) return 'expired';

  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(digest(secret, input.purpose, input.userId, input.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const updated = await db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    return updated && updated.attempts < MAX_ATTEMPTS ? 'wrong' : 'exhausted';
  }
  if (!input.consume) return 'ok';
  const consumed = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return consumed ? 'ok' : 'missing';
}
