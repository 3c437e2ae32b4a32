import { useEffect, useRef, useState } from 'react';
import { useFormTranslation } from './formTexts';
import { useForm, useWatch } from 'react-hook-form';
import { LoadingText, rules } from '@souq/shared';
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
  category: string;
  bedrooms: string;
  bathrooms: string;
  size_sqm: string;
  furnished: string;
  floor_level: string;
  amenities: string[];
  price_syp: string;
  price_usd: string;
  discount_percent: string;
  status: string;
  latitude: string;
  longitude: string;
}

const FIELDS: readonly (keyof PropertyValues)[] = [
  'name', 'name_ar', 'description', 'description_ar', 'additional_information', 'governorate_id', 'city_id', 'neighborhood_id',
  'sub_neighborhood_id', 'property_type', 'listing_type', 'category', 'bedrooms', 'bathrooms', 'size_sqm', 'furnished', 'floor_level',
  'amenities', 'price_syp', 'price_usd', 'discount_percent', 'status', 'latitude', 'longitude',
];

const EMPTY: PropertyValues = {
  name: '', name_ar: '', description: '', description_ar: '', additional_information: '', governorate_id: '', city_id: '', neighborhood_id: '',
  sub_neighborhood_id: '', property_type: '', listing_type: 'sale', category: '', bedrooms: '', bathrooms: '', size_sqm: '', furnished: '',
  floor_level: '', amenities: [], price_syp: '', price_usd: '', discount_percent: '0', status: 'active', latitude: '', longitude: '',
};

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

function fromListing(p: PropertyEdit): PropertyValues {
  return {
    name: p.name, name_ar: p.name_ar ?? '', description: p.description, description_ar: p.description_ar ?? '', additional_information: p.additional_information ?? '',
    governorate_id: str(p.governorate.id), city_id: str(p.city.id), neighborhood_id: str(p.neighborhood?.id), sub_neighborhood_id: str(p.sub_neighborhood?.id),
    property_type: p.property_type, listing_type: p.listing_type, category: p.category, bedrooms: str(p.bedrooms), bathrooms: str(p.bathrooms),
    size_sqm: str(p.size_sqm), furnished: p.furnished, floor_level: str(p.floor_level), amenities: p.amenities, price_syp: str(p.price_syp),
    price_usd: str(p.price_usd), discount_percent: str(p.discount_percent), status: p.status, latitude: str(p.latitude), longitude: str(p.longitude),
  };
}

/** What the API takes (api/src/features/property/schemas.ts PropertyFields). */
function toBody(v: PropertyValues, images: number[], videoId: number | null) {
  const body: Record<string, unknown> = {
    name: v.name.trim(), name_ar: textOrNull(v.name_ar), description: v.description.trim(), description_ar: textOrNull(v.description_ar),
    additional_information: textOrNull(v.additional_information),
    governorate_id: numberOrNull(v.governorate_id), city_id: numberOrNull(v.city_id), neighborhood_id: numberOrNull(v.neighborhood_id),
    sub_neighborhood_id: numberOrNull(v.sub_neighborhood_id), property_type: v.property_type, listing_type: v.listing_type,
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
  const { t } = useFormTranslation();
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
  const typedPrices = useRef(new Set<string>());

  const [governorateId, cityId, neighborhoodId, priceSyp, priceUsd, discount, latitude, longitude] = useWatch({
    control: form.control,
    name: ['governorate_id', 'city_id', 'neighborhood_id', 'price_syp', 'price_usd', 'discount_percent', 'latitude', 'longitude'],
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
        const initial = listing ? fromListing(listing) : EMPTY;
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
      // A stored price the poster has not touched is the other one converted: a new price in one currency
      // empties it, so the API works it out again instead of keeping a stale figure.
      for (const [price, other] of [['price_syp', 'price_usd'], ['price_usd', 'price_syp']] as const) {
        if (name === price) {
          typedPrices.current.add(price);
          if (!typedPrices.current.has(other)) form.setValue(other, '');
        }
      }
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
              <Field {...field} name="property_type" label={f('propertyType')} rules={[rules.required(f('propertyType'))]}>
                <ChoiceSelect options={master.property_types} />
              </Field>
              <Field {...field} name="listing_type" label={f('listingType')} rules={[rules.required(f('listingType'))]}>
                <ChoiceSelect options={master.listing_types} />
              </Field>
              <Field {...field} name="category" label={f('category')}>
                <ChoiceSelect options={master.categories} allowNone />
              </Field>
              <Field {...field} name="status" label={f('status')}>
                <ChoiceSelect options={master.statuses} />
              </Field>
              <Field {...field} name="bedrooms" label={f('bedrooms')} rules={[rules.required(f('bedrooms')), rules.numeric(f('bedrooms'))]}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="bathrooms" label={f('bathrooms')} rules={[rules.required(f('bathrooms')), rules.numeric(f('bathrooms'))]}>
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
            <p className="lf-hint">{t('forms.hints.oneOfPrices')}</p>
            <div className="lf-grid">
              <Field {...field} name="price_syp" label={f('priceSyp')} rules={[rules.numeric(f('priceSyp'))]}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="price_usd" label={f('priceUsd')} rules={[rules.numeric(f('priceUsd'))]}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="discount_percent" label={f('discountPercent')} rules={[rules.numeric(f('discountPercent'))]} suffix="%">
                <input inputMode="numeric" dir="ltr" />
              </Field>
            </div>
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
