import L from 'leaflet';

export interface MapControlTexts {
  zoomIn: string;
  zoomOut: string;
  /** The title of the "Leaflet" link in the attribution line. */
  library: string;
}

/**
 * Leaflet names its controls in English ("Zoom in", "Zoom out", the library's link title). The map is made without
 * its zoom control; this puts one with the page's texts in its place, and again when the language changes.
 */
export function localiseMapControls(map: L.Map, texts: MapControlTexts, previous: L.Control.Zoom | null): L.Control.Zoom {
  previous?.remove();
  const zoom = L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  map.attributionControl?.setPrefix(`<a href="https://leafletjs.com" title="${escapeAttribute(texts.library)}">Leaflet</a>`);
  return zoom;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
