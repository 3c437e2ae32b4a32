import { useWatch } from 'react-hook-form';
import { rules } from '@souq/shared';
import { Field } from '@souq/shared/area-kit';
import { BasicsSection } from './BasicsSection';
import { CheckboxGroup, ChoiceSelect, numberOrNull, str, textOrNull } from './formParts';
import { propertyApi, type Place, type PropertyEdit, type PropertyMaster, type PropertyPriceQuery } from './listingApi';
import { ListingFormBody } from './ListingFormBody';
import { LocationPin } from './LocationPin';
import { PriceBlock, priceBody, storedPrices, type PriceValues } from './PriceBlock';
import { StatusField } from './StatusField';
import { PROPERTY_SYP_CEILING, sypPerUsdOf, useListingForm } from './useListingForm';
import { knownPlace, usePlaces } from './usePlaces';
import { useTypicalPrice } from './useTypicalPrice';
import { takeFormData } from './formData';

export interface PropertyValues extends PriceValues {
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  additional_information: string;
  governorate_id: string;
  city_id: string;
  neighborhood_id: string;
  sub_neighborhood_id: string;
  property_type: string;
  listing_type: string;
  rent_period: string;
  category: string;
  bedrooms: string;
  bathrooms: string;
  size_sqm: string;
  furnished: string;
  floor_level: string;
  amenities: string[];
  /** The kind of ownership document the poster holds; '' when they do not say (optional). */
  ownership_document: string;
  status: string;
  latitude: string;
  longitude: string;
}

const FIELDS: readonly (keyof PropertyValues)[] = [
  'name',
  'name_ar',
  'description',
  'description_ar',
  'additional_information',
  'governorate_id',
  'city_id',
  'neighborhood_id',
  'sub_neighborhood_id',
  'property_type',
  'listing_type',
  'rent_period',
  'category',
  'bedrooms',
  'bathrooms',
  'size_sqm',
  'furnished',
  'floor_level',
  'amenities',
  'ownership_document',
  'price_syp',
  'price_usd',
  'discount_percent',
  'status',
  'latitude',
  'longitude',
];

const EMPTY: PropertyValues = {
  name: '',
  name_ar: '',
  description: '',
  description_ar: '',
  additional_information: '',
  governorate_id: '',
  city_id: '',
  neighborhood_id: '',
  sub_neighborhood_id: '',
  property_type: '',
  listing_type: 'sale',
  rent_period: '',
  category: '',
  bedrooms: '',
  bathrooms: '',
  size_sqm: '',
  furnished: '',
  floor_level: '',
  amenities: [],
  ownership_document: '',
  price_currency: 'USD',
  price_syp: '',
  price_usd: '',
  discount_percent: '0',
  status: 'active',
  latitude: '',
  longitude: '',
};

/** Types whose rooms may be left out, for an API whose master data does not list them (`types_without_rooms`) yet. */
const TYPES_WITHOUT_ROOMS = ['farm', 'land', 'commercial'];

function fromListing(p: PropertyEdit, sypPerUsd: number): PropertyValues {
  return {
    name: p.name,
    name_ar: p.name_ar ?? '',
    description: p.description,
    description_ar: p.description_ar ?? '',
    additional_information: p.additional_information ?? '',
    governorate_id: str(p.governorate.id),
    city_id: str(p.city.id),
    neighborhood_id: str(p.neighborhood?.id),
    sub_neighborhood_id: str(p.sub_neighborhood?.id),
    property_type: p.property_type,
    listing_type: p.listing_type,
    rent_period: p.rent_period ?? '',
    category: p.category,
    bedrooms: str(p.bedrooms),
    bathrooms: str(p.bathrooms),
    size_sqm: str(p.size_sqm),
    furnished: p.furnished,
    floor_level: str(p.floor_level),
    amenities: p.amenities,
    ownership_document: p.ownership_document ?? '',
    ...storedPrices(p, sypPerUsd),
    discount_percent: str(p.discount_percent),
    status: p.status,
    latitude: str(p.latitude),
    longitude: str(p.longitude),
  };
}

