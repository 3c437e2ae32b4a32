// Leaflet names its controls in English ("Zoom in", "Zoom out", the library's link title). Maps are made without
// their zoom control; this puts one with the page's texts in its place, and again when the language changes.
// Leaflet itself stays with the remotes that draw maps: it is passed in, and only the shapes used are named here.

export interface MapControlTexts {
  zoomIn: string;
  zoomOut: string;
  /** The title of the "Leaflet" link in the attribution line. */
  library: string;
}

interface Removable {
  remove(): unknown;
}
interface LeafletMap {
  attributionControl?: { setPrefix(prefix: string): unknown } | null;
}
interface LeafletControls<M, Z extends Removable> {
  control: { zoom(options: { zoomInTitle: string; zoomOutTitle: string }): { addTo(map: M): Z } };
}

export function localiseMapControls<M extends LeafletMap, Z extends Removable>(
  leaflet: LeafletControls<M, Z>,
  map: M,
  texts: MapControlTexts,
  previous: Z | null,
): Z {
  previous?.remove();
  const zoom = leaflet.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  map.attributionControl?.setPrefix(
    `<a href="https://leafletjs.com" title="${escapeAttribute(texts.library)}">Leaflet</a>`,
  );
  return zoom;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
