// light-my-request (used by app.inject) require()s `cookie`, whose current major is ESM-only; Jest's module
// runtime cannot require ESM on Node 20. Only `stringifySetCookie` is used (for the `cookies` inject option),
// so the API tests map `cookie` to this CommonJS equivalent.
'use strict';

function stringifySetCookie(nameOrCookie, value, options) {
  const cookie = typeof nameOrCookie === 'object' ? nameOrCookie : { ...(options || {}), name: nameOrCookie, value };
  let out = `${cookie.name}=${encodeURIComponent(cookie.value ?? '')}`;
  if (cookie.maxAge !== undefined) out += `; Max-Age=${Math.floor(cookie.maxAge)}`;
  if (cookie.domain) out += `; Domain=${cookie.domain}`;
  if (cookie.path) out += `; Path=${cookie.path}`;
  if (cookie.expires) out += `; Expires=${cookie.expires.toUTCString()}`;
  if (cookie.httpOnly) out += '; HttpOnly';
  if (cookie.secure) out += '; Secure';
  if (cookie.sameSite) out += `; SameSite=${cookie.sameSite === true ? 'Strict' : cookie.sameSite}`;
  return out;
}

module.exports = { stringifySetCookie, serialize: stringifySetCookie };
