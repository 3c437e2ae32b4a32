import { useId } from 'react';
import { useTranslation } from '@souq/shared';
import { rangeProblem } from '../../lib/searchFilters';
import { isWholeNumber, normaliseNumberInput } from '@souq/shared/listing-ui';

interface RangeFieldsProps {
  legend: string;
  /** Names the two boxes for assistive technology, e.g. "Minimum Budget (USD)". */
  field: string;
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
  name: string;
}

/** Two number boxes with the messages a visitor needs: not a number, or minimum above maximum. */
export function RangeFields({ legend, field, min, max, onChange, name }: RangeFieldsProps) {
  const { t } = useTranslation('property');
  const errorId = useId();
  const badNumber = !isWholeNumber(min) || !isWholeNumber(max);
  const reversed = !badNumber && rangeProblem(min, max) === 'reversed';
  const message = badNumber ? t('filters.problems.notNumber') : reversed ? t('filters.problems.reversed') : null;
  const invalidMin = !isWholeNumber(min) || reversed;
  const invalidMax = !isWholeNumber(max) || reversed;
  return (
    <fieldset className="pp-filter pp-range">
      <legend>{legend}</legend>
      <div className="pp-range__boxes">
        <input
          type="text"
          inputMode="numeric"
          name={`min_${name}`}
          dir="ltr"
          placeholder={t('filters.min')}
          aria-label={t('filters.minOf', { field })}
          value={min}
          aria-invalid={invalidMin || undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => onChange(normaliseNumberInput(event.target.value), max)}
        />
        <span aria-hidden="true">–</span>
        <input
          type="text"
          inputMode="numeric"
          name={`max_${name}`}
          dir="ltr"
          placeholder={t('filters.max')}
          aria-label={t('filters.maxOf', { field })}
          value={max}
          aria-invalid={invalidMax || undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => onChange(min, normaliseNumberInput(event.target.value))}
        />
      </div>
      {message && (
        <p id={errorId} className="pp-field-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
