import { useTranslation } from '@souq/shared';
import { Link } from '@souq/shared/mini-router';
import type { ListingUi } from './listing-ui';
import { VerifiedBadge } from './VerifiedBadge';

export interface ListingOwner {
  name: string;
  userType: string;
  image: string | null;
  companyName: string | null;
  /** An agent or company whose licence or registration Souq's team checked: the Verified badge by the name. */
  verified: boolean;
}

interface OwnerCardProps {
  ui: ListingUi;
  /** The card's class block and the start of its heading's id: 'seller' (cars), 'agent' (properties). */
  block: string;
  /** Keys in the remote's namespace of the heading and of the profile link's text. */
  titleKey: string;
  profileKey: string;
  owner: ListingOwner;
  /** The owner's profile (a members' page: /agent-details/{id}). */
  profilePath: string;
}

/** Who listed the listing, linking to their profile. */
export function OwnerCard({ ui, block, titleKey, profileKey, owner, profilePath }: OwnerCardProps) {
  const { t } = useTranslation(ui.ns);
  const p = `${ui.prefix}-`;
  const base = `${p}${block}`;
  return (
    <section className={base} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{t(titleKey)}</h2>
      <div className={`${base}__row`}>
        {owner.image ? (
          <img
            src={owner.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className={`${base}__photo`}
          />
        ) : (
          <span className={`${base}__photo ${base}__initial`} aria-hidden="true">
            {owner.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className={`${base}__name`}>
            {owner.name}
            {owner.verified && (
              <>
                {' '}
                <VerifiedBadge ui={ui} subject="agent" />
              </>
            )}
          </p>
          <p className={`${base}__type`}>
            {t(`userTypes.${owner.userType}`, { defaultValue: owner.userType })}
            {owner.companyName ? ` · ${owner.companyName}` : ''}
          </p>
        </div>
      </div>
      <Link className={`${p}button`} to={profilePath}>
        {t(profileKey)}
      </Link>
    </section>
  );
}
