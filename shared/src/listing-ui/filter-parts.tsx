import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSession, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';

/**
 * The filters being edited: choices (selects, radios, checkboxes) apply at once through `choose`; typed values
 * go into the draft with `setDraft` and apply with `submit` (the search button or Enter), once they make sense.
 * The draft follows the filters in force when they change under it (back button); `key` says when two sets of
 * filters are the same search.
 */
export function useFilterDraft<F>(filters: F, onApply: (filters: F) => void, valid: (filters: F) => boolean, key: (filters: F) => string) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    setDraft((current) => (key(current) === key(filters) ? current : filters));
    // `key` is a pure function of its argument.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters]);
  const choose = (next: F) => {
    setDraft(next);
    if (valid(next)) onApply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid(draft)) onApply(draft);
  };
  return { draft, setDraft, choose, submit };
}

/** A budget's currency, in the API's codes (a shared link keeps its meaning for a visitor browsing in the other). */
export type BudgetCurrency = 'SYP' | 'USD';

/**
 * The currency a budget's numbers are in, and its name for the label. A budget already there (typed, or from a
 * shared link) stays in the currency it was entered in, so editing it does not change what its numbers mean; a new
 * budget is typed in the currency the visitor browses in (the header's switch).
 */
export function useBudgetCurrency(budget: { min: string; max: string; currency: BudgetCurrency }): { currency: BudgetCurrency; label: string } {
  const { t } = useTranslation('common');
  const browsing: BudgetCurrency = useSession((state) => state.symbol) === 'USD' ? 'USD' : 'SYP';
  const currency = budget.min || budget.max ? budget.currency : browsing;
  return { currency, label: t(currency === 'USD' ? 'currency.USD' : 'currency.Syp') };
}

interface SegmentedChoiceProps<V extends string> {
  ui: ListingUi;
  legend: string;
  name: string;
  /** The choices; '' stands for "any". */
  values: readonly V[];
  value: V;
  label: (value: V) => ReactNode;
  onChoose: (value: V) => void;
}

/** A row of radio buttons drawn as one segmented control. */
export function SegmentedChoice<V extends string>({ ui, legend, name, values, value, label, onChoose }: SegmentedChoiceProps<V>) {
  const p = `${ui.prefix}-`;
  return (
    <fieldset className={`${p}filter ${p}segmented`}>
      <legend>{legend}</legend>
      {values.map((choice) => (
        <label key={choice || 'any'} className={value === choice ? 'is-selected' : undefined}>
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChoose(choice)} />
          {label(choice)}
        </label>
      ))}
    </fieldset>
  );
}

/** The free-text search box (texts: the remote's `filters.keyword`, `filters.keywordPlaceholder`). */
export function KeywordField({ ui, value, onChange }: { ui: ListingUi; value: string; onChange: (keyword: string) => void }) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  return (
    <label className={`${p}filter`}>
      <span>{t('filters.keyword')}</span>
      <input type="search" name="keyword" maxLength={100} placeholder={t('filters.keywordPlaceholder')} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** Search (disabled while a typed value makes no sense) and reset (texts: `filters.apply`, `filters.reset`). */
export function FilterActions({ ui, canApply, onReset }: { ui: ListingUi; canApply: boolean; onReset: () => void }) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  const button = `${p}button`;
  return (
    <div className={`${p}filters__actions`}>
      <button type="submit" className={`${button} ${p}button--primary`} disabled={!canApply}>
        {t('filters.apply')}
      </button>
      <button type="button" className={button} onClick={onReset}>
        {t('filters.reset')}
      </button>
    </div>
  );
}
