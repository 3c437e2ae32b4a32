/** @jest-environment node */
import { mergeOverlappingClusters } from './mergeOverlappingClusters';

// On this screen one degree is 100 px each way.
const toPixel = (c: { latitude: number; longitude: number }) => ({ x: c.longitude * 100, y: -c.latitude * 100 });
const cluster = (longitude: number, latitude: number, count: number) => ({
  latitude,
  longitude,
  count,
  bbox: [longitude - 0.1, latitude - 0.1, longitude + 0.1, latitude + 0.1],
});

describe('clusters drawn over each other', () => {
  it('shows two overlapping clusters as one, at the larger one, with both counts and both areas', () => {
    // 30 px apart: a 48 px and a 40 px circle overlap.
    const merged = mergeOverlappingClusters([cluster(36.3, 33.5, 6), cluster(36.0, 33.5, 143)], toPixel);
    expect(merged).toEqual([{ latitude: 33.5, longitude: 36.0, count: 149, bbox: [35.9, 33.4, 36.4, 33.6] }]);
  });

  it('keeps clusters apart that stand clear of each other', () => {
    // 90 px apart: room for two 48 px circles and their halos.
    const apart = [cluster(36.0, 33.5, 143), cluster(36.9, 33.5, 120)];
    expect(mergeOverlappingClusters(apart, toPixel)).toEqual(apart);
  });

  it('keeps every listing counted', () => {
    const many = Array.from({ length: 30 }, (_, i) => cluster(36 + (i % 6) * 0.2, 33 + Math.floor(i / 6) * 0.2, i + 1));
    const merged = mergeOverlappingClusters(many, toPixel);
    expect(merged.length).toBeLessThan(many.length);
    expect(merged.reduce((sum, c) => sum + c.count, 0)).toBe(many.reduce((sum, c) => sum + c.count, 0));
  });
});
