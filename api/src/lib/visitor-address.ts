import type { FastifyRequest } from 'fastify';
import { addressKey, clientAddress } from './proxy-trust.js';

const seen = new WeakMap<FastifyRequest, string>();

/**
 * Who sent the request, as far as the proxies the API trusts (TRUST_PROXY) say: the address the logs show and every
 * per-address limit counts. Without trusted proxies it is the socket's peer, whatever X-Forwarded-For claims.
 */
export function visitorAddress(req: FastifyRequest): string {
  let address = seen.get(req);
  if (address === undefined) {
    address = clientAddress(
      req.raw.socket?.remoteAddress,
      req.headers['x-forwarded-for'],
      req.server.config.TRUST_PROXY,
    );
    seen.set(req, address);
  }
  return address;
}

/** The key a per-address limit counts the request under (an IPv6 address by its /64). */
export function visitorKey(req: FastifyRequest): string {
  return addressKey(visitorAddress(req));
}
