import type { ApiAnswer } from '@souq/shared';
import type { MyListingReport } from '@souq/shared/listing-ui';

// The property API's answers as its OpenAPI document declares them (shared/src/api-contract, `pnpm contract`).

type PropertyList = ApiAnswer<'/api/property/get-property-list'>;

/** A listing in a result list or the featured strip: what a card shows, not every field of the listing. */
export type ApiPropertyCard = PropertyList['items'][number] & TrustFields;
export type ApiPagination = PropertyList['pagination'];
export type ApiPropertyDetail = ApiAnswer<'/api/property/property-detail/{id}'> & TrustFields & { my_report?: MyListingReport | null };
export type ApiPropertyMaster = ApiAnswer<'/api/property/property-master'>;
export type ApiPlace = ApiPropertyCard['governorate'];

/**
 * What the moderation work adds to cards and details (moderation design: `verified`; a card's `status`, as sold and
 * rented listings stay in search a few days; the detail's `my_report`), optional until the contract carries them.
 */
interface TrustFields {
  verified?: boolean;
  status?: string;
}
