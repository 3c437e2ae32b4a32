import { formatNumber } from '@souq/shared';
import {
  addDetailStyles,
  ContactSection,
  DetailColumns,
  DetailSection,
  DetailText,
  Gallery,
  ListingDetail,
  LoginPrompt,
  OwnerCard,
  priceHistory,
  useDetailPage,
} from '@souq/shared/listing-ui';
import { AutoFacts } from '../../components/cards/AutoFacts';
import { SoldBadge } from '../../components/cards/SoldBadge';
import type { ApiAutoDetail } from '../../lib/listing/api/apiTypes';
import { useAutoMaster } from '../../lib/listing/api/getAutoMaster';
import { toDetail } from '../../lib/listing/api/toAuto';
import { AUTO_UI } from '../../lib/listing/listingUi';
import { DETAIL_API_PATH, detailPath, KIND, LIST_PATH } from '../../lib/paths';
import { SpecTable } from './SpecTable';
import '../../components/cards/cards.css';
import '../../components/filters/controlStyles';
import '../../components/filters/filters.css';
import './detail.css';

addDetailStyles(AUTO_UI.prefix, 'seller');
const FAVOURITE = { url: '/add-remove-wishlist', idField: 'auto_id' };

/** /auto/auto-detail/{id}: open to guests; the seller's contact details are for members. */
export default function AutoDetailPage({ id }: { id: string | null }) {
  const { t, lng, signedIn, master } = useDetailPage(AUTO_UI, useAutoMaster);

  const view = (record: ApiAutoDetail) => {
    const auto = toDetail(record, lng);
    const hasContact = Boolean(auto.seller.phone || auto.seller.whatsapp || auto.seller.email);
    const makeLine = [auto.brand, auto.className, auto.model, auto.trim].filter(Boolean).join(' · ');
    return {
      listing: auto,
      share: { path: detailPath(auto.id), about: [makeLine, auto.year].filter(Boolean).join(' · ') },
      badge: auto.sold && <SoldBadge className="ap-detail__sold" />,
      data: { 'data-sold': auto.sold ? 'true' : undefined },
      canSave: !auto.isOwner,
      verified: auto.verified,
      priceDropped: auto.priceDropped,
      fairPrice: auto.fairPrice,
      priceHistory: priceHistory(record),
      report: { kind: KIND, myReport: auto.myReport, own: auto.isOwner },
      summary: (
        <>
          <p className="ap-card__make">{makeLine}</p>
          <AutoFacts auto={auto} />
          <p className="ap-detail__views">
            {t('detail.views', { count: auto.views, formattedCount: formatNumber(auto.views) })}
          </p>
        </>
      ),
      body: (
        <DetailColumns
          ui={AUTO_UI}
          main={
            <>
              <Gallery ui={AUTO_UI} images={auto.images} video={auto.video} name={auto.name} />
              <DetailSection ui={AUTO_UI} name="spec-title" titleKey="detail.specification">
                <SpecTable auto={auto} master={master.data} />
              </DetailSection>
              <DetailText ui={AUTO_UI} name="description" titleKey="detail.description" text={auto.description} />
            </>
          }
          aside={
            <>
              <OwnerCard
                ui={AUTO_UI}
                block="seller"
                titleKey="detail.listedBy"
                profileKey="detail.ownerProfile"
                owner={auto.seller}
                profilePath={auto.seller.profilePath}
              />
              {!signedIn ? (
                <LoginPrompt ui={AUTO_UI} />
              ) : (
                hasContact && (
                  <ContactSection
                    ui={AUTO_UI}
                    recordUrl="/auto/contact"
                    listingId={auto.id}
                    listingName={auto.name}
                    owner={auto.seller}
                  />
                )
              )}
            </>
          }
        />
      ),
    };
  };

  return (
    <ListingDetail
      ui={AUTO_UI}
      detailPath={DETAIL_API_PATH}
      id={id}
      listPath={LIST_PATH}
      favourite={FAVOURITE}
      view={view}
    />
  );
}
