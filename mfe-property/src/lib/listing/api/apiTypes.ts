import type { ApiAnswer } from '@souq/shared';

// The property API's answers as its OpenAPI document declares them (shared/src/api-contract, `pnpm contract`).

type PropertyList = ApiAnswer<'/api/property/get-property-list'>;

/** A listing in a result list or the featured strip: what a card shows, not every field of the listing. */
export type ApiPropertyCard = PropertyList['items'][number];
export type ApiPagination = PropertyList['pagination'];
export type ApiPropertyDetail = ApiAnswer<'/api/property/property-detail/{id}'>;
export type ApiPropertyMaster = ApiAnswer<'/api/property/property-master'>;
export type ApiPlace = ApiPropertyCard['governorate'];
