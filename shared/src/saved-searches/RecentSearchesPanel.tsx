import { useCallback, useEffect, useId, useState } from 'react';
import { LoadingText, useTranslation } from '@souq/shared';
import { queryLabel } from './describe-query';
import { goTo, isPlainClick } from './navigate';
import { clearSearchHistory, searchHistory } from './saved-search-requests';
import { NS } from './translations';
import { registerMoreTexts } from './translations-more';
import './saved-searches-more.css';
import { listPath, type SearchHistoryItem } from './types';
import { loadVocabulary, type Vocabulary } from './vocabulary';
import type { ListingKind } from '../listing-kinds/registry';

registerMoreTexts();

export interface RecentSearchesPanelProps {
  kind: ListingKind;
  /** Changes when a search has just been recorded, so an open list shows it. */
  refreshKey: number;
  onNavigate: () => void;
}

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: SearchHistoryItem[]; vocabulary: Vocabulary };

/** The member's last searches of one kind, newest first, from their account; each opens the list page again. */
export default function RecentSearchesPanel({ kind, refreshKey, onNavigate }: RecentSearchesPanelProps) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [clearing, setClearing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([searchHistory(kind, controller.signal), loadVocabulary(kind)]).then(
      ([items, vocabulary]) => setState({ status: 'ready', items, vocabulary }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [kind, refreshKey, attempt]);

  const clear = useCallback(async () => {
    setClearing(true);
    try {
      await clearSearchHistory(kind);
      setState((current) => (current.status === 'ready' ? { ...current, items: [] } : current));
    } catch {
      // The interceptor has told the member why; the list stays as it was.
    } finally {
      setClearing(false);
    }
  }, [kind]);

  return (
    <section aria-labelledby={headingId} className="souq-ss-panel">
      <h2 id={headingId} className="souq-ss-panel__title">
        {t('recent.title')}
      </h2>
      {state.status === 'loading' && <LoadingText />}
      {state.status === 'failed' && (
        <p role="alert">
          {t('recent.loadFailed')}{' '}
          <button type="button" className="souq-ss-link" onClick={() => setAttempt((n) => n + 1)}>
            {t('recent.retry')}
          </button>
        </p>
      )}
      {state.status === 'ready' &&
        (state.items.length === 0 ? (
          <p className="souq-ss-muted">{t('recent.empty')}</p>
        ) : (
          <>
            <ul className="souq-ss-panel__list">
              {state.items.map((item) => {
                const href = listPath(kind, item.query);
                return (
                  <li key={item.id}>
                    <a
                      href={href}
                      onClick={(event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        onNavigate();
                        goTo(href);
                      }}
                    >
                      {queryLabel(kind, item.query, state.vocabulary, i18n.language)}
                    </a>
                  </li>
                );
              })}
            </ul>
            <button type="button" className="souq-ss-link" disabled={clearing} onClick={() => void clear()}>
              {t('recent.clear')}
            </button>
          </>
        ))}
    </section>
  );
}
