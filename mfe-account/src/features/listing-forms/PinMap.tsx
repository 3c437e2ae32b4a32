import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { localiseMapControls, type MapControlTexts } from '@souq/shared/listing-ui';
import { addBaseLayers, type BaseLayers } from '@souq/shared/map';

const SYRIA: [number, number] = [34.8, 38.9];

export interface PinMapProps {
  lat: number | null;
  lng: number | null;
  label: string;
  attribution: string;
  /** The page's language, for the governorates' names on the outlines. */
  language: string;
  /** Said while the map images cannot load. */
  tilesFailed: string;
  /** Texts of the zoom buttons and the attribution's library link. */
  controls: MapControlTexts;
  onPick: (lat: number, lng: number) => void;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Leaflet map (loaded only with the form): a click places the listing's pin there. */
export default function PinMap({ lat, lng, label, attribution, language, tilesFailed, controls, onPick }: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.CircleMarker | null>(null);
  const zoom = useRef<L.Control.Zoom | null>(null);
  const base = useRef<BaseLayers | null>(null);
  const [failed, setFailed] = useState(false);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return undefined;
    const created = L.map(element.current, {
      center: lat !== null && lng !== null ? [lat, lng] : SYRIA,
      zoom: lat !== null ? 13 : 6,
      minZoom: 5,
      maxZoom: 18,
      zoomControl: false,
    });
    base.current = addBaseLayers(created, { attribution, language, onTilesFailed: setFailed });
    created.on('click', (event: L.LeafletMouseEvent) => pick.current(round(event.latlng.lat), round(event.latlng.lng)));
    map.current = created;
    return () => {
      base.current?.remove();
      base.current = null;
      created.remove();
      map.current = null;
      pin.current = null;
      zoom.current = null;
    };
    // Created once; the pin follows the props below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After the map is made (declared after it), and again when the language changes.
  useEffect(() => base.current?.setLanguage(language), [language]);

  const { zoomIn, zoomOut, library } = controls;
  useEffect(() => {
    if (map.current) zoom.current = localiseMapControls(L, map.current, { zoomIn, zoomOut, library }, zoom.current);
  }, [zoomIn, zoomOut, library]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (lat === null || lng === null) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    if (pin.current) pin.current.setLatLng([lat, lng]);
    else
      pin.current = L.circleMarker([lat, lng], {
        radius: 9,
        color: '#0f5e4b',
        fillColor: '#1f8a6d',
        fillOpacity: 0.9,
      }).addTo(current);
  }, [lat, lng]);

  return (
    <>
      {failed && (
        <p className="lf-hint" role="status" data-testid="map-tiles-failed">
          {tilesFailed}
        </p>
      )}
      <div ref={element} className="lf-map" role="application" aria-label={label} data-testid="listing-pin-map" />
    </>
  );
}
