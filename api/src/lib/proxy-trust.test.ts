import { addressKey, clientAddress, parseProxyTrust, type ProxyTrust } from './proxy-trust.js';

const trust = (raw: string): ProxyTrust => {
  const parsed = parseProxyTrust('TRUST_PROXY', raw);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
};

describe("the visitor's address behind proxies", () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '1.2.3.4', trust(''))).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, trust('0'))).toBe('203.0.113.7');
  });

  it('takes as many entries from the right as there are trusted hops, never what the visitor wrote before them', () => {
    // The visitor sent "1.2.3.4"; the edge proxy appended the address it saw (203.0.113.7); the load balancer is the socket.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7', trust('1'))).toBe('203.0.113.7');
    // Two hops: the CDN's edge appended the visitor, the load balancer appended the CDN.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7, 198.51.100.9', trust('2'))).toBe('203.0.113.7');
    // Fewer entries than hops: the leftmost one a trusted hop wrote.
    expect(clientAddress('10.0.0.2', '203.0.113.7', trust('3'))).toBe('203.0.113.7');
  });

  it('trusts only the listed proxies: a request around them is counted as its own socket', () => {
    const proxies = trust('10.0.0.2, 198.51.100.0/24');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7, 198.51.100.9', proxies)).toBe('203.0.113.7');
    expect(clientAddress('192.0.2.66', '1.2.3.4', proxies)).toBe('192.0.2.66');
    expect(clientAddress('127.0.0.1', '203.0.113.7', trust('loopback'))).toBe('203.0.113.7');
    expect(clientAddress('::1', '2001:db8::5', trust('loopback'))).toBe('2001:db8::5');
  });

  it('never makes an address of a malformed or enormous entry: it stays the hop that wrote it', () => {
    expect(clientAddress('10.0.0.2', 'not-an-address', trust('1'))).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', ` , ,${'9'.repeat(8_000)}`, trust('1'))).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.7, <script>', trust('2'))).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', ', ,', trust('1'))).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', ['203.0.113.7', '198.51.100.9'], trust('1'))).toBe('198.51.100.9');
  });
});

describe('the key a per-address limit counts', () => {
  it('is an IPv4 address itself, and an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});
