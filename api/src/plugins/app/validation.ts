import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldErrors } from '../../lib/errors.js';
import { attributeLabel, shownFieldName, validationText } from '../../lib/validation-messages.js';
import type { Lang } from '../../db/types.js';

// Bodies are validated without type coercion, so `{"name": 123}` is a wrong-typed field rather than the string
// "123"; query strings and params arrive as text and must be coerced.
const strictAjv = new Ajv({
  allErrors: true,
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: true,
  strict: false,
});
const coercingAjv = new Ajv({
  allErrors: true,
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  strict: false,
});
addFormats.default(strictAjv);
addFormats.default(coercingAjv);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
  const validate: ValidateFunction = ajv.compile(schema as object);
  return (data: unknown) => {
    // A request with no body is treated as an empty form, so the caller learns every required field at once.
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const valid = validate(input);
    if (valid) return { value: input };
    const error = new Error('validation failed') as Error & { validation: ErrorObject[] };
    error.validation = validate.errors ?? [];
    return { error };
  };
};

// Patterns that correspond to docs/product/validation.md rule kinds; schemas use these constants so messages can be chosen by rule.
export const PATTERNS = {
  alphaNum: '^[\\p{L}\\p{N}]+$',
  alphaNumSpace: '^[\\p{L}\\p{N} ]+$',
  numeric: '^[0-9]+$',
  otp: '^[0-9]{6}$',
  phone: '^\\+?[0-9 ()-]{6,20}$',
  // Commercial registers write numbers like 'DM-2026-0001' or '12/345 ب': Arabic and Latin letters, digits,
  // dashes, slashes and spaces, with at least one letter or digit.
  registrationNumber: '^(?=.*[\\p{L}\\p{Nd}])(?:(?=[\\p{sc=Latin}\\p{sc=Arabic}])[\\p{L}\\p{M}]|\\p{Nd}|[ /-])+$',
} as const;

/**
 * The field an error is about, as a key of `errors`: the data's path without array indexes. A name in the path may be
 * the caller's own (a key of a free-form object), so each is shown only as shownFieldName allows.
 */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return shownFieldName(String(error.params.missingProperty));
  const path = error.instancePath
    .replace(/^\//, '')
    .split('/')
    .filter((p) => p !== '' && !/^\d+$/.test(p))
    .map((p) => shownFieldName(p.replaceAll('~1', '/').replaceAll('~0', '~')));
  return path.join('.') || 'body';
}

// One-time codes have a single message for every way of getting them wrong (docs/product/validation.md).
const CODE_FIELDS = new Set(['otp', 'code']);

function messageFor(error: ErrorObject, field: string, lang: Lang): string {
  const attribute = attributeLabel(field, lang);
  const p = error.params as Record<string, unknown>;
  if (CODE_FIELDS.has(field)) return validationText('otp', lang, { attribute });
  // An empty string is a missing value, as far as a person filling a form is concerned.
  if (error.keyword === 'minLength' && p.limit === 1) return validationText('required', lang, { attribute });
  switch (error.keyword) {
    case 'required':
      return validationText('required', lang, { attribute });
    case 'minLength':
      return validationText('min', lang, { attribute, min: String(p.limit) });
    case 'maxLength':
      return validationText('max', lang, { attribute, max: String(p.limit) });
    case 'minimum':
    case 'exclusiveMinimum':
      return validationText('min_value', lang, { attribute, min: String(p.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return validationText('max_value', lang, { attribute, max: String(p.limit) });
    case 'multipleOf':
      // Whole numbers are written as numbers that are multiples of one (ratings: 2.5 is a number, not a rating).
      if (p.multipleOf === 1) return validationText('integer', lang, { attribute });
      return validationText('format', lang, { attribute });
    case 'enum':
    case 'const':
      return validationText('in', lang, { attribute });
    case 'format':
      if (p.format === 'email') return validationText('email', lang, { attribute });
      if (p.format === 'uri') return validationText('url', lang, { attribute });
      return validationText('format', lang, { attribute });
    case 'pattern':
      if (p.pattern === PATTERNS.alphaNum) return validationText('alpha_num', lang, { attribute });
      if (p.pattern === PATTERNS.alphaNumSpace) return validationText('alpha_num_space', lang, { attribute });
      if (p.pattern === PATTERNS.numeric) return validationText('numeric', lang, { attribute });
      if (p.pattern === PATTERNS.otp) return validationText('otp', lang, { attribute });
      if (p.pattern === PATTERNS.phone) return validationText('phone', lang, { attribute });
      if (p.pattern === PATTERNS.registrationNumber) return validationText('registration_number', lang, { attribute });
      return validationText('format', lang, { attribute });
    case 'type': {
      const type = String(p.type);
      if (type === 'number' || type === 'integer') return validationText('numeric', lang, { attribute });
      if (type === 'boolean') return validationText('boolean', lang, { attribute });
      if (type === 'object' && field === 'body') return validationText('body', lang, { attribute });
      return validationText('string', lang, { attribute });
    }
    default:
      return validationText('format', lang, { attribute });
  }
}

export function formatValidationErrors(errors: ErrorObject[], lang: Lang): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    // anyOf/oneOf wrappers repeat what their branches already said.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    // The `null` branch of a nullable field: the other branch's error says what is wrong.
    if (error.keyword === 'type' && error.params.type === 'null') continue;
    const field = fieldOf(error);
    const message = messageFor(error, field, lang);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
