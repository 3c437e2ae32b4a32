import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { httpError } from '../../lib/errors.js';
import { adminOnly } from '../content/require-admin.js';
import { recordAudit } from '../moderation/audit.js';
import { dateOnly } from './current-rate.js';
import { rateMessageAr } from './messages-ar.js';
import { RATE_MSG } from './messages.js';
import { isBigJump, parseRate } from './parse-rate.js';
import { CurrentRate, RateBody, RateHistory, RateSaved } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['exchange-rate'];
const HISTORY_LIMIT = 200;

interface RateRow {
  id: number;
  syp_per_usd: string;
  effective_date: Date | string;
  source: string;
  set_by: number | null;
  set_by_name: string | null;
  created_at: Date;
}
const recordView = (r: RateRow) => ({
  id: r.id,
  syp_per_usd: Number(r.syp_per_usd),
  effective_date: dateOnly(r.effective_date),
  source: r.source,
  set_by: r.set_by === null ? null : { id: r.set_by, name: r.set_by_name ?? '' },
  created_at: new Date(r.created_at).toISOString(),
});

// The dollar's rate in new Syrian pounds: anyone reads the current one (the pages convert prices with it); admins
// set it, with its date and source, and read every rate set before (nothing is overwritten).
const exchangeRateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, rateMessageAr);
  const admin = adminOnly(app);
  const redenomination = { date: app.config.SYP_REDENOMINATION_DATE, factor: app.config.SYP_REDENOMINATION_FACTOR };

  app.get(
    '/exchange-rate',
    {
      schema: {
        tags,
        summary: 'The current rate (new SYP per USD), its date and source, and the redenomination of the pound',
        response: { 200: CurrentRate },
      },
    },
    async (req) => ({
      success: true,
      message: RATE_MSG.current,
      data: { ...(await app.exchangeRate.current(req.tenantId)), redenomination },
    }),
  );

  const rows = (tenantId: number) =>
    app.db
      .selectFrom('exchange_rates as r')
      .leftJoin('users as u', 'u.id', 'r.set_by')
      .select([
        'r.id',
        'r.syp_per_usd',
        'r.effective_date',
        'r.source',
        'r.set_by',
        'u.name as set_by_name',
        'r.created_at',
      ])
      .where('r.tenant_id', '=', tenantId);

  app.get(
    '/admin/exchange-rates',
    {
      preHandler: admin,
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Every rate set, latest first (admins)',
        response: { 200: RateHistory },
        security: bearer,
      },
    },
    async (req) => {
      const list = await rows(req.tenantId)
        .orderBy('r.effective_date', 'desc')
        .orderBy('r.id', 'desc')
        .limit(HISTORY_LIMIT)
        .execute();
      return { success: true, message: RATE_MSG.history, data: { rates: list.map(recordView) } };
    },
  );

  app.post(
    '/admin/exchange-rates',
    {
      preHandler: admin,
      schema: {
        tags: [...tags, 'admin'],
        summary: 'Set the rate (admins); a jump of more than 10× needs confirm: true',
        body: RateBody,
        response: { 200: RateSaved },
        security: bearer,
      },
    },
    async (req) => {
      const parsed = parseRate(req.body.rate);
      if ('error' in parsed) throw httpError(400, parsed.error, { rate: [parsed.error] });
      const source = req.body.source.trim();
      if (!source) throw httpError(400, RATE_MSG.sourceRequired, { source: [RATE_MSG.sourceRequired] });
      const today = dateOnly(app.clock.now());
      const date = req.body.effective_date?.trim() || today;
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
        Number.isNaN(Date.parse(date)) ||
        dateOnly(new Date(date)) !== date ||
        date > today
      ) {
        throw httpError(400, RATE_MSG.badDate, { effective_date: [RATE_MSG.badDate] });
      }
      // Read fresh, not from the cache: the comparison must be with the rate really in force.
      app.exchangeRate.forget(req.tenantId);
      const current = await app.exchangeRate.current(req.tenantId);
      if (isBigJump(current.syp_per_usd, parsed.rate) && req.body.confirm !== true) {
        throw httpError(
          409,
          RATE_MSG.needsConfirmation,
          { confirm: [RATE_MSG.needsConfirmation] },
          { current: current.syp_per_usd },
        );
      }
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('exchange_rates')
          .values({
            tenant_id: req.tenantId,
            syp_per_usd: parsed.rate,
            effective_date: date,
            source,
            set_by: req.user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, req, {
          action: 'exchange_rate.set',
          subject: { kind: 'exchange_rate', id: row.id },
          before: { syp_per_usd: current.syp_per_usd },
          after: { syp_per_usd: parsed.rate, effective_date: date, source },
        });
        return row.id;
      });
      app.exchangeRate.forget(req.tenantId);
      const saved = await rows(req.tenantId).where('r.id', '=', id).executeTakeFirstOrThrow();
      return { success: true, message: RATE_MSG.saved, data: { rate: recordView(saved) } };
    },
  );
};

export default exchangeRateRoutes;
