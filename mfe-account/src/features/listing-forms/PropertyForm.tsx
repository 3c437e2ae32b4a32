import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Form, Input } from 'antd';
import { LoadingText, toast, useTranslation } from '@souq/shared';
import { AntdProvider, rules } from '@souq/shared/antd';
import { DiscountPreview } from './DiscountPreview';
import { applyServerErrors, ChoiceSelect, numberOrNull, serverMessage, textOrNull, useLabel } from './formParts';
import { propertyApi, type Place, type PropertyEdit, type PropertyMaster } from './listingApi';
import { LocationPin } from './LocationPin';
import { MediaField } from './MediaField';
import { MAX_IMAGES, MEDIA_RULES } from './mediaRules';
import { useFormSafety, useKeepDraft } from './useFormSafety';
import { storedItem, useUploads } from './useUploads';
import './formTexts';


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
  const { t } = useTranslation('account');
  const label = useLabel();
  const navigate = useNavigate();
  const [form] = Form.useForm<PropertyValues>();
  const safety = useFormSafety<PropertyValues>('property', id, form);
  const images = useUploads(MEDIA_RULES.propertyImage, { max: MAX_IMAGES, onChange: safety.changed });
  const video = useUploads(MEDIA_RULES.propertyVideo, { max: 1, onChange: safety.changed });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [restored, setRestored] = useState(false);
  const [mediaErrors, setMediaErrors] = useState<{ images?: string; video?: string }>({});
  const [waitNotice, setWaitNotice] = useState(false);
  const typedPrices = useRef(new Set<string>());

  const governorateId = Form.useWatch('governorate_id', form);
  const cityId = Form.useWatch('city_id', form);
  const neighborhoodId = Form.useWatch('neighborhood_id', form);
  const cities = usePlaces(propertyApi.cities, governorateId);
  const neighborhoods = usePlaces(propertyApi.neighborhoods, cityId);
  const subNeighborhoods = usePlaces(propertyApi.subNeighborhoods, neighborhoodId);
  const priceSyp = Form.useWatch('price_syp', form);
  const priceUsd = Form.useWatch('price_usd', form);
  const discount = Form.useWatch('discount_percent', form);
  const latitude = Form.useWatch('latitude', form);
  const longitude = Form.useWatch('longitude', form);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    Promise.all([propertyApi.master(), propertyApi.governorates(), id ? propertyApi.edit(id) : Promise.resolve(null)]).then(
      ([master, governorates, listing]) => {
        if (!live) return;
        if (listing) {
          images.load(listing.images.map((img, n) => storedItem({ id: img.id, url: img.thumb_url || img.url, name: t('forms.media.existingName', { n: n + 1 }) })));
          video.load(listing.video ? [storedItem({ id: listing.video.id, url: listing.video.url, name: t('forms.media.existingVideo') })] : []);
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

  // Once the form shows with the stored (or empty) values, a draft of unsaved entries goes on top of them.
  useEffect(() => {
    if (!loaded) return;
    const draft = safety.restore();
    if (!draft) return;
    form.setFieldsValue(draft.values);
    images.load(draft.images);
    video.load(draft.video);
    setRestored(true);
    safety.setDirty(true);
    // Once, when the data has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useKeepDraft(safety, loaded !== null, images, video);

  if (loadError) {
    return (
      <>
        <p role="alert" className="lf-error">{loadError}</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('forms.retry')}</Button>
      </>
    );
  }
  if (!loaded) return <LoadingText />;

  const { master } = loaded;
  const initial = loaded.listing ? fromListing(loaded.listing) : EMPTY;
  const f = (key: string) => t(`forms.fields.${key}`);

  const startOver = () => {
    safety.forget();
    form.resetFields();
    const listing = loaded.listing;
    images.load(listing ? listing.images.map((img, n) => storedItem({ id: img.id, url: img.thumb_url || img.url, name: t('forms.media.existingName', { n: n + 1 }) })) : []);
    video.load(listing?.video ? [storedItem({ id: listing.video.id, url: listing.video.url, name: t('forms.media.existingVideo') })] : []);
    setRestored(false);
  };

  const submit = (values: PropertyValues) =>
    safety.saveOnce(async () => {
      if (images.busy || video.busy) {
        setWaitNotice(true);
        return;
      }
      setWaitNotice(false);
      setMediaErrors({});
      const all = { ...initial, ...form.getFieldsValue(true), ...values } as PropertyValues;
      const body = toBody(all, images.ids, video.ids[0] ?? null);
      try {
        const response = id ? await propertyApi.update({ id: Number(id), ...body }) : await propertyApi.add(body);
        safety.forget();
        toast.success(response.message);
        navigate('/my-listing');
      } catch (error) {
        // Toasted by the shared client; each message also goes under its own input, and every entry stays.
        const rest = applyServerErrors(form, error, FIELDS);
        setMediaErrors({ images: rest.images?.[0], video: rest.video_id?.[0] });
      }
    });

  return (
    <>
      {restored && (
        <p className="lf-restored" role="status">
          {t('forms.draftRestored')} <Button size="small" onClick={startOver}>{t('forms.discardDraft')}</Button>
        </p>
      )}
      <Form<PropertyValues>
        form={form}
        name="property-listing"
        layout="vertical"
        initialValues={initial}
        disabled={safety.saving}
        scrollToFirstError
        onValuesChange={(changed: Partial<PropertyValues>) => {
          // A new place higher up empties the levels below it.
          if ('governorate_id' in changed) form.setFieldsValue({ city_id: '', neighborhood_id: '', sub_neighborhood_id: '' });
          else if ('city_id' in changed) form.setFieldsValue({ neighborhood_id: '', sub_neighborhood_id: '' });
          else if ('neighborhood_id' in changed) form.setFieldsValue({ sub_neighborhood_id: '' });
          // A stored price the poster has not touched is the other one converted: a new price in one currency
          // empties it, so the API works it out again instead of keeping a stale figure.
          for (const [price, other] of [['price_syp', 'price_usd'], ['price_usd', 'price_syp']] as const) {
            if (price in changed) {
              typedPrices.current.add(price);
              if (!typedPrices.current.has(other)) form.setFieldsValue({ [other]: '' });
            }
          }
          safety.changed();
        }}
        onFinish={(values) => void submit(values)}
        className="lf-form"
      >
        <fieldset className="lf-section">
          <legend>{t('forms.sections.basics')}</legend>
          <Form.Item name="name" label={f('name')} rules={[rules.required(f('name')), rules.max(f('name'), 200)]}>
            <Input dir="auto" />
          </Form.Item>
          <Form.Item name="name_ar" label={f('nameAr')} rules={[rules.max(f('nameAr'), 200)]}>
            <Input dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name="description" label={f('description')} rules={[rules.required(f('description')), rules.max(f('description'), 10_000)]}>
            <Input.TextArea rows={4} dir="auto" />
          </Form.Item>
          <Form.Item name="description_ar" label={f('descriptionAr')} rules={[rules.max(f('descriptionAr'), 10_000)]}>
            <Input.TextArea rows={3} dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name="additional_information" label={f('additionalInformation')} rules={[rules.max(f('additionalInformation'), 5_000)]}>
            <Input.TextArea rows={2} dir="auto" />
          </Form.Item>
        </fieldset>

        <fieldset className="lf-section">
          <legend>{t('forms.sections.location')}</legend>
          <div className="lf-grid">
            <Form.Item name="governorate_id" label={f('governorate')} rules={[rules.required(f('governorate'))]}>
              <ChoiceSelect options={loaded.governorates} />
            </Form.Item>
            <Form.Item name="city_id" label={f('city')} rules={[rules.required(f('city'))]}>
              <ChoiceSelect options={cities} disabled={!governorateId || safety.saving} />
            </Form.Item>
            <Form.Item name="neighborhood_id" label={f('neighborhood')}>
              <ChoiceSelect options={neighborhoods} allowNone disabled={!cityId || safety.saving} />
            </Form.Item>
            <Form.Item name="sub_neighborhood_id" label={f('subNeighborhood')}>
              <ChoiceSelect options={subNeighborhoods} allowNone disabled={!neighborhoodId || safety.saving} />
            </Form.Item>
          </div>
          <LocationPin
            latitude={latitude}
            longitude={longitude}
            disabled={safety.saving}
            onPick={(lat, lng) => {
              form.setFieldsValue({ latitude: lat === null ? '' : String(lat), longitude: lng === null ? '' : String(lng) });
              form.setFields([{ name: 'latitude', errors: [] }, { name: 'longitude', errors: [] }]);
              safety.changed();
            }}
          />
        </fieldset>

        <fieldset className="lf-section">
          <legend>{t('forms.sections.details')}</legend>
          <div className="lf-grid">
            <Form.Item name="property_type" label={f('propertyType')} rules={[rules.required(f('propertyType'))]}>
              <ChoiceSelect options={master.property_types} />
            </Form.Item>
            <Form.Item name="listing_type" label={f('listingType')} rules={[rules.required(f('listingType'))]}>
              <ChoiceSelect options={master.listing_types} />
            </Form.Item>
            <Form.Item name="category" label={f('category')}>
              <ChoiceSelect options={master.categories} allowNone />
            </Form.Item>
            <Form.Item name="status" label={f('status')}>
              <ChoiceSelect options={master.statuses} />
            </Form.Item>
            <Form.Item name="bedrooms" label={f('bedrooms')} rules={[rules.required(f('bedrooms')), rules.numeric(f('bedrooms'))]}>
              <Input inputMode="numeric" dir="ltr" />
            </Form.Item>
            <Form.Item name="bathrooms" label={f('bathrooms')} rules={[rules.required(f('bathrooms')), rules.numeric(f('bathrooms'))]}>
              <Input inputMode="numeric" dir="ltr" />
            </Form.Item>
            <Form.Item name="size_sqm" label={f('size')} rules={[rules.required(f('size')), rules.numeric(f('size'))]}>
              <Input inputMode="numeric" dir="ltr" />
            </Form.Item>
            <Form.Item name="floor_level" label={f('floorLevel')} rules={[rules.numeric(f('floorLevel'))]}>
              <Input inputMode="numeric" dir="ltr" />
            </Form.Item>
            <Form.Item name="furnished" label={f('furnished')} rules={[rules.required(f('furnished'))]}>
              <ChoiceSelect options={master.furnished_options} />
            </Form.Item>
          </div>
          <Form.Item name="amenities" label={f('amenities')}>
            <Checkbox.Group options={master.amenities.map((a) => ({ value: a.value, label: label(a) }))} />
          </Form.Item>
        </fieldset>

        <fieldset className="lf-section">
          <legend>{t('forms.sections.price')}</legend>
          <p className="lf-hint">{t('forms.hints.oneOfPrices')}</p>
          <div className="lf-grid">
            <Form.Item name="price_syp" label={f('priceSyp')} rules={[rules.numeric(f('priceSyp'))]}>
              <Input inputMode="numeric" dir="ltr" />
            </Form.Item>
            <Form.Item name="price_usd" label={f('priceUsd')} rules={[rules.numeric(f('priceUsd'))]}>
              <Input inputMode="numeric" dir="ltr" />
            </Form.Item>
            <Form.Item name="discount_percent" label={f('discountPercent')} rules={[rules.numeric(f('discountPercent'))]}>
              <Input inputMode="numeric" dir="ltr" suffix="%" />
            </Form.Item>
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
          <Button type="primary" htmlType="submit" loading={safety.saving} disabled={safety.saving}>
            {safety.saving ? t('forms.actions.saving') : id ? t('forms.actions.save') : t('forms.actions.add')}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The form itself, loaded after the page's heading (it brings antd with it). */
export default function PropertyFormLoaded({ id }: { id?: string }) {
  return (
    <AntdProvider>
      <PropertyForm id={id} />
    </AntdProvider>
  );
}
