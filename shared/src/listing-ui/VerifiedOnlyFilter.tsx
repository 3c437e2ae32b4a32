import { useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';

/** The search panel's "Verified only" checkbox (the address's and the API's `verified=1`); applies at once. */
export function VerifiedOnlyFilter({
  ui,
  checked,
  onChange,
}: {
  ui: ListingUi;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation(ui.ns);
  const p = `${ui.prefix}-`;
  return (
    <label className={`${p}filter ${p}filter--check`}>
      <input
        type="checkbox"
        name="verified"
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('trust.verifiedOnly')}</span>
    </label>
  );
}
