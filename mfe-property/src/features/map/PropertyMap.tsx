import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { formatNumber, formatPrice, isHttpError, isRtl, useSession, useTranslation } from '@souq/shared';
import { isolateLatinRuns } from '@souq/shared/listing-ui';
import { detailPath } from '../../lib/paths';
import { navigate } from '@souq/shared/mini-router';
import { searchToParams, type PropertyFilters } from '../../lib/searchFilters';
import { getMapResults, type MapResults } from './getMapResults';
import { clusterSize, mergeOverlappingClusters } from './mergeOverlappingClusters';
import { localiseMapControls } from '@souq/shared/listing-ui';
import { addBaseLayers, type BaseLayers } from '@souq/shared/map';

interface PropertyMapProps {
  filters: PropertyFilters;
  initial: { lat: number; lng: number; zoom: number };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Leaflet map of the listings in view; reloads when the view or the filters change. */
export function PropertyMap({ filters, initial }: PropertyMapProps) {
  const { t, i18n } = useTranslation('property');
  const symbol = useSession((state) => state.symbol);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const zoomRef = useRef<L.Control.Zoom | null>(null);
  const baseRef = useRef<BaseLayers | null>(null);
  const [view, setView] = useState<{ west: number; south: number; east: number; north: number; zoom: number } | null>(
    null,
  );
  const [results, setResults] = useState<MapResults | null>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const filterKey = searchToParams({ filters, sort: 'newest', page: 1 }).toString();

  useEffect(() => {
    if (!element.current) return undefined;
    const map = L.map(element.current, {
      center: [initial.lat, initial.lng],
      zoom: initial.zoom,
      minZoom: 5,
      maxZoom: 18,
      zoomControl: false,
    });
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    baseRef.current = addBaseLayers(map, {
      attribution: escapeHtml(t('map.attribution')),
      language: i18n.language,
      onTilesFailed: setTilesFailed,
    });
    const report = () => {
      const bounds = map.getBounds();
      setView({
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
        zoom: map.getZoom(),
      });
    };
    map.on('moveend', report);
    report();
    return () => {
      baseRef.current?.remove();
      baseRef.current = null;
      map.remove();
      mapRef.current = null;
      zoomRef.current = null;
    };
    // The map is created once; later view changes come from the visitor panning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Declared after the map is made, so it runs after it on the first render too.
  useEffect(() => {
    if (mapRef.current)
      zoomRef.current = localiseMapControls(
        L,
        mapRef.current,
        { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), library: t('map.library') },
        zoomRef.current,
      );
    baseRef.current?.setLanguage(i18n.language);
  }, [i18n.language, t]);

  useEffect(() => {
    if (!view) return undefined;
    const controller = new AbortController();
    setFailed(false);
    getMapResults(filters, view, symbol === 'USD' ? 'USD' : 'SYP', controller.signal).then(
      setResults,
      (error: unknown) => {
        if (controller.signal.aborted || (isHttpError(error) && error.kind === 'cancelled')) return;
        setFailed(true);
      },
    );
    return () => controller.abort();
    // `filterKey` stands for `filters`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, filterKey, symbol]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || !results) return;
    layer.clearLayers();
    const language = i18n.language;
    for (const cluster of mergeOverlappingClusters(results.clusters, (c) =>
      map.latLngToLayerPoint([c.latitude, c.longitude]),
    )) {
      const label = t('map.cluster', { count: cluster.count, formattedCount: formatNumber(cluster.count) });
      const size = clusterSize(cluster.count);
      const marker = L.marker([cluster.latitude, cluster.longitude], {
        title: label,
        alt: label,
        keyboard: true,
        icon: L.divIcon({
          className: 'pp-map-cluster',
          html: `<span>${escapeHtml(formatNumber(cluster.count))}</span>`,
          iconSize: [size, size],
        }),
      });
      marker.on('click', () => {
        const [west, south, east, north] = cluster.bbox;
        if ([west, south, east, north].every((n) => typeof n === 'number')) {
          map.fitBounds(
            [
              [south as number, west as number],
              [north as number, east as number],
            ],
            { padding: [24, 24] },
          );
        } else map.setView([cluster.latitude, cluster.longitude], map.getZoom() + 2);
      });
      layer.addLayer(marker);
    }
    for (const item of results.markers) {
      const name = language === 'ar' && item.name_ar ? item.name_ar : item.name;
      // Plain text (tooltip, popup): Latin words of an Arabic title isolated, so they keep their order.
      const shownName = isolateLatinRuns(name, isRtl(language));
      const currency = item.price.currency === 'USD' ? 'USD' : 'Syp';
      const price = formatPrice(item.price.discounted_amount || item.price.amount, currency, language);
      const marker = L.marker([item.latitude, item.longitude], {
        title: `${shownName} — ${price}`,
        alt: name,
        keyboard: true,
        icon: L.divIcon({
          className: 'pp-map-marker',
          html: `<span dir="ltr">${escapeHtml(price)}</span>`,
          iconSize: undefined,
        }),
      });
      const popup = document.createElement('div');
      popup.className = 'pp-map-popup';
      if (item.thumb_url) {
        const img = document.createElement('img');
        img.src = item.thumb_url;
        img.alt = '';
        img.width = 160;
        img.height = 120;
        popup.append(img);
      }
      const title = document.createElement('strong');
      title.textContent = shownName;
      const priceLine = document.createElement('p');
      priceLine.textContent = price;
      const link = document.createElement('a');
      link.href = detailPath(item.id);
      link.textContent = t('map.viewDetails');
      // Within the site the detail opens through the router, not a page reload.
      link.addEventListener('click', (event) => {
        event.preventDefault();
        navigate(detailPath(item.id));
      });
      popup.append(title, priceLine, link);
      marker.bindPopup(popup);
      layer.addLayer(marker);
    }
  }, [results, i18n.language, t]);

  const total = results?.total ?? null;
  return (
    <section className="pp-map" aria-label={t('map.label')} data-mode={results?.mode} data-total={total ?? undefined}>
      <p className="pp-search__count" role="status">
        {failed
          ? t('map.loadFailed')
          : total !== null
            ? t('map.shown', { count: total, formattedCount: formatNumber(total) })
            : ''}
      </p>
      {tilesFailed && (
        <p className="pp-map__notice" role="status" data-testid="map-tiles-failed">
          {t('map.tilesFailed')}
        </p>
      )}
      <div ref={element} className="pp-map__canvas" data-testid="property-map" />
    </section>
  );
}
