import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSession, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';

/**
 * The filters being edited: choices (selects, radios, checkboxes) apply at once through `choose`; typed values
 * go into the draft with `setDraft` and apply with `submit` (the search button or Enter), once they make sense.
 * The draft follows the filters in force when they change under it (back button); `key` says when two sets of
 * filters are the same search.
 */
export interface FilterPanelProps<F> {
  /** The filters in force (from the URL). */
  filters: F;
  /** Puts new filters in force; the caller writes them to the URL and goes back to page 1. */
  onApply: (filters: F) => void;
  id?: string;
}

function useFilterDraft<F>(
  filters: F,
  onApply: (filters: F) => void,
  valid: (filters: F) => boolean,
  key: (filters: F) => string,
) {
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

/** What tells a kind's filter panel apart. */
interface FilterKind<F, M> {
  ui: ListingUi;
  /** The kind's reference data (the names of its values). */
  useMaster: () => M;
  /** Whether filters may be applied (no range the wrong way round…). */
  valid: (filters: F) => boolean;
  /** How the kind writes its search to the URL: two sets of filters are the same search when they write the same. */
  toParams: (search: { filters: F; sort: 'newest'; page: number }) => URLSearchParams;
  /** What "clear filters" puts in force. */
  empty: F;
}

/**
 * What a kind's filter panel opens with: its texts and the visitor's language, the kind's reference data, the draft
 * of the filters (`panel`) and what its FilterForm takes (`form`).
 */
export function useFilterPanel<F extends { keyword: string }, M>(
  { filters, onApply, id }: FilterPanelProps<F>,
  kind: FilterKind<F, M>,
) {
  const { ui, valid, empty } = kind;
  const { t, i18n } = useTranslation(ui.ns);
  const master = kind.useMaster();
  const panel = useFilterDraft(filters, onApply, valid, (draft) =>
    kind.toParams({ filters: draft, sort: 'newest', page: 1 }).toString(),
  );
  return { t, lng: i18n.language, master, panel, form: { ui, id, panel, valid, empty } };
}

/** A budget's currency, in the API's codes (a shared link keeps its meaning for a visitor browsing in the other). */
export type BudgetCurrency = 'SYP' | 'USD';

/**
 * The currency a budget's numbers are in, and its name for the label. A budget already there (typed, or from a
 * shared link) stays in the currency it was entered in, so editing it does not change what its numbers mean; a new
 * budget is typed in the currency the visitor browses in (the header's switch).
 */
export function useBudgetCurrency(budget: { min: string; max: string; currency: BudgetCurrency }): {
  currency: BudgetCurrency;
  label: string;
} {
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
export function SegmentedChoice<V extends string>({
  ui,
  legend,
  name,
  values,
  value,
  label,
  onChoose,
}: SegmentedChoiceProps<V>) {
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
function KeywordField({ ui, value, onChange }: { ui: ListingUi; value: string; onChange: (keyword: string) => void }) {
  const p = `${ui.prefix}-`;
  const { t } = useTranslation(ui.ns);
  return (
    <label className={`${p}filter`}>
      <span>{t('filters.keyword')}</span>
      <input
        type="search"
        name="keyword"
        maxLength={100}
        placeholder={t('filters.keywordPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** Search (disabled while a typed value makes no sense) and reset (texts: `filters.apply`, `filters.reset`). */
function FilterActions({ ui, canApply, onReset }: { ui: ListingUi; canApply: boolean; onReset: () => void }) {
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

interface FilterFormProps<F extends { keyword: string }> {
  ui: ListingUi;
  id?: string;
  /** The panel's draft, from useFilterPanel. */
  panel: ReturnType<typeof useFilterDraft<F>>;
  valid: (filters: F) => boolean;
  /** What "clear filters" puts in force. */
  empty: F;
  children: ReactNode;
}

/**
 * A list page's filter panel: the remote's own filters, then the keyword and the search and clear buttons.
 * Texts: the remote's `filters.title` and those of the keyword field and the buttons.
 */
export function FilterForm<F extends { keyword: string }>({
  ui,
  id,
  panel,
  valid,
  empty,
  children,
}: FilterFormProps<F>) {
  const { t } = useTranslation(ui.ns);
  const { draft, setDraft, choose, submit } = panel;
  return (
    <form
      id={id}
      className={`${ui.prefix}-filters`}
      role="search"
      aria-label={t('filters.title')}
      onSubmit={submit}
      noValidate
    >
      {children}
      <KeywordField ui={ui} value={draft.keyword} onChange={(keyword) => setDraft({ ...draft, keyword })} />
      <FilterActions ui={ui} canApply={valid(draft)} onReset={() => choose({ ...empty })} />
    </form>
  );
}

interface CascadeSelectProps<I extends { id: number | string }> {
  ui: ListingUi;
  /** The select's label and its first option's text (every choice at this step), already in the reader's language. */
  label: string;
  all: string;
  name: string;
  items: I[] | null;
  loading: boolean;
  /** Waiting for the step before it to be chosen. */
  disabled: boolean;
  value: string;
  optionLabel: (item: I) => string;
  onChange: (value: string) => void;
}

/** One step of a cascade of selects (place, or brand → class → model) whose options load once the step before is chosen. */
export function CascadeSelect<I extends { id: number | string }>({
  ui,
  label,
  all,
  name,
  items,
  loading,
  disabled,
  value,
  optionLabel,
  onChange,
}: CascadeSelectProps<I>) {
  const options = items ?? [];
  return (
    <label className={`${ui.prefix}-filter`}>
      <span>{label}</span>
      <select
        name={name}
        value={value}
        disabled={disabled}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{all}</option>
        {/* Keep a chosen step selectable while its list is still loading. */}
        {value && !options.some((item) => String(item.id) === value) && <option value={value}>{value}</option>}
        {options.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {optionLabel(item)}
          </option>
        ))}
      </select>
    </label>
  );
}
