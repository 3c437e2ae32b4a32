import { useCallback, useState } from 'react';
import { Link } from '@souq/shared/mini-router';
import { AnnouncePageTitle, LoadingText, useSession, useTranslation } from '@souq/shared';
import { addControlStyles, addDetailStyles } from '@souq/shared/listing-ui';
import { AccountAntd } from '../../components/layout/AccountAntd';
import { ReviewsSection } from './reviews/ReviewsSection';
import type { RatingSummary as Summary } from '../../lib/agentApiTypes';
import { AgentListings } from './AgentListings';
import { CompanyBlock } from './CompanyBlock';
import { ContactPanel } from './ContactPanel';
import { fullName, ProfileHeader } from './ProfileHeader';
import { ProfileSections } from './ProfileSections';
import { RatingSummary } from './RatingSummary';
import { RetryLine } from './RetryLine';
import { useAgentProfile } from './useAgentProfile';
import './agentProfileTexts';
import '../../components/listing-summary/listing-row.css';
import './agent-profile.css';

// The shared listing kit's buttons and contact list, under this page's prefix.
addControlStyles('agp');
addDetailStyles('agp', 'agent');

function NotFound() {
  const { t } = useTranslation('account');
  return (
    <article className="agp-page agp-missing" data-testid="agent-not-found">
      <h1>{t('agentProfile.notFound')}</h1>
      <p>{t('agentProfile.notFoundHint')}</p>
      <Link to="/">{t('agentProfile.home')}</Link>
    </article>
  );
}

function Profile({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const viewerId = useSession((state) => state.user?.id);
  const { state, reload } = useAgentProfile(id);
  // The list's summary arrives with each page of reviews; it is the newest after a report or a review.
  const [listSummary, setListSummary] = useState<Summary | null>(null);
  const onSummary = useCallback((next: Summary) => setListSummary(next), []);

  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'missing') return <NotFound />;
  if (state.status === 'failed') return <RetryLine message={t('agentProfile.loadFailed')} onRetry={reload} />;
  const profile = state.profile;
  const isSelf = viewerId !== undefined && Number(viewerId) === profile.id;
  const summary = listSummary ?? profile.rating;
  return (
    <article className="agp-page" data-agent={profile.id} data-user-type={profile.user_type}>
      <AnnouncePageTitle title={fullName(profile)} />
      <ProfileHeader profile={profile} isSelf={isSelf} onReported={reload} />
      <div className="agp-layout">
        <div className="agp-main">
          {profile.user_type === 'Corporate' && <CompanyBlock profile={profile} />}
          <ProfileSections
            reviewCount={summary.count}
            listings={<AgentListings userId={profile.id} />}
            reviews={
              <ReviewsSection profile={profile} isSelf={isSelf} onReviewChanged={reload} onSummary={onSummary} />
            }
          />
        </div>
        <aside className="agp-aside">
          {!isSelf && <ContactPanel agentId={profile.id} agentType={profile.user_type} channels={profile.channels} />}
          <RatingSummary summary={summary} />
        </aside>
      </div>
    </article>
  );
}

/** docs/product/routes.md /agent-details/{id}: an agent's or a company's profile with its listings, ratings and reviews. */
export function AgentProfilePage({ id }: { id: string }) {
  return <AccountAntd>{/^[1-9]\d{0,15}$/.test(id) ? <Profile key={id} id={id} /> : <NotFound />}</AccountAntd>;
}

export default AgentProfilePage;
