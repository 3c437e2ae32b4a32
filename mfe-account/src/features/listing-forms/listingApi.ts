import { http, type ApiAnswer, type ApiQuery } from '@souq/shared';

// The calls the two listing forms make, with the shapes of api/src/features/{property,auto}/schemas.ts.

export interface Option<T extends string | number = string> {
  value: T;
  name_en: string;
  name_ar: string;
}
export interface Place {
  id: number;
  code?: string;
  name_en: string;
  name_ar: string;
}

// The forms' vocabularies as the API's OpenAPI document declares them (shared/src/api-contract, `pnpm contract`).
export type PropertyMaster = ApiAnswer<'/api/property/property-master'>;
export type AutoMaster = ApiAnswer<'/api/auto/auto-master'>;

// The listing as its edit form loads it: its page's view with the ids of its photos and video.
export type PropertyEdit = ApiAnswer<'/api/property/edit'>;
export type AutoEdit = ApiAnswer<'/api/auto/edit'>;

// What such a listing usually costs here and the range a price is plausible in (null: nothing to compare with).
export type TypicalPrice = ApiAnswer<'/api/property/typical-price'>;
export type PropertyPriceQuery = ApiQuery<'/api/property/typical-price'>;
export type AutoPriceQuery = ApiQuery<'/api/auto/typical-price'>;

export interface Saved {
  id: number;
}

const list = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export const propertyApi = {
  master: async () => (await http.publicJson<PropertyMaster>({ url: '/property/property-master' })).data,
  // docs/product/api.md spelling "goveronates" kept.
  governorates: async () => list<Place>((await http.publicJson({ url: '/property/goveronates' })).data),
  cities: async (governorateId: string) =>
    list<Place>((await http.publicJson({ url: '/property/cities', params: { governorate_id: governorateId } })).data),
  neighborhoods: async (cityId: string) =>
    list<Place>((await http.publicJson({ url: '/property/neighborhoods', params: { city_id: cityId } })).data),
  subNeighborhoods: async (neighborhoodId: string) =>
    list<Place>(
      (await http.publicJson({ url: '/property/sub-neighborhoods', params: { neighborhood_id: neighborhoodId } })).data,
    ),
  edit: async (id: string) => (await http.authJson<PropertyEdit>({ url: '/property/edit', params: { id } })).data,
  add: (body: Record<string, unknown>, submission: string) =>
    http.authJson<Saved>({
      method: 'POST',
      url: '/add-property',
      data: body,
      headers: { 'Idempotency-Key': submission },
    }),
  update: (body: Record<string, unknown>) =>
    http.authJson<Saved>({ method: 'POST', url: '/property-update', data: body }),
  typicalPrice: async (params: PropertyPriceQuery, signal: AbortSignal) =>
    (await http.authJson<TypicalPrice>({ url: '/property/typical-price', params, signal })).data,
};

export const autoApi = {
  master: async () => (await http.publicJson<AutoMaster>({ url: '/auto/auto-master' })).data,
  classes: async (brandId: string) =>
    list<Place>((await http.publicJson({ url: '/auto/brand-classes', params: { brand_id: brandId } })).data),
  models: async (classId: string) =>
    list<Place>((await http.publicJson({ url: '/auto/class-models', params: { class_id: classId } })).data),
  edit: async (id: string) => (await http.authJson<AutoEdit>({ url: '/auto/edit', params: { id } })).data,
  add: (body: Record<string, unknown>, submission: string) =>
    http.authJson<Saved>({ method: 'POST', url: '/add-auto', data: body, headers: { 'Idempotency-Key': submission } }),
  update: (body: Record<string, unknown>) => http.authJson<Saved>({ method: 'POST', url: '/auto-update', data: body }),
  typicalPrice: async (params: AutoPriceQuery, signal: AbortSignal) =>
    (await http.authJson<TypicalPrice>({ url: '/auto/typical-price', params, signal })).data,
};
