import { lazy, Suspense, useState } from 'react';
import { EmptyState, LoadingText, toast, useTranslation } from '@souq/shared';
import type { SavedSearch } from '@souq/shared/saved-searches';
import { PriceDropAlerts } from './PriceDropAlerts';
import { deleteSavedSearch } from './savedSearchRequests';
import { SavedSearchItem } from './SavedSearchItem';
import { useSavedSearches } from './useSavedSearches';
import './savedSearchesTranslations';
import './saved-searches.css';

// The page itself is plain elements; antd arrives only with the delete confirmation.
const DeleteDialog = lazy(() => import(/* webpackChunkName: "delete-saved-search" */ './DeleteSavedSearchDialog'));

/** /my-account/saved-searches: the member's saved searches, each with its alert setting, rename, open and delete. */
export function SavedSearchesPage() {
  const { t, i18n } = useTranslation('account');
  const { state, retry, replace, remove } = useSavedSearches();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const message = await deleteSavedSearch(deleting.id);
      remove(deleting.id);
      setDeleting(null);
      toast.success(message || t('savedSearchesPage.deleted'));
    } catch {
      // The interceptor has said why; the dialog stays so the member can try again or cancel.
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <section className="saved-searches">
      <h2 className="saved-searches__heading">{t('savedSearchesPage.heading')}</h2>
      <PriceDropAlerts />
      {state.status === 'loading' && <LoadingText />}
      {state.status === 'failed' && (
        <div role="alert" className="saved-searches__failed">
          <p>{t('savedSearchesPage.loadFailed')}</p>
          <button type="button" className="account-button" onClick={retry}>
            {t('savedSearchesPage.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.items.length === 0 ? (
          <div className="saved-searches__empty">
            <EmptyState kind="noRecords" />
            <p>{t('savedSearchesPage.emptyHint')}</p>
          </div>
        ) : (
          <>
            <p className="saved-searches__intro">{t('savedSearchesPage.intro')}</p>
            <ul className="saved-searches__list">
              {state.items.map((search) => (
                <SavedSearchItem
                  key={search.id}
                  search={search}
                  summary={state.summarise(search, i18n.language)}
                  onChanged={replace}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          </>
        ))}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteDialog
            itemName={deleting.name}
            loading={deleteBusy}
            onCancel={() => setDeleting(null)}
            onConfirm={() => void confirmDelete()}
          />
        </Suspense>
      )}
    </section>
  );
}

export default SavedSearchesPage;
