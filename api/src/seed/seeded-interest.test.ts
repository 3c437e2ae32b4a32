import { interestSoFar } from './seeded-interest.js';

const now = Date.parse('2026-11-28T10:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 86_400_000);

describe('a seeded listing’s views and contacts', () => {
  it('come as far as its age allows: a thirtieth on the day it is posted, all of them after a month', () => {
    expect(interestSoFar(900, daysAgo(0), now)).toBe(30);
    expect(interestSoFar(900, daysAgo(14), now)).toBe(450);
    expect(interestSoFar(900, daysAgo(29), now)).toBe(900);
    expect(interestSoFar(900, daysAgo(170), now)).toBe(900);
    expect(interestSoFar(0, daysAgo(0), now)).toBe(0);
  });

  it('count a listing dated a little ahead of the clock as posted today', () => {
    expect(interestSoFar(60, new Date(now + 3_600_000), now)).toBe(2);
  });
});
