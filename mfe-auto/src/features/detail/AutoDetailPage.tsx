import { AnnouncePageTitle, formatNumber, isLoggedIn, isRtl, useSession, useTranslation } from '@souq/shared';
import type { ApiAutoDetail } from '../listing/api/apiTypes';
import { AutoFacts } from '../cards/AutoFacts';
import { SoldBadge } from '../cards/SoldBadge';
import { useAutoMaster } from '../listing/api/getAutoMaster';
import { toDetail } from '../listing/api/toAuto';
import { LIST_PATH } from '../routes/paths';
import { AUTO_UI } from '../listing/listingUi';
import { Link } from '@souq/shared/mini-router';
import {
  addDetailStyles,
  ContactButtons,
  DetailFallback,
  FavouriteToggle,
  Gallery,
  isolateLatinRuns,
  LoginPrompt,
  MixedText,
  OwnerCard,
  PriceTag,
  useListingDetail,
} from '@souq/shared/listing-ui';
import { SpecTable } from './SpecTable';
import '../cards/cards.css';
import '../filters/controlStyles';
import '../filters/filters.css';
import './detail.css';

addDetailStyles(AUTO_UI.prefix, 'seller');
const FAVOURITE = { url: '/add-remove-wishlist', idField: 'auto_id' };

/** /auto/auto-detail/{id}: open to guests; the seller's contact details are for members. */
export default function AutoDetailPage({ id }: { id: string | null }) {
  const { t, i18n } = useTranslation('auto');
  const signedIn = useSession(isLoggedIn);
  const { state, retry } = useListingDetail<ApiAutoDetail>('/auto/auto-detail/', id);
  const master = useAutoMaster();

  if (state.status !== 'found') return <DetailFallback ui={AUTO_UI} status={state.status} retry={retry} listPath={LIST_PATH} />;

  const auto = toDetail(state.record, i18n.language);
  const hasContact = Boolean(auto.seller.phone || auto.seller.whatsapp || auto.seller.email);

  return (
    <article className="ap-detail" data-testid="auto-detail" data-id={auto.id} data-sold={auto.sold || undefined}>
      <AnnouncePageTitle title={isolateLatinRuns(auto.name, isRtl(i18n.language))} />
      <Link className="ap-detail__back" to={LIST_PATH}>
        {t('detail.back')}
      </Link>
      <header className="ap-detail__header">
        <div>
          <h1>
            <MixedText text={auto.name} /> {auto.sold && <SoldBadge className="ap-detail__sold" />}
          </h1>
          <p className="ap-card__make">{[auto.brand, auto.className, auto.model, auto.trim].filter(Boolean).join(' · ')}</p>
          <AutoFacts auto={auto} />
          <p className="ap-detail__views">{t('detail.views', { count: auto.views, formattedCount: formatNumber(auto.views) })}</p>
        </div>
        <div className="ap-detail__price">
          <PriceTag ui={AUTO_UI} price={auto.price} discountedPrice={auto.discountedPrice} discountPercent={auto.discountPercent} />
          {/* Started again from each answer: after logging in, the member's answer says whether the car is already saved. */}
          {!auto.isOwner && <FavouriteToggle key={`${auto.id}-${signedIn}-${auto.isFavourite}`} ui={AUTO_UI} endpoint={FAVOURITE} listingId={auto.id} initial={auto.isFavourite} memberView={state.member} />}
        </div>
      </header>

      <div className="ap-detail__layout">
        <div className="ap-detail__main">
          <Gallery ui={AUTO_UI} images={auto.images} video={auto.video} name={auto.name} />
          <section aria-labelledby="ap-spec-title">
            <h2 id="ap-spec-title">{t('detail.specification')}</h2>
            <SpecTable auto={auto} master={master.data} />
          </section>
          {auto.description && (
            <section aria-labelledby="ap-description">
              <h2 id="ap-description">{t('detail.description')}</h2>
              <p className="ap-detail__text">{auto.description}</p>
            </section>
          )}
        </div>
        <aside className="ap-detail__aside">
          <OwnerCard ui={AUTO_UI} block="seller" titleKey="detail.seller" profileKey="detail.sellerProfile" owner={auto.seller} profilePath={auto.seller.profilePath} />
          {!signedIn ? (
            <LoginPrompt ui={AUTO_UI} />
          ) : (
            hasContact && (
              <section className="ap-detail__contact" aria-labelledby="ap-contact-title">
                <h2 id="ap-contact-title">{t('detail.contact')}</h2>
                <ContactButtons ui={AUTO_UI} recordUrl="/auto/contact" listingId={auto.id} listingName={auto.name} owner={auto.seller} />
              </section>
            )
          )}
        </aside>
      </div>
    </article>
  );
}
