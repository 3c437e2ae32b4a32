import type http from 'node:http';
import { clientAddress, type ProxyTrust, trustFunction } from '../../../api/src/lib/proxy-trust.js';

/** What the site tells the API about the visitor, on `/api` requests and when it asks for a page's head. */
export interface ForwardedHeaders {
  'x-forwarded-for': string;
  'x-forwarded-proto': string;
  'x-forwarded-host'?: string;
}

function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.join(',') : value;
  const entry = text?.split(',').pop()?.trim();
  return entry || undefined;
}

/**
 * The X-Forwarded-* headers the site sends the API, written afresh: at the edge they say what the site itself saw
 * (the socket's address, the connection's protocol, the Host asked for), whatever the visitor put in them, so no
 * visitor chooses the address the API's limits count. Behind proxies the site trusts (SITE_TRUST_PROXY: a CDN or a
 * load balancer in front of it), the visitor's address is read from their X-Forwarded-For as the API reads the site's,
 * and their protocol and host are kept. Either way the API is sent one address, which it trusts the site for.
 */
export function forwardedHeaders(req: http.IncomingMessage, trust: ProxyTrust): ForwardedHeaders {
  const fromTrustedProxy = trustFunction(trust)(req.socket.remoteAddress ?? '', 0);
  const ownProto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const proto = (fromTrustedProxy && lastEntry(req.headers['x-forwarded-proto'])) || ownProto;
  const host = (fromTrustedProxy && lastEntry(req.headers['x-forwarded-host'])) || req.headers.host;
  return {
    'x-forwarded-for': clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust),
    'x-forwarded-proto': /^https?$/i.test(proto) ? proto.toLowerCase() : ownProto,
    ...(host ? { 'x-forwarded-host': host } : {}),
  };
}
