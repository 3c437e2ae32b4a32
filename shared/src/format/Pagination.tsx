import { useTranslation } from 'react-i18next';
import '../ui/souq-ui.css';
import { isRtl } from '../i18n/languages';
import { formatNumber } from './number';
import { paginationItems } from './pagination-items';

export interface PaginationProps {
  current: number;
  /** The number of pages (with `more`, how many there are at least). */
  total: number;
  /** More pages follow `total` (the count was capped): Next stays on at the last page known. */
  more?: boolean;
  onChange: (page: number) => void;
  shown?: number;
  className?: string;
}

// A small inline chevron keeps the whole icon library out of the shared bundle for two arrows.
function Chevron({ pointing }: { pointing: 'left' | 'right' }) {
  return (
    <svg data-pointing={pointing} aria-hidden="true" focusable="false" width="1em" height="1em" viewBox="0 0 16 16">
      <path
        d={pointing === 'left' ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Page buttons per docs/product/constants.md, the numbers as every number is shown (`1,234`, Latin digits in Arabic
 * too); renders nothing for a single page.
 */
export function Pagination({ current, total, onChange, shown = 3, more = false, className }: PaginationProps) {
  const { t, i18n } = useTranslation('common');
  const items = paginationItems({ current, total, shown, more });
  if (items.length <= 1) return null;
  const page = Math.min(Math.max(1, Math.floor(current)), Math.floor(total));
  const rtl = isRtl(i18n.language);
  // "Previous" points towards the reading start: left in English, right in Arabic.
  const previousIcon = <Chevron pointing={rtl ? 'right' : 'left'} />;
  const nextIcon = <Chevron pointing={rtl ? 'left' : 'right'} />;

  return (
    <nav aria-label={t('pagination.label')} className={className}>
      <ul className="souq-ui-pagination">
        <li>
          <button
            type="button"
            className="souq-ui-button souq-ui-button--icon"
            aria-label={t('pagination.previous')}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            {previousIcon}
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === page ? 'souq-ui-button souq-ui-button--primary' : 'souq-ui-button'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: formatNumber(item) })}
                onClick={() => {
                  if (item !== page) onChange(item);
                }}
              >
                {formatNumber(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="souq-ui-button souq-ui-button--icon"
            aria-label={t('pagination.next')}
            disabled={!more && page >= Math.floor(total)}
            onClick={() => onChange(page + 1)}
          >
            {nextIcon}
          </button>
        </li>
      </ul>
    </nav>
  );
}
