import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_DIR, CONTRACT_FILES } from '../contract/contract.js';
import { type JsonSchema, junk, schemaArbitrary } from './schema-arbitrary.js';

// Requests for every operation of the API, generated from the operation's own schemas in the committed OpenAPI
// document (the contract test keeps that document equal to what the routes declare).

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: Method;
  /** As the document writes it: /api/property/property-detail/{id}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
}

export type Role = 'guest' | 'member' | 'admin';

/** One generated request, as shown in a failure: everything needed to send it again by hand. */
export interface FuzzRequest {
  role: Role;
  method: Method;
  url: string;
  headers: Record<string, string>;
  /** Sent as it is: a JSON text, or deliberately broken text. */
  payload: string | undefined;
}

export function operations(): Operation[] {
  const file = path.join(CONTRACT_DIR, CONTRACT_FILES.document);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  return Object.entries(doc.paths).flatMap(([route, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path: route,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** A query or path value as a caller writes it in an address. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    // The site's client writes arrays with bracket keys (docs/product/api.md).
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, asText(item));
    else search.append(key, asText(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// A URL cannot carry half a surrogate pair (no client can send one); as URLSearchParams does, it becomes U+FFFD.
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

// Header values must be visible Latin-1 text, or the request cannot be sent at all.
const headerSafe = (value: unknown) =>
  asText(value)
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 200);

function parametersArbitrary(params: Parameter[], where: Parameter['in']): fc.Arbitrary<Record<string, unknown>> {
  const own = params.filter((p) => p.in === where);
  const record = fc.record(Object.fromEntries(own.map((p) => [p.name, schemaArbitrary(p.schema)])), {
    requiredKeys: own.filter((p) => p.required || where === 'path').map((p) => p.name),
  });
  if (where !== 'query') return record;
  // Now and then a query names fields the operation does not have.
  return fc
    .tuple(record, fc.option(fc.dictionary(fc.string({ maxLength: 10 }), junk, { maxKeys: 2 }), { freq: 4 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** The body as sent: mostly JSON of a generated value; sometimes text that is not JSON at all. */
function payloadArbitrary(op: Operation): fc.Arbitrary<string | undefined> {
  const hasBody = op.body !== undefined;
  if (!hasBody && (op.method === 'GET' || op.method === 'DELETE')) return fc.constant(undefined);
  const value = hasBody ? schemaArbitrary(op.body!) : fc.option(junk, { nil: undefined });
  return fc.oneof(
    { weight: 12, arbitrary: value.map((v) => (v === undefined ? undefined : JSON.stringify(v))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', 'null', '"text"', '[1,2', '\u0000', '{"__proto__":{"admin":true}}', 'ﻼ'),
    },
  );
}

/** Requests for one operation, as a guest, a member (an Agent) or an admin, in English or Arabic. */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      role: fc.constantFrom<Role>('guest', 'member', 'admin'),
      path: parametersArbitrary(op.parameters, 'path'),
      query: parametersArbitrary(op.parameters, 'query'),
      header: parametersArbitrary(op.parameters, 'header'),
      language: fc.constantFrom(undefined, 'ar', 'en', 'ar-SY,ar;q=0.9', 'xx'),
      payload: payloadArbitrary(op),
    })
    .map(({ role, path: pathValues, query, header, language, payload }) => {
      const url =
        op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(asText(pathValues[name])))) +
        queryString(query);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(header)) headers[name] = headerSafe(value);
      if (language) headers['accept-language'] = language;
      if (payload !== undefined) headers['content-type'] = 'application/json';
      return { role, method: op.method, url, headers, payload };
    });
}

/** X-Tenant values that name no tenant: unknown names, and text that could never be a tenant's name. */
export function unknownTenantArbitrary(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom('no-such-site', 'default2', 'T-0', '-', '../default', 'default;drop', 'ﻼ'),
      fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/),
      fc.string({ minLength: 1, maxLength: 70 }),
    )
    .map(headerSafe)
    .filter((slug) => slug !== '' && !known.includes(slug.toLowerCase()));
}
