import { lazy, Suspense, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ErrorBoundary, LoadingText, rules, useTranslation } from '@souq/shared';
import { Field } from '@souq/shared/area-kit';

// Leaflet is loaded only when the map is asked for: the form's first load does not carry it.
const PinMap = lazy(() => import(/* webpackChunkName: "listing-pin-map" */ './PinMap'));

const toNumber = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

interface Coordinates {
  latitude: string;
  longitude: string;
}

interface LocationPinProps<V extends Coordinates> {
  form: UseFormReturn<V>;
  latitude: unknown;
  longitude: unknown;
  onPick: (lat: number | null, lng: number | null) => void;
  disabled?: boolean;
}

/**
 * The listing's map pin: its coordinates as text, typed (the keyboard way), or placed by a click on a map that
 * opens on request.
 */
export function LocationPin<V extends Coordinates>({
  form,
  latitude,
  longitude,
  onPick,
  disabled,
}: LocationPinProps<V>) {
  const { t, i18n } = useTranslation('account');
  const [mapShown, setMapShown] = useState(false);
  const mapId = useId();
  const lat = toNumber(latitude);
  const lng = toNumber(longitude);
  const pinned = lat !== null && lng !== null;
  const latLabel = t('forms.fields.latitude');
  const lngLabel = t('forms.fields.longitude');
  // The two names are the same in every listing form that has a pin.
  const coordinates = form as unknown as UseFormReturn<Coordinates>;
  return (
    <div className="lf-pin">
      <p className="lf-hint">{t('forms.hints.map')}</p>
      <p role="status" className="lf-pin__status">
        {pinned ? t('forms.hints.pinSet', { latitude: lat, longitude: lng }) : t('forms.hints.pinUnset')}
      </p>
      <div className="lf-pin__buttons">
        <button
          type="button"
          className="acc-button"
          aria-expanded={mapShown}
          aria-controls={mapId}
          onClick={() => setMapShown((shown) => !shown)}
        >
          {mapShown ? t('forms.hints.hideMap') : pinned ? t('forms.hints.showMap') : t('forms.hints.openMap')}
        </button>
        {lat !== null && (
          <button type="button" className="acc-button" onClick={() => onPick(null, null)} disabled={disabled}>
            {t('forms.hints.clearPin')}
          </button>
        )}
      </div>
      <div id={mapId}>
        {mapShown && (
          <ErrorBoundary fallback={<p className="lf-hint">{t('forms.hints.mapUnavailable')}</p>}>
            <Suspense fallback={<LoadingText />}>
              <PinMap
                lat={lat}
                lng={lng}
                label={t('forms.hints.mapLabel')}
                attribution="&copy; OpenStreetMap"
                language={i18n.language}
                tilesFailed={t('forms.hints.tilesFailed')}
                controls={{
                  zoomIn: t('forms.hints.zoomIn'),
                  zoomOut: t('forms.hints.zoomOut'),
                  library: t('forms.hints.mapLibrary'),
                }}
                onPick={(a, b) => !disabled && onPick(a, b)}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
      <div className="lf-pin__coordinates">
        <Field form={coordinates} name="latitude" label={latLabel} rules={[rules.numeric(latLabel)]}>
          <input inputMode="decimal" dir="ltr" />
        </Field>
        <Field form={coordinates} name="longitude" label={lngLabel} rules={[rules.numeric(lngLabel)]}>
          <input inputMode="decimal" dir="ltr" />
        </Field>
      </div>
    </div>
  );
}
