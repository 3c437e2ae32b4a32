import { useId } from 'react';
import { formatNumber, useTranslation } from '@souq/shared';
import { RANGES, rangeProblem, type RangeName } from '../../lib/searchFilters';
import { normaliseNumberInput } from '@souq/shared/listing-ui';

interface RangeFieldsProps {
  range: RangeName;
  legend: string;
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
}

/**
 * Two number boxes with the message a visitor needs (not a number, out of bounds, minimum above maximum);
 * what was typed stays in the boxes until it is corrected.
 */
export function RangeFields({ range, legend, min, max, onChange }: RangeFieldsProps) {
  const { t } = useTranslation('auto');
  const errorId = useId();
  const problem = rangeProblem(range, min, max);
  const { lowest, highest } = RANGES[range];
  const message = problem
    ? t(`filters.problems.${problem}`, {
        min: formatNumber(lowest),
        max: range === 'year' ? String(highest) : formatNumber(highest),
      })
    : null;
  const boxes = [
    { end: 'min', value: min, change: (value: string) => onChange(value, max) },
    { end: 'max', value: max, change: (value: string) => onChange(min, value) },
  ] as const;
  return (
    <fieldset className="ap-filter ap-range">
      <legend>{legend}</legend>
      <div className="ap-range__boxes">
        {boxes.map((box, index) => (
          <span key={box.end} className="ap-range__box">
            {index === 1 && <span aria-hidden="true">–</span>}
            <input
              type="text"
              inputMode="numeric"
              name={RANGES[range][box.end]}
              dir="ltr"
              placeholder={t(`filters.${box.end}`)}
              aria-label={t(box.end === 'min' ? 'filters.minOf' : 'filters.maxOf', { field: legend })}
              value={box.value}
              aria-invalid={
                problem !== null && (problem === 'reversed' || rangeProblem(range, box.value, '') !== null)
                  ? true
                  : undefined
              }
              aria-describedby={message ? errorId : undefined}
              onChange={(event) => box.change(normaliseNumberInput(event.target.value))}
            />
          </span>
        ))}
      </div>
      {message && (
        <p id={errorId} className="ap-field-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
