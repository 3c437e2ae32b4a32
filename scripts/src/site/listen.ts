import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts a server on a free loopback port and gives its address (the site's tests run several side by side). */
export function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}
