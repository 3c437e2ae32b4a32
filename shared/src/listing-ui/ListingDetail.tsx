import type { ReactNode } from 'react';
import { AnnouncePageTitle, formatPrice, isLoggedIn, isRtl, useSession, useTranslation } from '@souq/shared';
import { Link } from '@souq/shared/mini-router';
import { DetailFallback } from './DetailFallback';
import { FavouriteToggle } from './FavouriteToggle';
import type { FavouriteEndpoint } from './favourite-request';
import { isolateLatinRuns, MixedText } from './latin-runs';
import type { ListingUi } from './listing-ui';
import { offeredPrice, type Money } from './money';
import { type FairPrice, FairPriceMark } from './FairPriceMark';
import { PriceDroppedMark } from './PriceDroppedMark';
import { PriceHistory, type PricePoint } from './PriceHistory';
import { PriceTag } from './PriceTag';
import { ReportListing, type ReportTarget } from './ReportListing';
import { ShareButton } from './ShareButton';
import { useListingDetail } from './useListingDetail';
import { VerifiedBadge } from './VerifiedBadge';

/** What the page's frame shows of a listing, whatever its kind. */
export interface DetailListing {
  id: string;
  name: string;
  price: Money;
  discountedPrice: Money | null;
  discountPercent: number;
  isFavourite: boolean;
}

export interface DetailView<L extends DetailListing> {
  listing: L;
  /** Beside the name in the heading (a car's "sold" badge). */
  badge?: ReactNode;
  /** Under the heading: place, make, facts. */
  summary: ReactNode;
  /** What a rent's price is per. */
  per?: string;
  /** Whether the visitor may save it (not their own listing). */
  canSave?: boolean;
  /** The listing's ownership document was checked (the API's `verified`): the "Verified" mark under the name. */
  verified?: boolean;
  /** The price a buyer pays fell lately (the API's `price_dropped`): the "Price dropped" mark under the name. */
  priceDropped?: boolean;
  /** Where the price stands against comparable listings (api-records fairPrice); none: no label. */
  fairPrice?: FairPrice | null;
  /** The price over time (api-records priceHistory); shown when it changed at least once. */
  priceHistory?: PricePoint[];
  /** What the "Report this listing" button needs (kind, the viewer's report, whether it is theirs); none: no button. */
  report?: Omit<ReportTarget, 'listingId'>;
  /**
   * The Share button: the page's canonical path (`/auto/auto-detail/12`) and a line about the listing (its place,
   * its make) that the shared text gives after the price. None: no button.
   */
  share?: { path: string; about: string };
  /** On the article, for the journeys and styles (`data-sold`). */
  data?: Record<`data-${string}`, string | undefined>;
  body: ReactNode;
}

interface ListingDetailProps<R extends { id: number | string }, L extends DetailListing> {
  ui: ListingUi;
  /** The API path before the id, e.g. '/auto/auto-detail/'. */
  detailPath: string;
  id: string | null;
  listPath: string;
  favourite: FavouriteEndpoint;
  /** The loaded record as the page shows it; `member`: loaded for a signed-in visitor. */
  view: (record: R, member: boolean) => DetailView<L>;
}

/**
 * A listing's detail page: loading, missing and failed states, then the article with the page title, the way
 * back to the list, the heading with the price and the favourite, and the remote's own body. The article's test
 * id is `${ui.ns}-detail`. Texts: the remote's `detail.back`, and those of DetailFallback.
 */
export function ListingDetail<R extends { id: number | string }, L extends DetailListing>({
  ui,
  detailPath,
  id,
  listPath,
  favourite,
  view,
}: ListingDetailProps<R, L>) {
  const { state, retry } = useListingDetail<R>(detailPath, id);
  if (state.status !== 'found')
    return <DetailFallback ui={ui} status={state.status} retry={retry} listPath={listPath} />;
  return (
    <DetailArticle
      ui={ui}
      listPath={listPath}
      favourite={favourite}
      member={state.member}
      {...view(state.record, state.member)}
    />
  );
}

function DetailArticle<L extends DetailListing>({
  ui,
  listPath,
  favourite,
  member,
  listing,
  badge,
  summary,
  per,
  canSave = true,
  verified = false,
  priceDropped = false,
  fairPrice = null,
  priceHistory = [],
  report,
  share,
  data,
  body,
}: DetailView<L> & { ui: ListingUi; listPath: string; favourite: FavouriteEndpoint; member: boolean }) {
  const p = `${ui.prefix}-`;
  const { t, i18n } = useTranslation(ui.ns);
  const signedIn = useSession(isLoggedIn);
  const symbol = useSession((state) => state.symbol);
  const price = offeredPrice(listing.price, listing.discountedPrice, listing.discountPercent, symbol);
  const shareText = [price && formatPrice(price.amount, price.symbol, i18n.language), share?.about]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className={`${p}detail`} data-testid={`${ui.ns}-detail`} data-id={listing.id} {...data}>
      <AnnouncePageTitle title={isolateLatinRuns(listing.name, isRtl(i18n.language))} />
      <Link className={`${p}detail__back`} to={listPath}>
        {t('detail.back')}
      </Link>
      <header className={`${p}detail__header`}>
        <div>
          <h1>
            <MixedText text={listing.name} />
            {badge && <> {badge}</>}
          </h1>
          {(verified || priceDropped) && (
            <p className={`${p}detail__trust`}>
              {verified && <VerifiedBadge ui={ui} />}
              {verified && priceDropped && ' '}
              {priceDropped && <PriceDroppedMark ui={ui} />}
            </p>
          )}
          <FairPriceMark ui={ui} fairPrice={fairPrice} />
          {summary}
        </div>
        <div className={`${p}detail__price`}>
          <PriceTag
            ui={ui}
            price={listing.price}
            discountedPrice={listing.discountedPrice}
            discountPercent={listing.discountPercent}
            per={per}
          />
          {/* Started again from each answer: after logging in, the member's answer says whether it is already saved. */}
          {canSave && (
            <FavouriteToggle
              key={`${listing.id}-${signedIn}-${listing.isFavourite}`}
              ui={ui}
              endpoint={favourite}
              listingId={listing.id}
              initial={listing.isFavourite}
              memberView={member}
            />
          )}
          {share && <ShareButton ui={ui} path={share.path} title={listing.name} text={shareText || listing.name} />}
          {report && (
            <ReportListing
              key={`${listing.id}-${signedIn}-${member}-${report.myReport?.created_at ?? ''}`}
              ui={ui}
              listingId={listing.id}
              {...report}
            />
          )}
        </div>
      </header>
      {body}
      <PriceHistory ui={ui} points={priceHistory} />
    </article>
  );
}
