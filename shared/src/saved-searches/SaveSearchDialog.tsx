import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation, validationMessage } from '@souq/shared';
import { queryLabel } from './describe-query';
import { failureMessage, firstFieldErrors } from './field-errors';
import { saveSearch } from './saved-search-requests';
import { NS } from './translations';
import { registerMoreTexts } from './translations-more';
import './saved-searches-more.css';
import { ALERT_SETTINGS, type AlertSetting, type SavedSearch } from './types';
import { loadVocabulary } from './vocabulary';
import { useModalDialog } from './useModalDialog';
import type { ListingKind } from '../listing-kinds/registry';

registerMoreTexts();

// The API allows 80 characters.
export const NAME_MAX_LENGTH = 80;

export interface SaveSearchDialogProps {
  kind: ListingKind;
  /** Already normalised. */
  query: string;
  onClose: () => void;
  onSaved: (search: SavedSearch, message: string) => void;
}

/** A native modal dialog: a name (suggested from the filters) and how often to be told of new matches. */
export default function SaveSearchDialog({ kind, query, onClose, onSaved }: SaveSearchDialogProps) {
  const { t, i18n } = useTranslation(NS);
  const dialogRef = useModalDialog(onClose);
  const titleId = useId();
  const nameId = useId();
  const nameErrorId = useId();
  const [name, setName] = useState('');
  const nameTouched = useRef(false);
  const [alert, setAlert] = useState<AlertSetting>('off');
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  // The suggestion arrives once the filters' names are known, unless the member has started typing.
  useEffect(() => {
    let live = true;
    void loadVocabulary(kind).then((vocabulary) => {
      if (live && !nameTouched.current)
        setName(queryLabel(kind, query, vocabulary, i18n.language).slice(0, NAME_MAX_LENGTH));
    });
    return () => {
      live = false;
    };
  }, [kind, query, i18n.language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setFormError(null);
    if (!trimmed) {
      setNameError(validationMessage('required', t('save.name')));
      nameInput.current?.focus();
      return;
    }
    setNameError(null);
    setBusy(true);
    try {
      const saved = await saveSearch({ name: trimmed, kind, query, alert });
      onSaved(saved.search, saved.message);
    } catch (error) {
      const errors = firstFieldErrors(error);
      if (errors.name) {
        setNameError(errors.name);
        nameInput.current?.focus();
      }
      // What is not about the name (e.g. "this search is already saved") is said above the buttons.
      const other = Object.entries(errors).find(([field]) => field !== 'name')?.[1];
      setFormError(other ?? (errors.name ? null : failureMessage(error)));
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialogRef} className="souq-ss-dialog" aria-labelledby={titleId} dir={i18n.dir()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="souq-ss-dialog__title">
          {t('save.title')}
        </h2>
        <div className="souq-ss-field">
          <label htmlFor={nameId}>{t('save.name')}</label>
          <input
            id={nameId}
            ref={nameInput}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? nameErrorId : undefined}
            onChange={(event) => {
              nameTouched.current = true;
              setName(event.target.value);
              if (nameError) setNameError(null);
            }}
          />
          {nameError && (
            <p id={nameErrorId} className="souq-ss-error">
              {nameError}
            </p>
          )}
        </div>
        <fieldset className="souq-ss-field souq-ss-choices">
          <legend>{t('save.alert')}</legend>
          {ALERT_SETTINGS.map((setting) => (
            <label key={setting} className="souq-ss-choice">
              <input
                type="radio"
                name="alert"
                value={setting}
                checked={alert === setting}
                onChange={() => setAlert(setting)}
              />
              {t(`alert.${setting}`)}
            </label>
          ))}
        </fieldset>
        {formError && (
          <p className="souq-ss-error" role="alert">
            {formError}
          </p>
        )}
        <div className="souq-ss-dialog__actions">
          <button type="button" className="souq-ss-button" onClick={onClose}>
            {t('save.cancel')}
          </button>
          <button type="submit" className="souq-ss-button souq-ss-button--primary" disabled={busy}>
            {t('save.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
