import { useTranslation } from 'react-i18next';
import './souq-ui.css';

export type EmptyStateKind = 'noData' | 'noListings' | 'noSavedListings' | 'noReviews' | 'noRecords';

/** docs/product/errors.md empty states, localised. */
export function EmptyState({ kind, className }: { kind: EmptyStateKind; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={['souq-ui-empty', className].filter(Boolean).join(' ')}>
      {/* An empty tray, as a decoration: the text says it all. */}
      <svg aria-hidden="true" focusable="false" width="64" height="41" viewBox="0 0 64 41">
        <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f5f5f5" />
        <path
          d="M55 13.3 45.2 2.2A2.5 2.5 0 0 0 43.4 1.3H20.6a2.5 2.5 0 0 0-1.8.9L9 13.3V22h46z"
          fill="none"
          stroke="#d9d9d9"
        />
        <path
          d="M9 13.3h13.5a3 3 0 0 1 3 3 3 3 0 0 0 3 3h7a3 3 0 0 0 3-3 3 3 0 0 1 3-3H55V30a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z"
          fill="#fafafa"
          stroke="#d9d9d9"
        />
      </svg>
      <p>{t(`empty.${kind}`)}</p>
    </div>
  );
}
