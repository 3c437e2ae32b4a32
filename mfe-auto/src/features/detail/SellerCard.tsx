import { useTranslation } from '@souq/shared';
import type { AutoSeller } from '../listing/autoModel';
import { Link } from '@souq/shared/mini-router';

/** Who listed the car, linking to their profile (a members' page: /agent-details/{id}). */
export function SellerCard({ seller }: { seller: AutoSeller }) {
  const { t } = useTranslation('auto');
  return (
    <section className="ap-seller" aria-labelledby="ap-seller-title">
      <h2 id="ap-seller-title">{t('detail.seller')}</h2>
      <div className="ap-seller__row">
        {seller.image ? (
          <img src={seller.image} alt="" width={56} height={56} loading="lazy" className="ap-seller__photo" />
        ) : (
          <span className="ap-seller__photo ap-seller__initial" aria-hidden="true">
            {seller.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="ap-seller__name">{seller.name}</p>
          <p className="ap-seller__type">
            {t(`userTypes.${seller.userType}`, { defaultValue: seller.userType })}
            {seller.companyName ? ` · ${seller.companyName}` : ''}
          </p>
        </div>
      </div>
      <Link className="ap-button" to={seller.profilePath}>
        {t('detail.sellerProfile')}
      </Link>
    </section>
  );
}
