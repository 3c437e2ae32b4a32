import net from 'node:net';

// Which hops in front of a server may say who the visitor is (TRUST_PROXY for the API, SITE_TRUST_PROXY for the site
// server), and the visitor's address worked out from them. X-Forwarded-For is read from the right: each trusted hop
// vouches for the entry before it, and the first address no trusted hop vouches for is the visitor's. Everything left
// of it was written by whoever sent the request, so it is never believed (docs/architecture.md, production topology).

/** No proxy trusted (the socket's address is the visitor's), a number of hops, or the proxies' own addresses. */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; entries: string[] };

/** proxy-addr's names, which Express and Fastify operators know, for the usual private ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const MAX_HOPS = 10;

/** TRUST_PROXY's value, or what is wrong with it (in words an operator can act on). */
export function parseProxyTrust(name: string, raw: string | undefined): ProxyTrust | { problem: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS)
      return { problem: `${name} must be a number of proxy hops from 0 to ${MAX_HOPS} (got "${value}")` };
    return { kind: 'hops', hops };
  }
  if (/^(true|yes|\*|all)$/i.test(value)) {
    return {
      problem:
        `${name} must not trust every hop ("${value}"): a visitor could then choose the address the limits count. ` +
        'Give the number of proxies in front of the server or their addresses',
    };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !NAMED_RANGES[entry.toLowerCase()] && !isAddressOrRange(entry));
  if (bad.length > 0 || entries.length === 0) {
    return {
      problem:
        `${name} must be a number of proxy hops (0–${MAX_HOPS}) or a comma-separated list of proxy addresses, ` +
        `address ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal (not understood: ${bad.map((b) => `"${b}"`).join(', ') || '""'})`,
    };
  }
  return { kind: 'addresses', entries };
}

function isAddressOrRange(entry: string): boolean {
  const slash = entry.indexOf('/');
  if (slash === -1) return net.isIP(entry) !== 0;
  const family = net.isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (family === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function blockList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e.toLowerCase()] ?? [e])) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * Whether the hop at `hop` (0: the socket's peer, 1: the last X-Forwarded-For entry, …) is a trusted proxy: the shape
 * Fastify's `trustProxy` takes as a function. An entry that is not an address is never trusted.
 */
export function trustFunction(trust: ProxyTrust): (address: string, hop: number) => boolean {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.hops;
  const list = blockList(trust.entries);
  return (address) => {
    const plain = plainAddress(address);
    const family = net.isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** X-Forwarded-For's entries, left to right (as proxy-addr reads them: empty entries skipped). */
function forwardedEntries(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The visitor's address as a server with this trust sees it: the socket's peer, then X-Forwarded-For from the right,
 * while each hop is trusted. What a trusted hop wrote but is not an address counts as that hop's own address, so a
 * malformed header never becomes an address of its own.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  const trusted = trustFunction(trust);
  const hops = [socketAddress ?? '', ...forwardedEntries(forwardedFor).reverse()];
  let address = plainAddress(hops[0]!);
  for (let i = 0; i < hops.length - 1; i += 1) {
    if (!trusted(hops[i]!, i)) break;
    const next = plainAddress(hops[i + 1]!);
    if (net.isIP(next) === 0) break;
    address = next;
  }
  return address;
}

/**
 * The key a per-address limit counts under: the address, an IPv6 one by its /64 (one subscriber's network: a phone
 * or a home gets a whole /64, and could otherwise take a new address for every attempt).
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address);
  if (net.isIP(plain) !== 6) return plain;
  return `${expandIpv6(plain).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const withoutZone = address.split('%')[0]!;
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:0:1.2.3.4 and the like) is two groups.
  const last = right.length ? right : left;
  const v4 = last.length ? /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(last[last.length - 1]!) : null;
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    last.splice(last.length - 1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    (parseInt(group, 16) || 0).toString(16),
  );
}
