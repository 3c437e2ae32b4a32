import { useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import { addSheet } from './sheet';

const verifiedCss = (p: string) => `
.${p}-badge--verified { display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: 999px; background: #e6f4ea; color: #17653a; font-size: 0.8rem; font-weight: 600; line-height: 1.4; vertical-align: middle; white-space: nowrap; }
.${p}-badge--verified svg { flex: none; }`;

function Tick() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24">
      <path
        d="M12 2l2.4 2.1 3.2-.3.9 3.1 2.8 1.6-1.1 3 1.1 3-2.8 1.6-.9 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.9-3.1-2.8-1.6 1.1-3-1.1-3 2.8-1.6.9-3.1 3.2.3z"
        fill="currentColor"
      />
      <path
        d="M8 12.5l2.6 2.6L16.5 9"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The "Verified" mark of a listing whose ownership document, or an agent whose licence, Souq's team checked (the
 * API's `verified`). It reads "Verified" and is named for what was checked (texts: the namespace's `trust`, see
 * addTrustTexts). Inline, so it sits at the start of a line in Arabic and the end in English of its own accord.
 */
export function VerifiedBadge({
  ui,
  subject = 'listing',
  className,
}: {
  ui: ListingUi;
  subject?: 'listing' | 'agent';
  className?: string;
}) {
  const { t } = useTranslation(ui.ns);
  addSheet(`verified-${ui.prefix}`, verifiedCss(ui.prefix));
  const name = t(subject === 'agent' ? 'trust.verifiedAgent' : 'trust.verifiedListing');
  return (
    <span
      className={[`${ui.prefix}-badge ${ui.prefix}-badge--verified`, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={name}
      title={name}
      data-testid="verified-badge"
    >
      <Tick />
      {t('trust.verified')}
    </span>
  );
}
