import type { ApiAnswer } from '@souq/shared';
import type { MyListingReport } from '@souq/shared/listing-ui';

// The auto API's answers as its OpenAPI document declares them (shared/src/api-contract, `pnpm contract`).

type AutoList = ApiAnswer<'/api/auto/get-auto-list'>;

export type ApiAutoCard = AutoList['items'][number] & TrustFields;
export type ApiPagination = AutoList['pagination'];
export type ApiAutoDetail = ApiAnswer<'/api/auto/auto-detail/{id}'> & TrustFields & { my_report?: MyListingReport | null };
export type ApiAutoMaster = ApiAnswer<'/api/auto/auto-master'>;
export type ApiCatalogueItem = ApiAutoMaster['brands'][number];

/** What the moderation work adds (moderation design: `verified`; the detail's `my_report`), optional until the contract carries it. */
interface TrustFields {
  verified?: boolean;
}
