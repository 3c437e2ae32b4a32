import { useId, useState, type FormEvent } from 'react';
import { formatDate, toast, useTranslation, validationMessage } from '@souq/shared';
import {
  ALERT_SETTINGS,
  firstFieldErrors,
  goTo,
  isPlainClick,
  listPath,
  type AlertSetting,
  type SavedSearch,
} from '@souq/shared/saved-searches';
import { updateSavedSearch } from './savedSearchRequests';

export interface SavedSearchItemProps {
  search: SavedSearch;
  /** The search's filters in words. */
  summary: string;
  onChanged: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search: what it looks for, its alert setting (changed in place), rename, open and delete. */
export function SavedSearchItem({ search, summary, onChanged, onDelete }: SavedSearchItemProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const nameId = useId();
  const nameErrorId = useId();
  // The choice shows at once; it falls back to the server's if the change fails.
  const [pendingAlert, setPendingAlert] = useState<AlertSetting | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [renameBusy, setRenameBusy] = useState(false);
  const href = listPath(search.kind, search.query);

  const changeAlert = async (alert: AlertSetting) => {
    setPendingAlert(alert);
    try {
      const { search: updated, message } = await updateSavedSearch(search.id, { alert });
      onChanged(updated);
      toast.success(message || t('savedSearchesPage.updated'));
    } catch {
      // The interceptor has said why; the choice goes back to what the server has.
    } finally {
      setPendingAlert(null);
    }
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(validationMessage('required', t('savedSearchesPage.name')));
      return;
    }
    if (trimmed === search.name) {
      setRenaming(false);
      return;
    }
    setRenameBusy(true);
    try {
      const { search: updated, message } = await updateSavedSearch(search.id, { name: trimmed });
      onChanged(updated);
      setRenaming(false);
      toast.success(message || t('savedSearchesPage.updated'));
    } catch (error) {
      const errors = firstFieldErrors(error);
      if (errors.name) setNameError(errors.name);
    } finally {
      setRenameBusy(false);
    }
  };

  return (
    <li className="saved-search" aria-labelledby={renaming ? undefined : headingId}>
      <div className="saved-search__head">
        {renaming ? (
          <form className="saved-search__rename" onSubmit={(event) => void rename(event)} noValidate>
            <label htmlFor={nameId} className="account-visually-hidden">
              {t('savedSearchesPage.name')}
            </label>
            <input
              id={nameId}
              className="saved-search__input"
              value={name}
              maxLength={80}
              autoFocus
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? nameErrorId : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setRenaming(false);
              }}
            />
            <button type="submit" className="account-button account-button--primary" disabled={renameBusy}>
              {t('savedSearchesPage.save')}
            </button>
            <button type="button" className="account-button" onClick={() => setRenaming(false)}>
              {t('savedSearchesPage.cancel')}
            </button>
            {nameError && (
              <p id={nameErrorId} className="saved-search__error">
                {nameError}
              </p>
            )}
          </form>
        ) : (
          <h3 id={headingId} className="saved-search__name">
            {search.name}
          </h3>
        )}
        <span className="saved-search__kind">{t(`savedSearchesPage.kind.${search.kind}`)}</span>
      </div>
      <p className="saved-search__summary">{summary}</p>
      <fieldset className="saved-search__alert" disabled={pendingAlert !== null} aria-busy={pendingAlert !== null}>
        <legend className="saved-search__alert-label">{t('savedSearchesPage.alertLegend')}</legend>
        <div className="saved-search__choices">
          {ALERT_SETTINGS.map((value) => (
            <label key={value} className="saved-search__choice">
              <input
                type="radio"
                name={`alert-${search.id}`}
                value={value}
                checked={(pendingAlert ?? search.alert) === value}
                onChange={() => void changeAlert(value)}
              />
              <span>{t(`savedSearchesPage.alert.${value}`)}</span>
            </label>
          ))}
        </div>
        {search.last_alerted_at && (
          <span className="saved-search__muted">
            {t('savedSearchesPage.lastAlerted', { date: formatDate(search.last_alerted_at) })}
          </span>
        )}
      </fieldset>
      <div className="saved-search__actions">
        <a
          className="saved-search__open"
          href={href}
          aria-label={t('savedSearchesPage.openLabel', { name: search.name })}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            goTo(href);
          }}
        >
          {t('savedSearchesPage.open')}
        </a>
        {!renaming && (
          <button
            type="button"
            className="account-button"
            aria-label={t('savedSearchesPage.renameLabel', { name: search.name })}
            onClick={() => {
              setName(search.name);
              setNameError(null);
              setRenaming(true);
            }}
          >
            {t('savedSearchesPage.rename')}
          </button>
        )}
        <button
          type="button"
          className="account-button account-button--danger"
          aria-label={t('savedSearchesPage.deleteLabel', { name: search.name })}
          onClick={() => onDelete(search)}
        >
          {t('savedSearchesPage.delete')}
        </button>
      </div>
    </li>
  );
}
