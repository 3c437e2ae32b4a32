import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { MixedText, VerifiedBadge } from '@souq/shared/listing-ui';
import { ACCOUNT_UI } from '../../components/verification/accountUi';
import type { AgentProfile } from '../../lib/agentApiTypes';
import { fullName } from './ProfileHeader';
import { RatingStars, ratingText } from './RatingStars';

/** Only http(s) addresses become links (the API accepts nothing else; this keeps a `javascript:` one inert). */
function webLink(value: string): string | null {
  return /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}

/** A Corporate's profile: its company (logo, registration number, address, website) and its agents with their ratings. */
export function CompanyBlock({ profile }: { profile: AgentProfile }) {
  const { t } = useTranslation('account');
  const company = profile.company;
  const website = company?.website ? webLink(company.website) : null;
  return (
    <section className="agp-card agp-company" aria-labelledby="agp-company-title">
      <h2 id="agp-company-title">{t('agentProfile.company')}</h2>
      {company && (
        <div className="agp-company__row">
          {company.logo && (
            <img
              src={company.logo}
              alt={t('agentProfile.logo', { name: company.name })}
              width={72}
              height={72}
              className="agp-company__logo"
            />
          )}
          <dl className="agp-company__facts">
            <div>
              <dt className="agp-visually-hidden">{t('agentProfile.company')}</dt>
              <dd className="agp-company__name">
                <MixedText text={company.name} />
              </dd>
            </div>
            {company.registration_number && (
              <div>
                <dt>{t('agentProfile.registrationNumber')}</dt>
                <dd>
                  <bdi>{company.registration_number}</bdi>
                </dd>
              </div>
            )}
            {company.address && (
              <div>
                <dt>{t('agentProfile.address')}</dt>
                <dd>{company.address}</dd>
              </div>
            )}
            {company.website && (
              <div>
                <dt>{t('agentProfile.website')}</dt>
                <dd dir="ltr">
                  {website ? (
                    <a href={website} target="_blank" rel="noopener noreferrer nofollow">
                      {company.website}
                    </a>
                  ) : (
                    company.website
                  )}
                </dd>
              </div>
            )}
          </dl>
        </div>
      )}
      <h3>{t('agentProfile.agents')}</h3>
      {profile.agents.length === 0 ? (
        <p className="agp-hint">{t('agentProfile.noAgents')}</p>
      ) : (
        <ul className="agp-company__agents">
          {profile.agents.map((agent) => (
            <li key={agent.id} data-testid="company-agent">
              {agent.image ? (
                <img src={agent.image} alt="" width={40} height={40} className="agp-review__photo" />
              ) : (
                <span className="agp-review__photo agp-review__initial" aria-hidden="true">
                  {agent.name.slice(0, 1)}
                </span>
              )}
              <Link to={`/agent-details/${agent.id}`}>
                <MixedText text={fullName(agent)} />
              </Link>
              {agent.verified && <VerifiedBadge ui={ACCOUNT_UI} subject="agent" />}
              {agent.rating.count > 0 ? (
                <span className="agp-company__rating">
                  <RatingStars value={agent.rating.average} />
                  <span>
                    {t('agentProfile.agentRating', {
                      average: ratingText(agent.rating.average),
                      count: agent.rating.count,
                    })}
                  </span>
                </span>
              ) : (
                <span className="agp-hint">{t('agentProfile.noRating')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
