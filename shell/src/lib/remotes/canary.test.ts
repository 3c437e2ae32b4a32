import { CANARY_ID_KEY, canaryBucket, canaryId, inCanary } from './canary';

function ids(count: number): string[] {
  return Array.from({ length: count }, () => canaryId(null));
}

describe('canary membership', () => {
  it.each([10, 25, 50, 90])('puts %i%% of 10,000 browsers in the canary, within ±5%%', (percent) => {
    const members = ids(10_000).filter((id) => inCanary(id, 'property', percent)).length;
    expect(Math.abs(members / 100 - percent)).toBeLessThanOrEqual(5);
  });

  it('spreads browsers evenly over the 100 buckets', () => {
    const counts = new Array<number>(100).fill(0);
    for (const id of ids(10_000)) counts[canaryBucket(id, 'auto')]! += 1;
    // 100 per bucket expected; every bucket is used and none takes a double share.
    expect(Math.min(...counts)).toBeGreaterThan(50);
    expect(Math.max(...counts)).toBeLessThan(150);
  });

  it('is sticky: the same browser gets the same answer on every load', () => {
    localStorage.clear();
    const first = canaryId();
    expect(localStorage.getItem(CANARY_ID_KEY)).toBe(first);
    expect(canaryId()).toBe(first);
    expect(canaryBucket(first, 'property')).toBe(canaryBucket(first, 'property'));
  });

  it('picks visitors independently per remote', () => {
    const both = ids(10_000).filter((id) => inCanary(id, 'property', 50) && inCanary(id, 'auto', 50)).length;
    expect(Math.abs(both / 100 - 25)).toBeLessThanOrEqual(5);
  });

  it('replaces a tampered stored id', () => {
    localStorage.setItem(CANARY_ID_KEY, '<script>');
    expect(canaryId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