/** What the API takes (api/src/features/property/schemas.ts PropertyFields). */
function toBody(v: PropertyValues, images: number[], videoId: number | null) {
  // The property API takes the two prices; the currency they were set in is the form's (and the draft's) alone.
  const { price_currency: _currency, ...prices } = priceBody(v);
  const body: Record<string, unknown> = {
    ...prices,
    name: v.name.trim(),
    name_ar: textOrNull(v.name_ar),
    description: v.description.trim(),
    description_ar: textOrNull(v.description_ar),
    additional_information: textOrNull(v.additional_information),
    governorate_id: numberOrNull(v.governorate_id),
    city_id: numberOrNull(v.city_id),
    neighborhood_id: numberOrNull(v.neighborhood_id),
    sub_neighborhood_id: numberOrNull(v.sub_neighborhood_id),
    property_type: v.property_type,
    listing_type: v.listing_type,
    // Only a rent has a period; one chosen before switching to a sale stays in the form, not in the listing.
    rent_period: v.listing_type === 'rent' ? textOrNull(v.rent_period) : null,
    bedrooms: numberOrNull(v.bedrooms),
    bathrooms: numberOrNull(v.bathrooms),
    size_sqm: numberOrNull(v.size_sqm),
    furnished: v.furnished,
    floor_level: numberOrNull(v.floor_level),
    amenities: v.amenities ?? [],
    images,
    video_id: videoId,
    // "None" clears a kind given before.
    ownership_document: textOrNull(v.ownership_document),
  };
  // Optional, not nullable: left out when not chosen (the API then uses the type's category, a place near its neighbourhood, active).
  if (v.category) body.category = v.category;
  if (v.status) body.status = v.status;
  const lat = numberOrNull(v.latitude);
  const lng = numberOrNull(v.longitude);
  if (lat !== null && lng !== null) Object.assign(body, { latitude: lat, longitude: lng });
  return body;
}

/**
 * What the typical price of the flat being written depends on, once the form has it all (a rent's period too); null
 * until then. The listing being edited is left out of its own comparables.
 */
function typicalPriceQuery(v: Partial<PropertyValues>, id: string | undefined): PropertyPriceQuery | null {
  const size = numberOrNull(v.size_sqm);
  const cityId = numberOrNull(v.city_id);
  const rent = v.listing_type === 'rent';
  if (!v.property_type || !v.listing_type || !cityId || (rent && !v.rent_period)) return null;
  if (size === null || !Number.isInteger(size) || size < 1 || size > 100_000_000) return null;
  const neighborhoodId = numberOrNull(v.neighborhood_id);
  return {
    listing_type: v.listing_type as PropertyPriceQuery['listing_type'],
    property_type: v.property_type as PropertyPriceQuery['property_type'],
    size_sqm: size,
    city_id: cityId,
    ...(rent && { rent_period: v.rent_period as PropertyPriceQuery['rent_period'] }),
    ...(neighborhoodId && { neighborhood_id: neighborhoodId }),
    ...(id && { id: Number(id) }),
  };
}

interface Loaded {
  master: PropertyMaster & { syp_per_usd?: number; old_pounds_per_new?: number };
  governorates: Place[];
  listing: PropertyEdit | null;
}

const BELOW = {
  governorate_id: ['city_id', 'neighborhood_id', 'sub_neighborhood_id'],
  city_id: ['neighborhood_id', 'sub_neighborhood_id'],
  neighborhood_id: ['sub_neighborhood_id'],
} as const;

