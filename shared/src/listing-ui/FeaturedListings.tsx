import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { isHttpError, LoadingText, SHARED_INSTANCE_ID, useTranslation } from '@souq/shared';
import { Link } from '@souq/shared/mini-router';
import type { ListingUi } from './listing-ui';

interface FeaturedListingsProps<T extends { id: number | string }> {
  ui: ListingUi;
  load: (signal: AbortSignal) => Promise<T[]>;
  /** One listing's card, in the page's language. */
  renderCard: (item: T, language: string) => ReactNode;
  /** Where "view all" leads: the remote's list page. */
  listPath: string;
}

function FeaturedList<T extends { id: number | string }>({ ui, load, renderCard, listPath }: FeaturedListingsProps<T>) {
  const p = `${ui.prefix}-`;
  const { t, i18n } = useTranslation(ui.ns);
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    // The cards render as a transition, in short slices rather than one long task.
    load(controller.signal).then(
      (loaded) => startTransition(() => setItems(loaded)),
      (error: unknown) => {
        if (!(isHttpError(error) && error.kind === 'cancelled')) setFailed(true);
      },
    );
    return () => controller.abort();
    // Loaded once, when the strip appears: the remotes pass module-level functions.
  }, [load]);
  if (failed || (items && items.length === 0)) return <p className={`${p}featured__empty`}>{t('featured.empty')}</p>;
  if (!items) return <LoadingText />;
  return (
    <>
      <ul className={`${p}featured__strip`}>
        {items.map((item) => (
          <li key={item.id}>{renderCard(item, i18n.language)}</li>
        ))}
      </ul>
      <Link className={`${p}featured__all`} to={listPath}>
        {t('featured.viewAll')}
      </Link>
    </>
  );
}

/**
 * The home page's strip of featured listings (texts: the remote's `featured.empty`, `featured.viewAll`); its root
 * names the remote (`data-remote`: the namespace, which is the remote's name).
 */
export function FeaturedListings<T extends { id: number | string }>(props: FeaturedListingsProps<T>) {
  return (
    <div className={`${props.ui.prefix}-featured`} data-remote={props.ui.ns} data-shared-instance={SHARED_INSTANCE_ID}>
      <FeaturedList {...props} />
    </div>
  );
}
