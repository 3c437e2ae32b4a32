import { useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { addSheet } from './sheet';

// Over the card's picture, opposite the corner where the remotes put their own badge (type, sold).
const featuredMarkCss = (p: string) =>
  `.${p}-badge--featured { position: absolute; inset-block-start: 8px; inset-inline-end: 8px; background: #f5b301; color: #1c2430; }`;

/**
 * The "Featured" mark on a card (text: the remote's `card.featured`), for a listing an editor features or whose
 * Featured Listing add-on is live — the API says which in the card's `is_featured`.
 */
export function FeaturedMark({ ui }: { ui: ListingUi }) {
  const { t } = useTranslation(ui.ns);
  addSheet(`featured-mark-${ui.prefix}`, featuredMarkCss(ui.prefix));
  return <span className={`${ui.prefix}-badge ${ui.prefix}-badge--featured`}>{t('card.featured')}</span>;
}
