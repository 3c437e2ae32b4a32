import { useEffect, useState } from 'react';
import { useFormTranslation } from './formTexts';
import { useForm, useWatch } from 'react-hook-form';
import { formatPrice, LoadingText, rules } from '@souq/shared';
import { Field } from '../form-errors/Field';
import { DiscountPreview } from './DiscountPreview';
import { CheckboxGroup, ChoiceSelect, numberOrNull, serverMessage, textOrNull } from './formParts';
import { propertyApi, type Place, type PropertyEdit, type PropertyMaster } from './listingApi';
import { LocationPin } from './LocationPin';
import { MediaField } from './MediaField';
import { MAX_IMAGES, MEDIA_RULES } from './mediaRules';
import { saveListing, type MediaErrors } from './saveListing';
import { useFormSafety, useKeepDraft } from './useFormSafety';
import { storedItem, useUploads } from './useUploads';

type PriceLead = 'SYP' | 'USD';

export interface PropertyValues {
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
  /** The currency the member sets the price in; the other price is theirs to type, or worked out when left empty. */
  price_lead: PriceLead;
  price_syp: string;
  price_usd: string;
  discount_percent: string;
  status: string;
  latitude: string;
  longitude: string;
}

const FIELDS: readonly (keyof PropertyValues)[] = [
  'name', 'name_ar', 'description', 'description_ar', 'additional_information', 'governorate_id', 'city_id', 'neighborhood_id',
  'sub_neighborhood_id', 'property_type', 'listing_type', 'rent_period', 'category', 'bedrooms', 'bathrooms', 'size_sqm', 'furnished', 'floor_level',
  'amenities', 'price_syp', 'price_usd', 'discount_percent', 'status', 'latitude', 'longitude',
];

const EMPTY: PropertyValues = {
  name: '', name_ar: '', description: '', description_ar: '', additional_information: '', governorate_id: '', city_id: '', neighborhood_id: '',
  sub_neighborhood_id: '', property_type: '', listing_type: 'sale', rent_period: '', category: '', bedrooms: '', bathrooms: '', size_sqm: '', furnished: '',
  floor_level: '', amenities: [], price_lead: 'USD', price_syp: '', price_usd: '', discount_percent: '0', status: 'active', latitude: '', longitude: '',
};

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Types whose rooms may be left out, for an API whose master data does not list them (`types_without_rooms`) yet. */
const TYPES_WITHOUT_ROOMS = ['farm', 'land', 'commercial'];

/**
 * The stored prices as the member set them: a price that is exactly the other one converted was worked out by the
 * API, so it comes back empty (shown as "≈") and follows the member's price; a price of their own stays as stored.
 */
function storedPrices(p: PropertyEdit, sypPerUsd: number): Pick<PropertyValues, 'price_lead' | 'price_syp' | 'price_usd'> {
  if (p.price_syp === Math.round(p.price_usd * sypPerUsd)) return { price_lead: 'USD', price_usd: str(p.price_usd), price_syp: '' };
  if (p.price_usd === Math.round(p.price_syp / sypPerUsd)) return { price_lead: 'SYP', price_syp: str(p.price_syp), price_usd: '' };
  return { price_lead: 'SYP', price_syp: str(p.price_syp), price_usd: str(p.price_usd) };
}

function fromListing(p: PropertyEdit, sypPerUsd: number): PropertyValues {
  return {
    name: p.name, name_ar: p.name_ar ?? '', description: p.description, description_ar: p.description_ar ?? '', additional_information: p.additional_information ?? '',
    governorate_id: str(p.governorate.id), city_id: str(p.city.id), neighborhood_id: str(p.neighborhood?.id), sub_neighborhood_id: str(p.sub_neighborhood?.id),
    property_type: p.property_type, listing_type: p.listing_type, rent_period: p.rent_period ?? '', category: p.category, bedrooms: str(p.bedrooms), bathrooms: str(p.bathrooms),
    size_sqm: str(p.size_sqm), furnished: p.furnished, floor_level: str(p.floor_level), amenities: p.amenities,
    ...storedPrices(p, sypPerUsd), discount_percent: str(p.discount_percent), status: p.status, latitude: str(p.latitude), longitude: str(p.longitude),
  };
}

