/** @jest-environment node */
import { flattenErrors } from './flatten-errors';

describe('flattenErrors', () => {
  it("turns { field: [messages] } into 'field:message' strings, in order", () => {
    expect(flattenErrors({ name: ['The name field is required'], email: ['a', 'b'] })).toEqual([
      'name:The name field is required',
      'email:a',
      'email:b',
    ]);
  });

  it('accepts a single message instead of a list and skips non-text', () => {
    expect(flattenErrors({ otp: 'Invalid code', x: [null, 3, ''], y: ['ok'] })).toEqual(['otp:Invalid code', 'y:ok']);
  });

  it.each([null, undefined, 'oops', ['a'], 42])('gives nothing for %p', (value) => {
    expect(flattenErrors(value)).toEqual([]);
  });
});
