import { satisfies } from './version-range.js';

describe('version ranges in federation manifests', () => {
  it.each([
    ['18.3.1', '^18.3.1', true],
    ['18.2.0', '^18.3.1', false],
    ['19.0.0', '^18.3.1', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['2.0.0', '>=1.2.3 <3', true],
    ['17.0.2', '^16.0.0 || ^17.0.0', true],
    ['5.0.0', '*', true],
    ['1.0.0', '1.0.0', true],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('says so when it does not understand a range', () => {
    expect(satisfies('1.0.0', 'workspace:*')).toBeNull();
  });
});
