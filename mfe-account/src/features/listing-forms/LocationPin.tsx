import { lazy, Suspense } from 'react';
import { Button, Form, Input } from 'antd';
import { ErrorBoundary, LoadingText, useTranslation } from '@souq/shared';
import { rules } from '@souq/shared/antd';

// Leaflet comes with the map, after the form itself has shown.
const PinMap = lazy(() => import(/* webpackChunkName: "listing-pin-map" */ './PinMap'));

const toNumber = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The listing's map pin: click the map, or type the coordinates (the keyboard way, and the fallback). */
export function LocationPin({ latitude, longitude, onPick, disabled }: { latitude: unknown; longitude: unknown; onPick: (lat: number | null, lng: number | null) => void; disabled?: boolean }) {
  const { t } = useTranslation('account');
  const lat = toNumber(latitude);
  const lng = toNumber(longitude);
  return (
    <div className="lf-pin">
      <p className="lf-hint">{t('forms.hints.map')}</p>
      <ErrorBoundary fallback={<p className="lf-hint">{t('forms.hints.mapUnavailable')}</p>}>
        <Suspense fallback={<LoadingText />}>
          <PinMap lat={lat} lng={lng} label={t('forms.hints.mapLabel')} attribution="&copy; OpenStreetMap" onPick={(a, b) => !disabled && onPick(a, b)} />
        </Suspense>
      </ErrorBoundary>
      <p role="status" className="lf-hint">
        {lat !== null && lng !== null ? t('forms.hints.pinSet', { latitude: lat, longitude: lng }) : t('forms.hints.pinUnset')}
      </p>
      <div className="lf-row">
        <Form.Item name="latitude" label={t('forms.fields.latitude')} rules={[rules.numeric(t('forms.fields.latitude'))]}>
          <Input inputMode="decimal" dir="ltr" />
        </Form.Item>
        <Form.Item name="longitude" label={t('forms.fields.longitude')} rules={[rules.numeric(t('forms.fields.longitude'))]}>
          <Input inputMode="decimal" dir="ltr" />
        </Form.Item>
        {lat !== null && (
          <Button onClick={() => onPick(null, null)} disabled={disabled}>
            {t('forms.hints.clearPin')}
          </Button>
        )}
      </div>
    </div>
  );
}
