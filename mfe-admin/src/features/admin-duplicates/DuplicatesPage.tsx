import { useTranslation } from '@souq/shared';
import { RecordDate } from '@souq/shared/area-kit';
import { AdminQueue, type QueueControls } from '../../components/AdminQueue';
import { DecisionActions, type Decision } from '../../components/DecisionActions';
import { ListingRefView } from '../../components/ListingRefView';
import { listingName } from '../../lib/queueTypes';
import { decideDuplicate, fetchFlaggedDuplicates, type FlaggedDuplicate } from './duplicatesApi';
import './duplicatesTexts';
import './duplicates.css';

function DuplicateCard({ item, controls }: { item: FlaggedDuplicate; controls: QueueControls }) {
  const { t, i18n } = useTranslation('admin');
  const name = listingName(item.listing, i18n.language);
  const headingId = `duplicate-${item.id}`;
  const decisions: Decision[] = [
    {
      key: 'hide',
      label: t('adminDuplicates.hide'),
      accessibleLabel: t('adminDuplicates.hideLabel', { name }),
      tone: 'danger',
      reason: {
        label: t('adminDuplicates.hideReason'),
        submitLabel: t('adminDuplicates.hideSubmit'),
        hint: t('adminDuplicates.hideHint'),
        requiredMessage: t('adminDuplicates.hideRequired'),
      },
      send: (reason) => decideDuplicate(item.id, 'hide', reason),
    },
    {
      key: 'dismiss',
      label: t('adminDuplicates.dismiss'),
      accessibleLabel: t('adminDuplicates.dismissLabel', { name }),
      reason: {
        label: t('adminDuplicates.dismissReason'),
        submitLabel: t('adminDuplicates.dismissSubmit'),
        required: false,
      },
      send: (reason) => decideDuplicate(item.id, 'dismiss', reason),
    },
  ];
  return (
    <article className="admin-card" data-testid="flagged-duplicate" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-card__title">
        {t('adminDuplicates.title', { name, original: listingName(item.original, i18n.language) })}
      </h3>
      <p className="admin-card__meta">
        <span>
          {t('adminDuplicates.basisLabel')}:{' '}
          <strong>{t(`adminDuplicates.basis.${item.basis}`, { defaultValue: item.basis })}</strong>
        </span>
        <span>
          {t('adminDuplicates.flaggedOn')}: <RecordDate value={item.created_at} />
        </span>
      </p>
      <div className="admin-duplicate__pair">
        <section className="admin-duplicate__side" aria-label={t('adminDuplicates.flagged')}>
          <p className="admin-duplicate__role">{t('adminDuplicates.flagged')}</p>
          <ListingRefView listing={item.listing} heading="h4" />
        </section>
        <section
          className="admin-duplicate__side admin-duplicate__side--original"
          aria-label={t('adminDuplicates.original')}
        >
          <p className="admin-duplicate__role">{t('adminDuplicates.original')}</p>
          <ListingRefView listing={item.original} heading="h4" />
        </section>
      </div>
      <DecisionActions decisions={decisions} controls={controls} />
    </article>
  );
}

const keyOf = (item: FlaggedDuplicate) => item.id;

/** /admin/duplicates: listings flagged as repeating another member's, beside the original, to hide or dismiss. */
export function DuplicatesPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="acc-page" aria-labelledby="admin-duplicates-title">
      <h2 id="admin-duplicates-title" className="acc-visually-hidden">
        {t('adminDuplicates.heading')}
      </h2>
      <p className="admin-intro">{t('adminDuplicates.intro')}</p>
      <AdminQueue load={fetchFlaggedDuplicates} keyOf={keyOf} loadFailed={t('adminDuplicates.loadFailed')}>
        {(item, controls) => <DuplicateCard item={item} controls={controls} />}
      </AdminQueue>
    </section>
  );
}

export default DuplicatesPage;