/** What the API takes (api/src/features/property/schemas.ts PropertyFields). */
function toBody(v: PropertyValues, images: number[], videoId: number | null) {
  const body: Record<string, unknown> = {
    name: v.name.trim(), name_ar: textOrNull(v.name_ar), description: v.description.trim(), description_ar: textOrNull(v.description_ar),
    additional_information: textOrNull(v.additional_information),
    governorate_id: numberOrNull(v.governorate_id), city_id: numberOrNull(v.city_id), neighborhood_id: numberOrNull(v.neighborhood_id),
    sub_neighborhood_id: numberOrNull(v.sub_neighborhood_id), property_type: v.property_type, listing_type: v.listing_type,
    // Only a rent has a period; one chosen before switching to a sale stays in the form, not in the listing.
    rent_period: v.listing_type === 'rent' ? textOrNull(v.rent_period) : null,
    bedrooms: numberOrNull(v.bedrooms), bathrooms: numberOrNull(v.bathrooms), size_sqm: numberOrNull(v.size_sqm), furnished: v.furnished,
    floor_level: numberOrNull(v.floor_level), amenities: v.amenities ?? [], price_syp: numberOrNull(v.price_syp), price_usd: numberOrNull(v.price_usd),
    discount_percent: numberOrNull(v.discount_percent) ?? 0, images, video_id: videoId,
  };
  // Optional, not nullable: left out when not chosen (the API then uses the type's category, the city centre, active).
  if (v.category) body.category = v.category;
  if (v.status) body.status = v.status;
  const lat = numberOrNull(v.latitude);
  const lng = numberOrNull(v.longitude);
  if (lat !== null && lng !== null) Object.assign(body, { latitude: lat, longitude: lng });
  return body;
}

