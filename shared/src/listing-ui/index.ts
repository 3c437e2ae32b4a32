// `@souq/shared/listing-ui`: the pieces the property and auto remotes' list, detail and featured pages have in
// common (gallery, owner card, contact buttons, favourite, login prompt, featured strip, sort, the list's loading).
// Not part of the core entry (a federation singleton every route loads): each remote bundles what it uses. They
// reach the session, HTTP client and i18n through '@souq/shared' by package name, so the page's one instance of
// each is used. Each component takes the remote's `ListingUi` (its i18n namespace and class prefix) and renders
// the same DOM, texts and class names the remote's own components did.
export type { ListingUi } from './listing-ui';
export { addControlStyles } from './control-styles';
export { addDetailStyles } from './detail-styles';
export { addFeaturedStyles } from './featured-styles';
export { addSearchStyles } from './search-styles';
export { Gallery } from './Gallery';
export type { ListingImage } from './Gallery';
export { GALLERY_SIZES } from './Gallery';
export { CardPhoto } from './CardPhoto';
export { cardPriority, photoLoading, photoSrcSet } from './photo';
export type { PhotoPriority } from './photo';
export { pick } from './money';
export type { Money } from './money';
export { FeaturedMark } from './FeaturedMark';
export { PriceTag } from './PriceTag';
export { LoginPrompt } from './LoginPrompt';
export { FavouriteToggle } from './FavouriteToggle';
export type { FavouriteEndpoint } from './favourite-request';
export { ContactButtons } from './ContactButtons';
export type { ListingOwnerContact } from './ContactButtons';
export type { ContactChannel } from './contact-request';
export { OwnerCard } from './OwnerCard';
export type { ListingOwner } from './OwnerCard';
export { FeaturedListings } from './FeaturedListings';
export { getListPage, useListPage } from './useListPage';
export { useUrlSearch } from './useUrlSearch';
export type { ListState } from './useListPage';
export { SortControl } from './SortControl';
export { resultCount } from './result-count';
export { addressReader } from './address-reader';
export { SearchLayout } from './SearchLayout';
export { ListingRoot } from './ListingRoot';
export { ListingDetail } from './ListingDetail';
export { ContactSection, DetailColumns, DetailSection, DetailText } from './detail-parts';
export { useDetailPage, useListingDetail } from './useListingDetail';
export type { DetailState } from './useListingDetail';
export { CascadeSelect, FilterForm, SegmentedChoice, useBudgetCurrency, useFilterPanel } from './filter-parts';
export type { BudgetCurrency, FilterPanelProps } from './filter-parts';
export { isWholeNumber, normaliseNumberInput, plainNumberText, toWesternDigits } from './number-input';
export { isolateLatinRuns, latinRuns, MixedText } from './latin-runs';
export { localiseMapControls } from './map-controls';
export type { MapControlTexts } from './map-controls';
export { addCardTexts } from './card-texts';
export { addPageTexts } from './page-texts';
export type { ArabicPlural } from './page-texts';
export {
  fairPrice,
  galleryImages,
  listingPerson,
  listingPrices,
  localName,
  priceHistory,
  thumbnail,
} from './api-records';
export type { ListingPerson } from './api-records';
export { addTrustTexts } from './trust-texts';
export { VerifiedBadge } from './VerifiedBadge';
export { PriceDroppedMark } from './PriceDroppedMark';
export { FairPriceMark } from './FairPriceMark';
export type { FairPrice } from './FairPriceMark';
export { PriceHistory } from './PriceHistory';
export type { PricePoint } from './PriceHistory';
export { ReportListing } from './ReportListing';
export type { ReportTarget } from './ReportListing';
export type { MyListingReport } from './listing-report-request';
export { ModalFrame } from './ModalFrame';
export { ShareButton } from './ShareButton';
export { StatusMark, closedStatus } from './StatusMark';
export { VerifiedOnlyFilter } from './VerifiedOnlyFilter';
