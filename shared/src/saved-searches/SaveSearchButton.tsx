import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isLoggedIn, toast, useSession, useTranslation } from '@souq/shared';
import { goTo, isPlainClick } from './navigate';
import { normaliseQuery } from './normalise-query';
import { alreadySaved } from './saved-search-requests';
import { NS } from './translations';
import type { SavedSearch } from './types';
import './saved-searches.css';
import type { ListingKind } from '../listing-kinds/registry';

// The dialog (its form, the names behind the filters) loads when someone first opens it.
const SaveSearchDialog = lazy(() => import(/* webpackChunkName: "save-search-dialog" */ './SaveSearchDialog'));

export const SAVED_SEARCHES_PATH = '/my-account/saved-searches';

/** How long the filters must stay put before asking whether this search is already saved. */
const CHECK_DELAY_MS = 300;

export interface SaveSearchButtonProps {
  kind: ListingKind;
  /** The list page's query string, with or without '?'. */
  query: string;
  className?: string;
}

/** "Save search" on a list page: a guest is asked to log in; a member names the search and picks alerts. */
export function SaveSearchButton({ kind, query, className }: SaveSearchButtonProps) {
  const { t } = useTranslation(NS);
  const loggedIn = useSession(isLoggedIn);
  const openAuthModal = useSession((state) => state.openAuthModal);
  const normalised = normaliseQuery(query);
  const [saved, setSaved] = useState<{ query: string; search: SavedSearch } | null>(null);
  // Bumped by a save here: an "already saved?" answer asked for before it is out of date.
  const generation = useRef(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  // A guest who asked to save and then logged in gets the dialog without asking again.
  const [resumeAfterLogin, setResumeAfterLogin] = useState(false);
  const modalOpen = useSession((state) => state.authModal.open);

  useEffect(() => {
    if (!resumeAfterLogin) return;
    if (loggedIn) {
      setResumeAfterLogin(false);
      setDialogOpen(true);
    } else if (!modalOpen) {
      // Closed without logging in: forget it.
      setResumeAfterLogin(false);
    }
  }, [resumeAfterLogin, loggedIn, modalOpen]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const asked = generation.current;
      alreadySaved(kind, normalised, controller.signal).then(
        (answer) => {
          if (asked === generation.current)
            setSaved(answer.saved && answer.search ? { query: normalised, search: answer.search } : null);
        },
        // Not knowing only means the button offers to save; saving again gets the API's own answer.
        () => undefined,
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, normalised, loggedIn]);

  const classes = ['souq-ss-button', className].filter(Boolean).join(' ');
  if (loggedIn && saved?.query === normalised) {
    return (
      <a
        className={`${classes} souq-ss-button--saved`}
        href={SAVED_SEARCHES_PATH}
        title={t('save.savedTitle')}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          goTo(SAVED_SEARCHES_PATH);
        }}
      >
        <span aria-hidden="true">✓ </span>
        {t('save.saved')}
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className={classes}
        aria-haspopup="dialog"
        onClick={() => {
          if (loggedIn) {
            setDialogOpen(true);
            return;
          }
          setResumeAfterLogin(true);
          openAuthModal('login');
        }}
      >
        {t('save.button')}
      </button>
      {dialogOpen && loggedIn && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            kind={kind}
            query={normalised}
            onClose={() => setDialogOpen(false)}
            onSaved={(search, message) => {
              generation.current += 1;
              setDialogOpen(false);
              setSaved({ query: normalised, search });
              toast.success(message || t('save.done'));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