/** Loads the places under a chosen parent (nothing while it is not chosen). */
function usePlaces(load: (parent: string) => Promise<Place[]>, parent: string | undefined): Place[] {
  const [places, setPlaces] = useState<Place[]>([]);
  useEffect(() => {
    setPlaces([]);
    if (!parent) return undefined;
    let live = true;
    load(parent).then((list) => live && setPlaces(list), () => undefined);
    return () => {
      live = false;
    };
    // `load` is a module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parent]);
  return places;
}

interface Loaded {
  master: PropertyMaster & { syp_per_usd?: number };
  governorates: Place[];
  listing: PropertyEdit | null;
}

function PropertyForm({ id }: { id?: string }) {
  const { t, i18n } = useFormTranslation();
  // Checked on publishing, then again on every change of a field shown wrong.
  const form = useForm<PropertyValues>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const safety = useFormSafety<PropertyValues>('property', id, form);
  const images = useUploads(MEDIA_RULES.propertyImage, { max: MAX_IMAGES, onChange: safety.changed });
  const video = useUploads(MEDIA_RULES.propertyVideo, { max: 1, onChange: safety.changed });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [restored, setRestored] = useState(false);
  const [mediaErrors, setMediaErrors] = useState<MediaErrors>({});
  const [waitNotice, setWaitNotice] = useState(false);

  const [governorateId, cityId, neighborhoodId, priceSyp, priceUsd, discount, latitude, longitude, listingType, propertyType, priceLead] = useWatch({
    control: form.control,
    name: ['governorate_id', 'city_id', 'neighborhood_id', 'price_syp', 'price_usd', 'discount_percent', 'latitude', 'longitude', 'listing_type', 'property_type', 'price_lead'],
  });
  const cities = usePlaces(propertyApi.cities, governorateId);
  const neighborhoods = usePlaces(propertyApi.neighborhoods, cityId);
  const subNeighborhoods = usePlaces(propertyApi.subNeighborhoods, neighborhoodId);

  const mediaOf = (listing: PropertyEdit | null) => {
    images.load(listing ? listing.images.map((img, n) => storedItem({ id: img.id, url: img.thumb_url || img.url, name: t('forms.media.existingName', { n: n + 1 }) })) : []);
    video.load(listing?.video ? [storedItem({ id: listing.video.id, url: listing.video.url, name: t('forms.media.existingVideo') })] : []);
  };

  useEffect(() => {
    let live = true;
    setLoadError(null);
    Promise.all([propertyApi.master(), propertyApi.governorates(), id ? propertyApi.edit(id) : Promise.resolve(null)]).then(
      ([master, governorates, listing]) => {
        if (!live) return;
        // The stored (or empty) values are what "Start over" goes back to; a draft of unsaved entries goes on top.
        const initial = listing ? fromListing(listing, master.syp_per_usd ?? 13_000) : EMPTY;
        form.reset(initial);
        mediaOf(listing);
        const draft = safety.restore();
        if (draft) {
          form.reset({ ...initial, ...draft.values }, { keepDefaultValues: true });
          images.load(draft.images);
          video.load(draft.video);
          setRestored(true);
          safety.setDirty(true);
        }
        setLoaded({ master, governorates, listing });
      },
      (error: unknown) => live && setLoadError(serverMessage(error) ?? t('forms.loadFailed')),
    );
    return () => {
      live = false;
    };
    // Loaded once per listing (and on "try again").
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

  // What a person changes (not what the form sets itself).
  useEffect(() => {
    const changed = safety.changed;
    const watching = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      // After this change has reached every watcher: values set from inside the notification would be
      // overtaken by its (older) copy of the values.
      queueMicrotask(() => follow(name));
    });
    const follow = (name: string) => {
      // A new place higher up empties the levels below it.
      const below = { governorate_id: ['city_id', 'neighborhood_id', 'sub_neighborhood_id'], city_id: ['neighborhood_id', 'sub_neighborhood_id'], neighborhood_id: ['sub_neighborhood_id'] } as const;
      if (name in below) for (const level of below[name as keyof typeof below]) form.setValue(level, '');
      // Prices are never set here: what the member typed in either currency is what is sent (see storedPrices).
      changed();
    };
    return () => watching.unsubscribe();
  }, [form, safety.changed]);

  useKeepDraft(safety, loaded !== null, images, video);

  if (loadError) {
    return (
      <>
        <p role="alert" className="lf-error">{loadError}</p>
        <button type="button" className="acc-button" onClick={() => setAttempt((n) => n + 1)}>{t('forms.retry')}</button>
      </>
    );
  }
  if (!loaded) return <LoadingText />;

  const { master } = loaded;
  const f = (key: string) => t(`forms.fields.${key}`);
  const field = { form };
  const sypPerUsd = master.syp_per_usd ?? 13_000;
  const roomsOptional = (master.types_without_rooms ?? TYPES_WITHOUT_ROOMS).includes(propertyType);
  const roomRules = (key: string) => (roomsOptional ? [rules.numeric(f(key))] : [rules.required(f(key)), rules.numeric(f(key))]);
  const roomsHint = roomsOptional ? t('forms.hints.roomsOptional') : undefined;
  const rent = listingType === 'rent';
  const priceField = (lead: PriceLead) => (lead === 'SYP' ? { name: 'price_syp' as const, label: f('priceSyp') } : { name: 'price_usd' as const, label: f('priceUsd') });
  const follower: PriceLead = priceLead === 'SYP' ? 'USD' : 'SYP';
  const leadAmount = numberOrNull(priceLead === 'SYP' ? priceSyp : priceUsd);
  const followerTyped = numberOrNull(follower === 'SYP' ? priceSyp : priceUsd) !== null;
  const converted = leadAmount === null || Number.isNaN(leadAmount) ? null : priceLead === 'SYP' ? Math.round(leadAmount / sypPerUsd) : Math.round(leadAmount * sypPerUsd);

  const startOver = () => {
    safety.forget();
    form.reset();
    mediaOf(loaded.listing);
    setRestored(false);
  };

  const submit = (values: PropertyValues) =>
    saveListing({ id, form, safety, images, video, api: propertyApi, toBody, fields: FIELDS, setWaitNotice, setMediaErrors }, values);

  return (
    <>
      {restored && (
        <p className="lf-restored" role="status">
          {t('forms.draftRestored')}{' '}
          <button type="button" className="acc-button acc-button--small" onClick={startOver}>{t('forms.discardDraft')}</button>
        </p>
      )}
      <form name="property-listing" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="lf-form">
        <fieldset disabled={safety.saving} className="acc-form__body">
          <fieldset className="lf-section">
            <legend>{t('forms.sections.basics')}</legend>
            <Field {...field} name="name" label={f('name')} rules={[rules.required(f('name')), rules.max(f('name'), 200)]}>
              <input dir="auto" />
            </Field>
            <Field {...field} name="name_ar" label={f('nameAr')} rules={[rules.max(f('nameAr'), 200)]}>
              <input dir="rtl" lang="ar" />
            </Field>
            <Field {...field} name="description" label={f('description')} rules={[rules.required(f('description')), rules.max(f('description'), 10_000)]}>
              <textarea rows={4} dir="auto" />
            </Field>
            <Field {...field} name="description_ar" label={f('descriptionAr')} rules={[rules.max(f('descriptionAr'), 10_000)]}>
              <textarea rows={3} dir="rtl" lang="ar" />
            </Field>
            <Field {...field} name="additional_information" label={f('additionalInformation')} rules={[rules.max(f('additionalInformation'), 5_000)]}>
              <textarea rows={2} dir="auto" />
            </Field>
          </fieldset>

          <fieldset className="lf-section">
            <legend>{t('forms.sections.location')}</legend>
            <div className="lf-grid">
              <Field {...field} name="governorate_id" label={f('governorate')} rules={[rules.required(f('governorate'))]}>
                <ChoiceSelect options={loaded.governorates} />
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
              <Field {...field} name="property_type" label={f('propertyType')} rules={[rules.required(f('propertyType'))]} deps={['bedrooms', 'bathrooms']}>
                <ChoiceSelect options={master.property_types} />
              </Field>
              <Field {...field} name="listing_type" label={f('listingType')} rules={[rules.required(f('listingType'))]} deps={['rent_period']}>
                <ChoiceSelect options={master.listing_types} />
              </Field>
              {rent && (
                <Field {...field} name="rent_period" label={f('rentPeriod')} rules={[rules.required(f('rentPeriod'))]}>
                  <ChoiceSelect options={master.rent_periods ?? []} />
                </Field>
              )}
              <Field {...field} name="category" label={f('category')}>
                <ChoiceSelect options={master.categories} allowNone />
              </Field>
              <Field {...field} name="status" label={f('status')}>
                <ChoiceSelect options={master.statuses} />
              </Field>
              <Field {...field} name="bedrooms" label={f('bedrooms')} rules={roomRules('bedrooms')} hint={roomsHint}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="bathrooms" label={f('bathrooms')} rules={roomRules('bathrooms')} hint={roomsHint}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="size_sqm" label={f('size')} rules={[rules.required(f('size')), rules.numeric(f('size'))]}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="floor_level" label={f('floorLevel')} rules={[rules.numeric(f('floorLevel'))]}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="furnished" label={f('furnished')} rules={[rules.required(f('furnished'))]}>
                <ChoiceSelect options={master.furnished_options} />
              </Field>
            </div>
            <CheckboxGroup {...field} name="amenities" legend={f('amenities')} options={master.amenities} />
          </fieldset>

          <fieldset className="lf-section">
            <legend>{t('forms.sections.price')}</legend>
            <fieldset className="acc-checks" data-field="price_lead">
              <legend>{f('priceLead')}</legend>
              <div className="acc-checks__list">
                {(['SYP', 'USD'] as const).map((lead) => (
                  <label key={lead} className="acc-check">
                    <input type="radio" value={lead} {...form.register('price_lead')} />
                    {t(`forms.currencies.${lead}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <p className="lf-hint">{t('forms.hints.oneOfPrices')}</p>
            <div className="lf-grid">
              {[priceField(priceLead), priceField(follower)].map(({ name, label }) => (
                <Field key={name} {...field} name={name} label={label} rules={[rules.numeric(label)]}>
                  <input inputMode="numeric" dir="ltr" />
                </Field>
              ))}
              <Field {...field} name="discount_percent" label={f('discountPercent')} rules={[rules.numeric(f('discountPercent'))]} suffix="%">
                <input inputMode="numeric" dir="ltr" />
              </Field>
            </div>
            <p className="lf-hint" role="status" aria-live="polite" data-testid="converted-price">
              {converted !== null && !followerTyped &&
                t('forms.hints.convertedPrice', { price: formatPrice(converted, follower === 'USD' ? 'USD' : 'Syp', i18n.language) })}
            </p>
            <DiscountPreview priceSyp={priceSyp} priceUsd={priceUsd} percent={discount} sypPerUsd={master.syp_per_usd ?? 13_000} />
          </fieldset>

          <fieldset className="lf-section">
            <legend>{t('forms.sections.media')}</legend>
            <MediaField label={f('images')} rule={MEDIA_RULES.propertyImage} uploads={images} multiple error={mediaErrors.images} disabled={safety.saving} />
            <MediaField label={f('video')} rule={MEDIA_RULES.propertyVideo} uploads={video} multiple={false} error={mediaErrors.video} disabled={safety.saving} />
          </fieldset>

          {waitNotice && (images.busy || video.busy) && <p role="alert" className="lf-error">{t('forms.media.stillUploading')}</p>}
          <div className="lf-actions">
            <button type="submit" className="acc-button acc-button--primary" disabled={safety.saving} aria-busy={safety.saving}>
              {safety.saving ? t('forms.actions.saving') : id ? t('forms.actions.save') : t('forms.actions.add')}
            </button>
          </div>
        </fieldset>
      </form>
    </>
  );
}

export default PropertyForm;