function PropertyForm({ id }: { id?: string }) {
  const kit = useListingForm<PropertyValues, Loaded>({
    kind: 'property',
    id,
    empty: EMPTY,
    load: () => takeFormData('property', id),
    fromListing,
    // Prices are never set on a change: what the member typed in either currency is what is sent (see storedPrices).
    below: BELOW,
    api: propertyApi,
    toBody,
    fields: FIELDS,
  });
  const { form, safety, t } = kit;
  const [governorateId, cityId, neighborhoodId, latitude, longitude, listingType, propertyType, rentPeriod, size] =
    useWatch({
      control: form.control,
      name: [
        'governorate_id',
        'city_id',
        'neighborhood_id',
        'latitude',
        'longitude',
        'listing_type',
        'property_type',
        'rent_period',
        'size_sqm',
      ],
    });
  const typical = useTypicalPrice(
    propertyApi.typicalPrice,
    typicalPriceQuery(
      {
        city_id: cityId,
        neighborhood_id: neighborhoodId,
        listing_type: listingType,
        property_type: propertyType,
        rent_period: rentPeriod,
        size_sqm: size,
      },
      id,
    ),
  );
  const stored = kit.loaded?.listing;
  const cities = usePlaces(propertyApi.cities, governorateId, knownPlace(stored?.governorate, stored?.city));
  const neighborhoods = usePlaces(propertyApi.neighborhoods, cityId, knownPlace(stored?.city, stored?.neighborhood));
  const subNeighborhoods = usePlaces(
    propertyApi.subNeighborhoods,
    neighborhoodId,
    knownPlace(stored?.neighborhood, stored?.sub_neighborhood),
  );

  const f = (key: string) => t(`forms.fields.${key}`);
  const field = { form };

  return (
    <ListingFormBody kit={kit} name="property-listing">
      {({ master, governorates, listing }) => {
        const roomsOptional = (master.types_without_rooms ?? TYPES_WITHOUT_ROOMS).includes(propertyType);
        const roomRules = (key: string) =>
          roomsOptional ? [rules.numeric(f(key))] : [rules.required(f(key)), rules.numeric(f(key))];
        const roomsHint = roomsOptional ? t('forms.hints.roomsOptional') : undefined;
        const rent = listingType === 'rent';
        return (
          <>
            <BasicsSection form={form} required>
              <Field
                {...field}
                name="additional_information"
                label={f('additionalInformation')}
                rules={[rules.max(f('additionalInformation'), 5_000)]}
              >
                <textarea rows={2} dir="auto" />
              </Field>
            </BasicsSection>

            <fieldset className="lf-section">
              <legend>{t('forms.sections.location')}</legend>
              <div className="lf-grid">
                <Field
                  {...field}
                  name="governorate_id"
                  label={f('governorate')}
                  rules={[rules.required(f('governorate'))]}
                >
                  <ChoiceSelect options={governorates} />
                </Field>
                <Field {...field} name="city_id" label={f('city')} rules={[rules.required(f('city'))]}>
                  <ChoiceSelect options={cities} disabled={!governorateId} />
                </Field>
                <Field {...field} name="neighborhood_id" label={f('neighborhood')}>
                  <ChoiceSelect options={neighborhoods} allowNone disabled={!cityId} />
                </Field>
                <Field {...field} name="sub_neighborhood_id" label={f('subNeighborhood')}>
                  <ChoiceSelect options={subNeighborhoods} allowNone disabled={!neighborhoodId} />
                </Field>
              </div>
              <LocationPin
                form={form}
                latitude={latitude}
                longitude={longitude}
                disabled={safety.saving}
                onPick={(lat, lng) => {
                  form.setValue('latitude', lat === null ? '' : String(lat));
                  form.setValue('longitude', lng === null ? '' : String(lng));
                  form.clearErrors(['latitude', 'longitude']);
                  safety.changed();
                }}
              />
            </fieldset>

            <fieldset className="lf-section">
              <legend>{t('forms.sections.details')}</legend>
              <div className="lf-grid">
                <Field
                  {...field}
                  name="property_type"
                  label={f('propertyType')}
                  rules={[rules.required(f('propertyType'))]}
                  deps={['bedrooms', 'bathrooms']}
                >
                  <ChoiceSelect options={master.property_types} />
                </Field>
                <Field
                  {...field}
                  name="listing_type"
                  label={f('listingType')}
                  rules={[rules.required(f('listingType'))]}
                  deps={['rent_period']}
                >
                  <ChoiceSelect options={master.listing_types} />
                </Field>
                {rent && (
                  <Field
                    {...field}
                    name="rent_period"
                    label={f('rentPeriod')}
                    rules={[rules.required(f('rentPeriod'))]}
                  >
                    <ChoiceSelect options={master.rent_periods ?? []} />
                  </Field>
                )}
                <Field {...field} name="category" label={f('category')}>
                  <ChoiceSelect options={master.categories} allowNone />
                </Field>
                <StatusField
                  form={form}
                  options={master.statuses}
                  loaded={listing?.status}
                  side={rent ? 'rent' : 'sale'}
                />
                <Field {...field} name="bedrooms" label={f('bedrooms')} rules={roomRules('bedrooms')} hint={roomsHint}>
                  <input inputMode="numeric" dir="ltr" />
                </Field>
                <Field
                  {...field}
                  name="bathrooms"
                  label={f('bathrooms')}
                  rules={roomRules('bathrooms')}
                  hint={roomsHint}
                >
                  <input inputMode="numeric" dir="ltr" />
                </Field>
                <Field
                  {...field}
                  name="size_sqm"
                  label={f('size')}
                  rules={[rules.required(f('size')), rules.numeric(f('size'))]}
                >
                  <input inputMode="numeric" dir="ltr" />
                </Field>
                <Field {...field} name="floor_level" label={f('floorLevel')} rules={[rules.numeric(f('floorLevel'))]}>
                  <input inputMode="numeric" dir="ltr" />
                </Field>
                <Field {...field} name="furnished" label={f('furnished')} rules={[rules.required(f('furnished'))]}>
                  <ChoiceSelect options={master.furnished_options} />
                </Field>
                <Field
                  {...field}
                  name="ownership_document"
                  label={f('ownershipDocument')}
                  hint={t('forms.hints.ownershipDocument')}
                >
                  <ChoiceSelect options={master.ownership_documents ?? []} allowNone />
                </Field>
              </div>
              <CheckboxGroup {...field} name="amenities" legend={f('amenities')} options={master.amenities} />
            </fieldset>

            <PriceBlock
              form={form}
              sypPerUsd={sypPerUsdOf(master)}
              oldPerNew={master.old_pounds_per_new}
              layout="both"
              sypCeiling={PROPERTY_SYP_CEILING}
              typical={typical}
            />
          </>
        );
      }}
    </ListingFormBody>
  );
}

export default PropertyForm;
