import { useId, useState } from 'react';
import { useTranslation } from '@souq/shared';
import '../i18n/adminListTexts';
import './admin-manage.css';
import '@souq/shared/area-kit/account-forms.css';
import '@souq/shared/area-kit/account-layout.css';

export interface SearchField<K extends string> {
  name: K;
  label: string;
  /** A choice list (its first option is usually "Any", value ''); otherwise an input of `type`. */
  options?: readonly { value: string; label: string }[];
  type?: 'search' | 'text' | 'date';
  /** Digits only (numbers of listings, members). */
  numeric?: boolean;
  /** Values offered while typing (any other may still be typed). */
  suggestions?: readonly { value: string; label: string }[];
}

interface AdminSearchFormProps<K extends string> {
  /** The form's accessible name. */
  label: string;
  fields: readonly SearchField<K>[];
  /** The search now in the address. */
  filters: Record<K, string>;
  onSearch: (filters: Record<K, string>) => void;
}

/**
 * The search above an admin list. What is typed stays in the form until Search; the search itself lives in the
 * address (render it with `key` set to the address's query, so Back and Forward show the search they went to).
 */
export function AdminSearchForm<K extends string>({ label, fields, filters, onSearch }: AdminSearchFormProps<K>) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<K, string>;
  return (
    <form
      role="search"
      aria-label={label}
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const value = draft[field.name] ?? '';
        const change = (next: string) => setDraft((current) => ({ ...current, [field.name]: next }));
        return (
          <div key={field.name} className="acc-field">
            <label htmlFor={fieldId} className="acc-field__label">
              {field.label}
            </label>
            {field.options ? (
              <select
                id={fieldId}
                name={field.name}
                className="acc-input"
                value={value}
                onChange={(event) => change(event.target.value)}
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                name={field.name}
                className={field.numeric || field.type === 'date' ? 'acc-input acc-ltr' : 'acc-input'}
                type={field.type ?? 'text'}
                inputMode={field.numeric ? 'numeric' : undefined}
                pattern={field.numeric ? '[0-9]*' : undefined}
                value={value}
                list={field.suggestions ? `${fieldId}-list` : undefined}
                onChange={(event) => change(field.numeric ? event.target.value.replace(/\D/g, '') : event.target.value)}
              />
            )}
            {field.suggestions && (
              <datalist id={`${fieldId}-list`}>
                {field.suggestions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </datalist>
            )}
          </div>
        );
      })}
      <p className="admin-search__actions">
        <button type="submit" className="acc-button acc-button--primary">
          {t('adminList.search')}
        </button>
        <button
          type="button"
          className="acc-button"
          onClick={() => {
            setDraft(empty);
            onSearch(empty);
          }}
        >
          {t('adminList.clear')}
        </button>
      </p>
    </form>
  );
}
