import { useEffect, useState } from 'react';
import { http, toast, useTranslation } from '@souq/shared';
import { ALERT_SETTINGS, type AlertSetting } from '@souq/shared/saved-searches';

/**
 * How the member hears of price drops of the listings they saved (/price-drop-alerts): instantly (one email per
 * drop, the default), daily (one email with the day's drops) or not at all; beside their saved searches' alerts.
 */
export function PriceDropAlerts() {
  const { t } = useTranslation('account');
  const [alert, setAlert] = useState<AlertSetting | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    http
      .authJson<{ alert: AlertSetting }>({ url: '/price-drop-alerts', signal: controller.signal })
      .then((response) => setAlert(response.data.alert))
      .catch(() => {
        /* Not loaded: the choice stays hidden; the interceptor said why if it matters. */
      });
    return () => controller.abort();
  }, []);

  const choose = async (value: AlertSetting) => {
    const before = alert;
    setAlert(value);
    setBusy(true);
    try {
      const response = await http.authJson<{ alert: AlertSetting }>({
        method: 'POST',
        url: '/price-drop-alerts',
        data: { alert: value },
      });
      setAlert(response.data.alert);
      toast.success(response.message || t('priceDropAlerts.saved'));
    } catch {
      setAlert(before);
    } finally {
      setBusy(false);
    }
  };

  if (alert === null) return null;
  return (
    <fieldset
      className="saved-search__alert saved-searches__drops"
      disabled={busy}
      aria-busy={busy}
      data-testid="price-drop-alerts"
    >
      <legend className="saved-search__alert-label">{t('priceDropAlerts.legend')}</legend>
      <p className="saved-search__muted">{t('priceDropAlerts.hint')}</p>
      <div className="saved-search__choices">
        {ALERT_SETTINGS.map((value) => (
          <label key={value} className="saved-search__choice">
            <input
              type="radio"
              name="price-drop-alerts"
              value={value}
              checked={alert === value}
              onChange={() => void choose(value)}
            />
            <span>{t(`savedSearchesPage.alert.${value}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
