import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { type ColumnType, type Kysely, sql, type Transaction } from 'kysely';
import { httpError } from '../../lib/errors.js';
import type { Database } from '../../db/types.js';
import type { ListingKind } from '../listing-kinds/registry.js';

export interface ListingSubmissionsTable {
  tenant_id: number;
  user_id: number;
  kind: ListingKind;
  key: string;
  listing_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/types.js' {
  interface Database {
    listing_submissions: ListingSubmissionsTable;
  }
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 8 to 100 letters, digits, "-" or "_".';
export const ALREADY_SAVING_MESSAGE = 'This listing is already being saved.';

/** The header as the OpenAPI document shows it on the routes that take it. */
export const SubmissionHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description:
        'A key of the form submission (8–100 of A–Z a–z 0–9 - _): sent again, the listing is not created twice',
    }),
  ),
});

/** The request's Idempotency-Key header, if it sent one; a malformed one is a 400, not silently ignored. */
export function submissionKey(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw))
    throw httpError(400, IDEMPOTENCY_KEY_MESSAGE, { idempotency_key: [IDEMPOTENCY_KEY_MESSAGE] });
  return raw;
}

interface Submission {
  tenantId: number;
  userId: number;
  kind: ListingSubmissionsTable['kind'];
  key: string;
}

/**
 * Claims a submission key inside the transaction that creates the listing. Returns null when the key is new (go on
 * and create it, then call `recordSubmission`), or the listing an earlier submission with that key created. A second
 * submission sent while the first is still being saved waits on the key's row until the first commits, then gets its
 * listing; if the first failed, the second creates it.
 */
export async function claimSubmission(
  trx: Transaction<Database>,
  s: Submission,
): Promise<{ listingId: number } | null> {
  // Keys are for retries within minutes; a day's are kept, older ones go when their owner posts again.
  await trx
    .deleteFrom('listing_submissions')
    .where('tenant_id', '=', s.tenantId)
    .where('user_id', '=', s.userId)
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  const claimed = await trx
    .insertInto('listing_submissions')
    .values({ tenant_id: s.tenantId, user_id: s.userId, kind: s.kind, key: s.key })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  const prior = await trx
    .selectFrom('listing_submissions')
    .select('listing_id')
    .where('tenant_id', '=', s.tenantId)
    .where('user_id', '=', s.userId)
    .where('kind', '=', s.kind)
    .where('key', '=', s.key)
    .executeTakeFirst();
  if (prior?.listing_id == null) throw httpError(409, ALREADY_SAVING_MESSAGE);
  return { listingId: prior.listing_id };
}

export async function recordSubmission(
  trx: Transaction<Database> | Kysely<Database>,
  s: Submission,
  listingId: number,
): Promise<void> {
  await trx
    .updateTable('listing_submissions')
    .set({ listing_id: listingId })
    .where('tenant_id', '=', s.tenantId)
    .where('user_id', '=', s.userId)
    .where('kind', '=', s.kind)
    .where('key', '=', s.key)
    .execute();
}

/**
 * Creates a listing once per submission key: inside one transaction, an earlier submission with the same key
 * answers with the listing it created; otherwise `create` runs and its listing is recorded against the key.
 */
export async function createOnce(
  db: Kysely<Database>,
  req: FastifyRequest,
  kind: Submission['kind'],
  create: (trx: Transaction<Database>) => Promise<number>,
): Promise<number> {
  const key = submissionKey(req);
  const submission = key ? { tenantId: req.tenantId, userId: req.user.id, kind, key } : null;
  return db.transaction().execute(async (trx) => {
    // The same submission sent again (a retry, a second tab) answers with the listing it created.
    const prior = submission && (await claimSubmission(trx, submission));
    if (prior) return prior.listingId;
    const id = await create(trx);
    if (submission) await recordSubmission(trx, submission, id);
    return id;
  });
}
