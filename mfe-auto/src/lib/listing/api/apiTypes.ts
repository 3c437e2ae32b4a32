import type { ApiAnswer } from '@souq/shared';

// The auto API's answers as its OpenAPI document declares them (shared/src/api-contract, `pnpm contract`).

type AutoList = ApiAnswer<'/api/auto/get-auto-list'>;

export type ApiAutoCard = AutoList['items'][number];
export type ApiPagination = AutoList['pagination'];
export type ApiAutoDetail = ApiAnswer<'/api/auto/auto-detail/{id}'>;
export type ApiAutoMaster = ApiAnswer<'/api/auto/auto-master'>;
export type ApiCatalogueItem = ApiAutoMaster['brands'][number];
