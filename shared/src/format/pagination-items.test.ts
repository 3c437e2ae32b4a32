/** @jest-environment node */
import { paginationItems } from './pagination-items';

const E = 'ellipsis';

describe('paginationItems (docs/product/constants.md: 3 page numbers, first and last, ellipsis)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
  ])('small totals show every page (current %p of %p)', (current, total, expected) => {
    expect(paginationItems({ current, total })).toEqual(expected);
  });

  it('first page', () => {
    expect(paginationItems({ current: 1, total: 10 })).toEqual([1, 2, 3, E, 10]);
  });

  it('last page', () => {
    expect(paginationItems({ current: 10, total: 10 })).toEqual([1, E, 8, 9, 10]);
  });

  it('middle page has an ellipsis on both sides', () => {
    expect(paginationItems({ current: 5, total: 10 })).toEqual([1, E, 4, 5, 6, E, 10]);
  });

  it('a gap of one page shows the page instead of an ellipsis', () => {
    expect(paginationItems({ current: 4, total: 10 })).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(paginationItems({ current: 7, total: 10 })).toEqual([1, E, 6, 7, 8, 9, 10]);
  });

  it('honours a different window size', () => {
    expect(paginationItems({ current: 50, total: 100, shown: 5 })).toEqual([1, E, 48, 49, 50, 51, 52, E, 100]);
    expect(paginationItems({ current: 50, total: 100, shown: 1 })).toEqual([1, E, 50, E, 100]);
  });

  it('clamps out-of-range and malformed input', () => {
    expect(paginationItems({ current: 99, total: 10 })).toEqual([1, E, 8, 9, 10]);
    expect(paginationItems({ current: -3, total: 10 })).toEqual([1, 2, 3, E, 10]);
    expect(paginationItems({ current: NaN, total: 4.7 })).toEqual([1, 2, 3, 4]);
    expect(paginationItems({ current: 1, total: NaN })).toEqual([]);
  });

  it('ends with an ellipsis instead of a last page when the number of pages is only a floor', () => {
    expect(paginationItems({ current: 1, total: 84, more: true })).toEqual([1, 2, 3, E]);
    expect(paginationItems({ current: 84, total: 85, more: true })).toEqual([1, E, 83, 84, 85, E]);
    expect(paginationItems({ current: 1, total: 1, more: true })).toEqual([1, E]);
  });
});
