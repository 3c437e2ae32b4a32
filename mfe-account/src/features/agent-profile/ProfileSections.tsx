import type { ReactNode } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';
import { formatNumber, useTranslation } from '@souq/shared';
import { Tabs } from '../../components/layout/Tabs';

export type ProfileSection = 'listings' | 'reviews';

/** The section shown, kept in the address (`?view=reviews`) so a link (a review's e-mail) can open the reviews. */
export function useProfileSection(): [ProfileSection, (next: ProfileSection) => void] {
  const [params, setParams] = useSearchParams();
  const section: ProfileSection = params.get('view') === 'reviews' ? 'reviews' : 'listings';
  const setSection = (next: ProfileSection) => {
    // The listings keep their tab and page for the way back.
    const updated = new URLSearchParams(params);
    if (next === 'reviews') updated.set('view', 'reviews');
    else updated.delete('view');
    setParams(updated);
  };
  return [section, setSection];
}

/**
 * The agent's listings and their reviews as two tabs, the reviews' tab with their count: on a phone the reviews were
 * below a dozen listing cards, some 7,000 px down; marketplaces put an agent's reviews one tap away beside the listings.
 */
export function ProfileSections({
  reviewCount,
  listings,
  reviews,
}: {
  reviewCount: number;
  listings: ReactNode;
  reviews: ReactNode;
}) {
  const { t } = useTranslation('account');
  const [section, setSection] = useProfileSection();
  return (
    <div className="agp-sections">
      <Tabs
        label={t('agentProfile.sections.label')}
        tabs={[
          { key: 'listings', label: t('agentProfile.sections.listings') },
          { key: 'reviews', label: t('agentProfile.sections.reviews', { count: formatNumber(reviewCount) }) },
        ]}
        current={section}
        onChange={setSection}
        render={(key) => (key === 'reviews' ? reviews : listings)}
      />
    </div>
  );
}
