/** @jest-environment node */
import { changedFields, valueText } from './auditDiff';

describe('what an audited action changed', () => {
  it('lists only the fields whose value differs, those only on one side included', () => {
    expect(
      changedFields(
        { status: 'active', hidden_reason: null, name: 'Flat' },
        { status: 'hidden', hidden_reason: 'moderator', name: 'Flat', tags: ['x'] },
      ),
    ).toEqual([
      { key: 'status', before: 'active', after: 'hidden' },
      { key: 'hidden_reason', before: null, after: 'moderator' },
      { key: 'tags', before: undefined, after: ['x'] },
    ]);
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });

  it('writes values as short text', () => {
    expect(valueText(null)).toBeNull();
    expect(valueText('')).toBeNull();
    expect(valueText(3000)).toBe('3000');
    expect(valueText(false)).toBe('false');
    expect(valueText({ en: 'x' })).toBe('{"en":"x"}');
    expect(valueText('a'.repeat(200))).toHaveLength(120);
  });
});
