/** Example paths of this remote's routes, for the standalone harness's links. */
export const PROPERTY_PATHS: readonly string[] = ['/property', '/property/map', '/property/property-detail/1', '/property-detail'];
