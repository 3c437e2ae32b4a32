import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The signed-in user when the request carries a valid token, else null: public pages show more to members
 * (favourite state, the owner's phone) without turning guests away.
 */
export async function optionalUser(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyRequest['user'] | null> {
  if (!req.headers.authorization) return null;
  try {
    await app.authenticate(req, reply);
    return req.user;
  } catch {
    return null;
  }
}
