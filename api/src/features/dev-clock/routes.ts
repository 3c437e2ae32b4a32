import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const DAY_MS = 86_400_000;
const ClockAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ now: Type.String() }),
});

// Outside production only: the browser journeys move the API's clock to see a subscription run out.
const devClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'The time subscriptions are reckoned by (not in production)',
        response: { 200: ClockAnswer },
      },
    },
    async () => ({ success: true, message: 'Clock', data: { now: app.clock.now().toISOString() } }),
  );
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'Moves that time forward by some days (not in production)',
        body: Type.Object(
          { advance_days: Type.Number({ minimum: 0, maximum: 3660 }) },
          { additionalProperties: false },
        ),
        response: { 200: ClockAnswer },
      },
    },
    async (req) => {
      app.clock.advance(req.body.advance_days * DAY_MS);
      return { success: true, message: 'Clock moved', data: { now: app.clock.now().toISOString() } };
    },
  );
};

export default devClockRoutes;
