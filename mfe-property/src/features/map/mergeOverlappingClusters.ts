import type { MapClusterRecord } from './getMapResults';

/** A cluster's drawn diameter in pixels, by how many listings it holds. */
export const clusterSize = (count: number) => (count >= 1000 ? 56 : count >= 100 ? 48 : 40);

/** Room between two clusters' circles (their halo is 6 px), so that each stays a whole target for a thumb. */
const GAP = 12;

/**
 * The server groups listings by a grid, so two groups in neighbouring cells can be drawn on top of each other, one
 * half hidden under the other. Such clusters are shown as one: at the larger one's place, with both counts and both
 * areas, so a tap zooms to where they separate. `toPixel` places a cluster on the screen at the map's zoom.
 */
export function mergeOverlappingClusters(
  clusters: readonly MapClusterRecord[],
  toPixel: (c: MapClusterRecord) => { x: number; y: number },
): MapClusterRecord[] {
  const kept: { cluster: MapClusterRecord; at: { x: number; y: number } }[] = [];
  for (const cluster of [...clusters].sort((a, b) => b.count - a.count)) {
    const at = toPixel(cluster);
    const radius = clusterSize(cluster.count) / 2;
    const near = kept.find(
      (k) => Math.hypot(k.at.x - at.x, k.at.y - at.y) < radius + clusterSize(k.cluster.count) / 2 + GAP,
    );
    if (!near) {
      kept.push({ cluster: { ...cluster }, at });
      continue;
    }
    const [w1, s1, e1, n1] = near.cluster.bbox;
    const [w2, s2, e2, n2] = cluster.bbox;
    const union = [w1, s1, e1, n1, w2, s2, e2, n2].every((n) => typeof n === 'number')
      ? [Math.min(w1!, w2!), Math.min(s1!, s2!), Math.max(e1!, e2!), Math.max(n1!, n2!)]
      : near.cluster.bbox;
    near.cluster = { ...near.cluster, count: near.cluster.count + cluster.count, bbox: union };
  }
  return kept.map((k) => k.cluster);
}
