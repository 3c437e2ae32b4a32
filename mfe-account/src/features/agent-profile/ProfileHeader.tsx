import { Link } from '@souq/shared/mini-router';
import { formatDate, useTranslation } from '@souq/shared';
import { MixedText, ShareButton, VerifiedBadge } from '@souq/shared/listing-ui';
import { ACCOUNT_UI } from '../../components/verification/accountUi';
import { ReportToggle } from './reviews/ReportToggle';
import type { AgentProfile } from '../../lib/agentApiTypes';
import { reportAgent, withdrawAgentReport } from './api/profileRequests';

export const fullName = (person: { name: string; surname: string | null }) =>
  [person.name, person.surname].filter(Boolean).join(' ');

interface ProfileHeaderProps {
  profile: AgentProfile;
  isSelf: boolean;
  onReported: () => void;
}

// The page's buttons take the listing kit's control styles under this prefix (AgentProfilePage adds them).
const PAGE_UI = { prefix: 'agp' };

/**
 * Photo, name, type badge, member since, the companies an agent works with, about-me, sharing the profile (their
 * own too) and reporting the agent (someone else's).
 */
export function ProfileHeader({ profile, isSelf, onReported }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation('account');
  const name = fullName(profile);
  return (
    <header className="agp-card agp-header">
      {profile.image ? (
        <img
          className="agp-header__photo"
          src={profile.image}
          alt={t('agentProfile.photo', { name })}
          width={96}
          height={96}
        />
      ) : (
        <span className="agp-header__photo agp-header__initial" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className="agp-header__body">
        <h1 className="agp-header__name">
          <MixedText text={name} />
        </h1>
        <p className="agp-header__facts">
          <span className={`agp-badge agp-badge--${profile.user_type.toLowerCase()}`} data-testid="user-type">
            {t(`userTypes.${profile.user_type}`)}
          </span>
          {profile.verified && <VerifiedBadge ui={ACCOUNT_UI} subject="agent" />}
          {profile.plan_badge && (
            <span className={`agp-badge agp-badge--${profile.plan_badge.tier}`} data-testid="plan-badge">
              {t('agentProfile.planBadge', {
                plan: i18n.language === 'ar' ? profile.plan_badge.name_ar : profile.plan_badge.name_en,
              })}
            </span>
          )}
          {/* docs/product/constants.md: dates in en-US, short weekday, month, day and year. */}
          <span>{t('agentProfile.memberSince', { date: formatDate(profile.member_since) })}</span>
        </p>
        {profile.user_type === 'Agent' && profile.companies.length > 0 && (
          <p className="agp-header__companies">
            <span>{t('agentProfile.worksWith')}: </span>
            {profile.companies.map((company, index) => (
              <span key={company.company_id}>
                {index > 0 && ' · '}
                <Link to={`/agent-details/${company.owner_id}`}>
                  {company.logo && (
                    <img src={company.logo} alt="" width={20} height={20} className="agp-header__logo" />
                  )}
                  <MixedText text={company.name} />
                </Link>
              </span>
            ))}
          </p>
        )}
        {profile.about_me && (
          <section aria-label={t('agentProfile.about')}>
            <p className="agp-text" dir="auto">
              {profile.about_me}
            </p>
          </section>
        )}
      </div>
      <div className="agp-header__actions">
        <ShareButton
          ui={PAGE_UI}
          path={`/agent-details/${profile.id}`}
          title={name}
          text={[t(`userTypes.${profile.user_type}`), profile.company?.name].filter(Boolean).join(' · ')}
        />
        {!isSelf && (
          <ReportToggle
            reported={profile.reported_by_me}
            labels={{
              report: t('agentProfile.report.report', { context: profile.user_type }),
              withdraw: t('agentProfile.report.withdraw'),
              reportQuestion: t('agentProfile.report.confirm', { context: profile.user_type }),
              withdrawQuestion: t('agentProfile.report.unconfirm', { context: profile.user_type }),
            }}
            report={(reason, text) => reportAgent(profile.id, reason, text)}
            withdraw={() => withdrawAgentReport(profile.id)}
            onChange={onReported}
          />
        )}
      </div>
    </header>
  );
}
