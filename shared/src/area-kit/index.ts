// `@souq/shared/area-kit`: what the signed-in areas' pages have in common, the member's (account remote) and the
// operators' (admin remote): loading and paging a list of records, the forms' fields and server errors, a file
// input, media uploads, the area navigation, tables that are cards on a phone, a record's dates, amounts and
// listing names, the page-not-found card, and the areas' layout and form styles (`./area-kit/account-layout.css`,
// `./area-kit/account-forms.css`).
// Not part of the core entry: each remote bundles what it uses, so its modules have no side effects but their
// styles; a remote adds the kit's texts from its translations module (`addAreaTexts`).
export { addAreaTexts, AREA_NS } from './area-texts';
export { applyFieldErrors } from './applyFieldErrors';
export { fieldErrors } from '@souq/shared';
export { AreaNav, type AreaNavLink } from './AreaNav';
export { CardCell } from './CardCell';
export { Field } from './Field';
export { FileInput } from './FileInput';
export { LoadFailed } from './LoadFailed';
export { uploadMedia, type UploadedMedia } from './media-upload';
export { NotFoundInRemote } from './NotFoundInArea';
export { RecordDate } from './RecordDate';
export { amountText, inLanguage } from './record-words';
export { useListingNumber } from './useListingNumber';
export { useLoaded, type Loaded } from './useLoaded';
export { usePagedRecords, usePageInAddress, type PagedRecords, type RecordPage } from './usePagedRecords';
export { usePaymentListing } from './usePaymentListing';
