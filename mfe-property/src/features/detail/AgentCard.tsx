import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import type { PropertyOwner } from '../listing/propertyModel';

/** Who listed the property, linking to their profile (a members' page: /agent-details/{id}). */
export function AgentCard({ owner }: { owner: PropertyOwner }) {
  const { t } = useTranslation('property');
  return (
    <section className="pp-agent" aria-labelledby="pp-agent-title">
      <h2 id="pp-agent-title">{t('detail.agent')}</h2>
      <div className="pp-agent__row">
        {owner.image ? (
          <img src={owner.image} alt="" width={56} height={56} loading="lazy" className="pp-agent__photo" />
        ) : (
          <span className="pp-agent__photo pp-agent__initial" aria-hidden="true">
            {owner.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="pp-agent__name">{owner.name}</p>
          <p className="pp-agent__type">
            {t(`userTypes.${owner.userType}`, { defaultValue: owner.userType })}
            {owner.companyName ? ` · ${owner.companyName}` : ''}
          </p>
        </div>
      </div>
      <Link className="pp-button" to={`/agent-details/${encodeURIComponent(owner.id)}`}>
        {t('detail.agentProfile')}
      </Link>
    </section>
  );
}
