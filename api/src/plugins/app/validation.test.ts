import { Type } from 'typebox';
import type { ErrorObject } from 'ajv';
import { formatValidationErrors, validatorCompiler } from './validation.js';
import type { Lang } from '../../db/types.js';

/** The field errors a body gets from a schema, as the error handler words them. */
function errorsFor(schema: object, body: unknown, lang: Lang) {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' }) as (data: unknown) => {
    error?: Error & { validation: ErrorObject[] };
  };
  const { error } = validate(body);
  if (!error) throw new Error('the body was valid');
  return formatValidationErrors(error.validation, lang);
}

// A free-form object's keys are the caller's own: a field named in markup, or at length, never comes back as it is.
describe('field names the caller chose', () => {
  const schema = Type.Object({ figures: Type.Record(Type.String(), Type.Number()) });

  it('are "unknown" when they are not plain names, in both languages, under a safe key', () => {
    const body = { figures: { '<img src=x onerror=alert(1)>': 'x' } };
    expect(errorsFor(schema, body, 'en')).toEqual({
      'figures.unknown_field': ['The unknown field must be a number.'],
    });
    expect(errorsFor(schema, body, 'ar')).toEqual({
      'figures.unknown_field': ['يجب أن يكون حقل غير معروف رقمًا.'],
    });
    // A slash in a name (a JSON pointer's ~1) is no way around it.
    expect(Object.keys(errorsFor(schema, { figures: { 'a/<b>': 'x' } }, 'en'))).toEqual(['figures.unknown_field']);
  });

  it('are named, cut to 40 characters, when they are plain', () => {
    const long = `views_${'x'.repeat(60)}`;
    const cut = long.slice(0, 40);
    expect(errorsFor(schema, { figures: { [long]: 'x', lcp: 'slow' } }, 'en')).toEqual({
      [`figures.${cut}`]: [`The figures ${cut.replaceAll('_', ' ')} field must be a number.`],
      'figures.lcp': ['The figures lcp field must be a number.'],
    });
  });

  it("leave the API's own field names as they were", () => {
    expect(errorsFor(Type.Object({ new_password: Type.String({ minLength: 8 }) }), {}, 'en')).toEqual({
      new_password: ['The new password field is required'],
    });
    expect(errorsFor(Type.Object({ email: Type.String({ format: 'email' }) }), { email: 'x' }, 'ar')).toEqual({
      email: ['يرجى إدخال عنوان بريد إلكتروني صالح'],
    });
  });
});
