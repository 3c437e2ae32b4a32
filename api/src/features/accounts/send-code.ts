import type { FastifyInstance } from 'fastify';
import type { CodePurpose } from '../../db/types.js';
import type { MailMessage } from '../../lib/mailer.js';
import { unavailable } from '../../lib/unavailable.js';

/**
 * Emails a code and waits for the mail server to take it: a person waiting for a code must hear when it cannot
 * come. Then the code is withdrawn, so none is left that nobody received and a new one may be asked for at once
 * (the 30-second resend wait counts from the last code issued), and the caller is answered 503.
 */
export async function emailCode(
  app: FastifyInstance,
  userId: number,
  purpose: CodePurpose,
  message: MailMessage,
): Promise<void> {
  try {
    await app.mailer.send(message);
  } catch (err) {
    app.log.warn({ err, purpose }, 'code email could not be sent');
    await app.db.deleteFrom('one_time_codes').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
    throw unavailable('mail');
  }
}

/**
 * Where no code is sent (an unknown address, one already verified), the answer must not differ from a real send's:
 * while the mail server is known to be failing, those get the same 503.
 */
export function refuseWhileMailFails(app: FastifyInstance): void {
  if (app.mailer.failing()) throw unavailable('mail');
}
