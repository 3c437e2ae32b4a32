import fc from 'fast-check';

/** The part of JSON Schema (as the API's OpenAPI document writes it) the generator reads; anything else is ignored. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

// Values a careless or hostile caller sends in place of any field: every other JSON type, edges of numbers
// (beyond 32-bit columns, beyond safe integers), text a database or a regular expression chokes on, Arabic and
// right-to-left marks, control characters, a megabyte-sized string is left out (the body limit refuses it whole).
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  '\n\r\t',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  'سوق دمشق',
  '٣٤٥',
  '١٢٣٤٥٦',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:x}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e999',
  '9'.repeat(40),
  '2147483648',
  '-9223372036854775809',
  'true',
  'null',
  '[]',
  '{}',
  '\ud800',
  '😀'.repeat(50),
  'a'.repeat(5000),
  'ب'.repeat(3000),
  '2026-02-30',
  '0000-00-00T00:00:00Z',
  'x@y',
  'a@b.c',
  'https://',
  'javascript:alert(1)',
  ' \u00a0\u200b ',
] as const;

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-9,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  9.99e15,
  1e20,
  1e300,
  -1e300,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const junkLeaf: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON at all, nested a few levels: what a caller who ignores the schema sends. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', '', 'ك'), fc.string({ maxLength: 8 })),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : undefined);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : undefined);
  if (integer || schema.multipleOf === 1) {
    const lo = Math.max(Math.ceil(min ?? -1_000_000), Number.MIN_SAFE_INTEGER);
    const hi = Math.min(Math.floor(max ?? 1_000_000), Number.MAX_SAFE_INTEGER);
    // Small ids and counts reach rows that exist; the whole range reaches the bounds.
    return lo <= hi
      ? fc.oneof(
          fc.integer({ min: Math.max(lo, Math.min(hi, 0)), max: Math.min(hi, Math.max(lo, 5)) }),
          fc.integer({ min: lo, max: hi }),
        )
      : fc.constant(lo);
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 200);
  if (schema.format === 'email') {
    return fc.oneof(
      fc.emailAddress(),
      fc.constantFrom('agent@example.com', 'member@example.com', 'nobody@example.com', 'سوق@مثال.سوريا'),
    );
  }
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date' || schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
  }
  if (schema.pattern) {
    try {
      const regex = new RegExp(schema.pattern, 'u');
      return fc
        .stringMatching(regex)
        .filter((s) => s.length >= minLength && s.length <= Math.max(maxLength, minLength));
    } catch {
      // Patterns fast-check cannot generate from (look-aheads, script classes): plain words in both scripts.
      return fc.constantFrom('Damascus 12', 'دمشق ١٢', 'DM-2026-0001', '12/345 ب', 'abc');
    }
  }
  return fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ unit: fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي ٠١٢٣٤٥٦٧٨٩'), minLength, maxLength }),
  );
}

function objectArbitrary(schema: JsonSchema, hostility: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, schemaArbitrary(properties[key]!, hostility)])), {
    requiredKeys: keys.filter((key) => required.has(key)),
  });
  if (hostility === 0) return shaped;
  // Half the time the object is mangled: a required field dropped, or fields the schema does not know added.
  return fc
    .tuple(
      shaped,
      fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 3 }),
      fc.nat(3),
    )
    .map(([value, dropped, extra, how]) => {
      const out: Record<string, unknown> = { ...value };
      if (how === 1 || how === 3) for (const key of dropped) delete out[key];
      if (how === 2 || how === 3) Object.assign(out, extra);
      return out;
    });
}

function shapedArbitrary(schema: JsonSchema, hostility: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, hostility)));
  if (schema.allOf?.length) return schemaArbitrary(Object.assign({}, ...schema.allOf) as JsonSchema, hostility);
  const options = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object':
        return objectArbitrary(schema, hostility);
      case 'array':
        return fc.array(schema.items ? schemaArbitrary(schema.items, hostility) : junk, {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
        });
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return junk;
    }
  });
  if (schema.nullable) options.push(fc.constant(null));
  return options.length ? fc.oneof(...options) : junk;
}

/**
 * Values for a JSON schema: mostly shaped as it says (so the input gets past validation into the route's own
 * code), and, with weight `hostility` at every level, anything else — wrong types, edge numbers, hostile text,
 * missing required fields, unknown fields, nested junk. hostility 0 gives only schema-shaped values.
 */
export function schemaArbitrary(schema: JsonSchema, hostility = 1): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, hostility);
  if (hostility === 0) return shaped;
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: hostility, arbitrary: junk });
}
