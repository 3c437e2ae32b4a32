import { useTranslation } from '@souq/shared';
import type { Billing } from './planTypes';
import './plansTexts';

/** Monthly or annual, as two radio buttons; the annual one says the most it saves. */
export function BillingSwitch({
  billing,
  onChange,
  savingPercent,
}: {
  billing: Billing;
  onChange: (billing: Billing) => void;
  savingPercent: number;
}) {
  const { t } = useTranslation('account');
  const choices: { value: Billing; label: string }[] = [
    { value: 'monthly', label: t('plans.monthly') },
    {
      value: 'annual',
      label: savingPercent > 0 ? t('plans.annualSaving', { percent: savingPercent }) : t('plans.annual'),
    },
  ];
  return (
    <fieldset className="plans-switch">
      <legend className="plans-switch__legend">{t('plans.billing')}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={['plans-switch__choice', billing === choice.value ? 'plans-switch__choice--on' : '']
            .filter(Boolean)
            .join(' ')}
        >
          <input
            type="radio"
            name="billing"
            value={choice.value}
            checked={billing === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
