import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input } from 'antd';
import { LoadingText, toast, useTranslation } from '@souq/shared';
import { AntdProvider, rules } from '@souq/shared/antd';
import { DiscountPreview } from './DiscountPreview';
import { applyServerErrors, ChoiceSelect, numberOrNull, serverMessage, textOrNull } from './formParts';
import { autoApi, type AutoEdit, type AutoMaster, type Place } from './listingApi';
import { MediaField } from './MediaField';
import { MAX_IMAGES, MEDIA_RULES } from './mediaRules';
import { useFormSafety, useKeepDraft } from './useFormSafety';
import { storedItem, useUploads } from './useUploads';
import './formTexts';


export interface AutoValues {
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  vehicle_type: string;
  brand_id: string;
  class_id: string;
  model_id: string;
  trim: string;
  year: string;
  condition: string;
  transmission: string;
  seat_type: string;
  cylinders: string;
  import_origin: string;
  fuel_type: string;
  mileage_km: string;
  body_type: string;
  color: string;
  drive_type: string;
  price_currency: string;
  price: string;
  discount_percent: string;
  vehicle_status: string;
  status: string;
}

const FIELDS: readonly string[] = [
  'name', 'name_ar', 'description', 'description_ar', 'vehicle_type', 'brand_id', 'class_id', 'model_id', 'trim', 'year', 'condition', 'transmission',
  'seat_type', 'cylinders', 'import_origin', 'fuel_type', 'mileage_km', 'body_type', 'color', 'drive_type', 'price_currency', 'discount_percent',
  'vehicle_status', 'status',
];

const EMPTY: AutoValues = {
  name: '', name_ar: '', description: '', description_ar: '', vehicle_type: 'car', brand_id: '', class_id: '', model_id: '', trim: '', year: '',
  condition: '', transmission: '', seat_type: '', cylinders: '', import_origin: '', fuel_type: '', mileage_km: '', body_type: '', color: '',
  drive_type: '', price_currency: 'USD', price: '', discount_percent: '0', vehicle_status: 'available', status: 'active',
};

const str = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

function fromListing(a: AutoEdit): AutoValues {
  const currency = a.price_currency === 'SYP' ? 'SYP' : 'USD';
  return {
    name: a.name, name_ar: a.name_ar ?? '', description: a.description ?? '', description_ar: a.description_ar ?? '', vehicle_type: a.vehicle_type,
    brand_id: str(a.brand.id), class_id: str(a.class.id), model_id: str(a.model.id), trim: a.trim ?? '', year: str(a.year), condition: a.condition,
    transmission: a.transmission, seat_type: a.seat_type ?? '', cylinders: str(a.cylinders), import_origin: a.import_origin, fuel_type: a.fuel_type,
    mileage_km: str(a.mileage_km), body_type: a.body_type, color: a.color, drive_type: a.drive_type, price_currency: currency,
    price: str(currency === 'SYP' ? a.price_syp : a.price_usd), discount_percent: str(a.discount_percent), vehicle_status: a.vehicle_status, status: a.status,
  };
}

/** What the API takes (api/src/features/auto/schemas.ts AutoFields): the price in the currency the seller chose. */
function toBody(v: AutoValues, images: number[], videoId: number | null) {
  const price = numberOrNull(v.price);
  const body: Record<string, unknown> = {
    name_ar: textOrNull(v.name_ar), description: textOrNull(v.description), description_ar: textOrNull(v.description_ar),
    brand_id: numberOrNull(v.brand_id), class_id: numberOrNull(v.class_id), model_id: numberOrNull(v.model_id), trim: textOrNull(v.trim),
    year: numberOrNull(v.year), condition: v.condition, transmission: v.transmission, seat_type: v.seat_type || null,
    cylinders: numberOrNull(v.cylinders), import_origin: v.import_origin, fuel_type: v.fuel_type, mileage_km: numberOrNull(v.mileage_km),
    body_type: v.body_type, color: v.color, drive_type: v.drive_type, price_currency: v.price_currency,
    price_syp: v.price_currency === 'SYP' ? price : null, price_usd: v.price_currency === 'USD' ? price : null,
    discount_percent: numberOrNull(v.discount_percent) ?? 0, images, video_id: videoId,
  };
  // Optional, not nullable: the API names the listing "Brand Model Trim Year" when no name is given.
  const name = textOrNull(v.name);
  if (name) body.name = name;
  if (v.vehicle_type) body.vehicle_type = v.vehicle_type;
  if (v.vehicle_status) body.vehicle_status = v.vehicle_status;
  if (v.status) body.status = v.status;
  return body;
}

function useCatalogue(load: (parent: string) => Promise<Place[]>, parent: string | undefined): Place[] {
  const [items, setItems] = useState<Place[]>([]);
  useEffect(() => {
    setItems([]);
    if (!parent) return undefined;
    let live = true;
    load(parent).then((list) => live && setItems(list), () => undefined);
    return () => {
      live = false;
    };
    // `load` is a module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parent]);
  return items;
}

interface Loaded {
  master: AutoMaster & { syp_per_usd?: number; currencies?: { value: string; name_en: string; name_ar: string }[] };
  listing: AutoEdit | null;
}

const CURRENCIES = [
  { value: 'USD', name_en: 'US dollar', name_ar: 'دولار أمريكي' },
  { value: 'SYP', name_en: 'Syrian pound', name_ar: 'ليرة سورية' },
];

function AutoForm({ id }: { id?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [form] = Form.useForm<AutoValues>();
  const safety = useFormSafety<AutoValues>('auto', id, form);
  const images = useUploads(MEDIA_RULES.autoImage, { max: MAX_IMAGES, onChange: safety.changed });
  const video = useUploads(MEDIA_RULES.autoVideo, { max: 1, onChange: safety.changed });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [restored, setRestored] = useState(false);
  const [mediaErrors, setMediaErrors] = useState<{ images?: string; video?: string }>({});
  const [waitNotice, setWaitNotice] = useState(false);

  const brandId = Form.useWatch('brand_id', form);
  const classId = Form.useWatch('class_id', form);
  const classes = useCatalogue(autoApi.classes, brandId);
  const models = useCatalogue(autoApi.models, classId);
  const price = Form.useWatch('price', form);
  const currency = Form.useWatch('price_currency', form);
  const discount = Form.useWatch('discount_percent', form);

  const mediaOf = (listing: AutoEdit | null) => {
    images.load(listing ? listing.images.map((img, n) => storedItem({ id: img.id, url: img.thumb_url || img.url, name: t('forms.media.existingName', { n: n + 1 }) })) : []);
    video.load(listing?.video ? [storedItem({ id: listing.video.id, url: listing.video.url, name: t('forms.media.existingVideo') })] : []);
  };

  useEffect(() => {
    let live = true;
    setLoadError(null);
    Promise.all([autoApi.master(), id ? autoApi.edit(id) : Promise.resolve(null)]).then(
      ([master, listing]) => {
        if (!live) return;
        mediaOf(listing);
        setLoaded({ master, listing });
      },
      (error: unknown) => live && setLoadError(serverMessage(error) ?? t('forms.loadFailed')),
    );
    return () => {
      live = false;
    };
    // Loaded once per listing (and on "try again").
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

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
  const years = Array.from({ length: master.years.max - master.years.min + 1 }, (_, i) => master.years.max - i).map((y) => ({ value: y, name_en: String(y), name_ar: String(y) }));

  const startOver = () => {
    safety.forget();
    form.resetFields();
    mediaOf(loaded.listing);
    setRestored(false);
  };

  const submit = (values: AutoValues) =>
    safety.saveOnce(async () => {
      if (images.busy || video.busy) {
        setWaitNotice(true);
        return;
      }
      setWaitNotice(false);
      setMediaErrors({});
      const all = { ...initial, ...form.getFieldsValue(true), ...values } as AutoValues;
      const body = toBody(all, images.ids, video.ids[0] ?? null);
      try {
        const response = id ? await autoApi.update({ id: Number(id), ...body }) : await autoApi.add(body);
        safety.forget();
        toast.success(response.message);
        navigate('/my-listing');
      } catch (error) {
        const rest = applyServerErrors(form, error, FIELDS);
        // Price errors name the currency field the API reads; they belong under the one price input.
        const priceError = rest.price_syp ?? rest.price_usd;
        if (priceError) form.setFields([{ name: 'price', errors: priceError }]);
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
      <Form<AutoValues>
        form={form}
        name="auto-listing"
        layout="vertical"
        initialValues={initial}
        disabled={safety.saving}
        scrollToFirstError
        onValuesChange={(changed: Partial<AutoValues>) => {
          // Another brand has other classes and models; another class other models.
          if ('brand_id' in changed) form.setFieldsValue({ class_id: '', model_id: '' });
          else if ('class_id' in changed) form.setFieldsValue({ model_id: '' });
          safety.changed();
        }}
        onFinish={(values) => void submit(values)}
        className="lf-form"
      >
        <fieldset className="lf-section">
          <legend>{t('forms.sections.vehicle')}</legend>
          <div className="lf-grid">
            <Form.Item name="vehicle_type" label={f('vehicleType')}>
              <ChoiceSelect options={master.vehicle_types} />
            </Form.Item>
            <Form.Item name="brand_id" label={f('brand')} rules={[rules.required(f('brand'))]}>
              <ChoiceSelect options={master.brands} />
            </Form.Item>
            <Form.Item name="class_id" label={f('class')} rules={[rules.required(f('class'))]}>
              <ChoiceSelect options={classes} disabled={!brandId || safety.saving} />
            </Form.Item>
            <Form.Item name="model_id" label={f('model')} rules={[rules.required(f('model'))]}>
              <ChoiceSelect options={models} disabled={!classId || safety.saving} />
            </Form.Item>
            <Form.Item name="trim" label={f('trim')} rules={[rules.max(f('trim'), 100)]}>
              <Input dir="auto" />
            </Form.Item>
            <Form.Item name="year" label={f('year')} rules={[rules.required(f('year'))]}>
              <ChoiceSelect options={years} />
            </Form.Item>
            <Form.Item name="condition" label={f('condition')} rules={[rules.required(f('condition'))]}>
              <ChoiceSelect options={master.conditions} />
            </Form.Item>
            <Form.Item name="transmission" label={f('transmission')} rules={[rules.required(f('transmission'))]}>
              <ChoiceSelect options={master.transmissions} />
            </Form.Item>
            <Form.Item name="seat_type" label={f('seatType')}>
              <ChoiceSelect options={master.seat_types} allowNone />
            </Form.Item>
            <Form.Item name="cylinders" label={f('cylinders')}>
              <ChoiceSelect options={master.cylinders} allowNone />
            </Form.Item>
            <Form.Item name="import_origin" label={f('importOrigin')} rules={[rules.required(f('importOrigin'))]}>
              <ChoiceSelect options={master.import_origins} />
            </Form.Item>
            <Form.Item name="fuel_type" label={f('fuelType')} rules={[rules.required(f('fuelType'))]}>
              <ChoiceSelect options={master.fuel_types} />
            </Form.Item>
            <Form.Item name="mileage_km" label={f('mileage')} rules={[rules.required(f('mileage')), rules.numeric(f('mileage'))]}>
              <Input inputMode="numeric" dir="ltr" />
            </Form.Item>
            <Form.Item name="body_type" label={f('bodyType')} rules={[rules.required(f('bodyType'))]}>
              <ChoiceSelect options={master.body_types} />
            </Form.Item>
            <Form.Item name="color" label={f('color')} rules={[rules.required(f('color'))]}>
              <ChoiceSelect options={master.colors} />
            </Form.Item>
            <Form.Item name="drive_type" label={f('driveType')} rules={[rules.required(f('driveType'))]}>
              <ChoiceSelect options={master.drive_types} />
            </Form.Item>
            <Form.Item name="vehicle_status" label={f('vehicleStatus')}>
              <ChoiceSelect options={master.vehicle_statuses} />
            </Form.Item>
          </div>
        </fieldset>

        <fieldset className="lf-section">
          <legend>{t('forms.sections.basics')}</legend>
          <Form.Item name="name" label={f('name')} rules={[rules.max(f('name'), 200)]}>
            <Input dir="auto" />
          </Form.Item>
          <Form.Item name="name_ar" label={f('nameAr')} rules={[rules.max(f('nameAr'), 200)]}>
            <Input dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name="description" label={f('description')} rules={[rules.max(f('description'), 10_000)]}>
            <Input.TextArea rows={4} dir="auto" />
          </Form.Item>
          <Form.Item name="description_ar" label={f('descriptionAr')} rules={[rules.max(f('descriptionAr'), 10_000)]}>
            <Input.TextArea rows={3} dir="rtl" lang="ar" />
          </Form.Item>
        </fieldset>

        <fieldset className="lf-section">
          <legend>{t('forms.sections.price')}</legend>
          <div className="lf-grid">
            <Form.Item name="price" label={f('price')} rules={[rules.required(f('price')), rules.numeric(f('price'))]}>
              <Input inputMode="numeric" dir="ltr" />
            </Form.Item>
            <Form.Item name="price_currency" label={f('priceCurrency')} rules={[rules.required(f('priceCurrency'))]}>
              <ChoiceSelect options={master.currencies ?? CURRENCIES} />
            </Form.Item>
            <Form.Item name="discount_percent" label={f('discountPercent')} rules={[rules.numeric(f('discountPercent'))]}>
              <Input inputMode="numeric" dir="ltr" suffix="%" />
            </Form.Item>
          </div>
          <DiscountPreview
            priceSyp={currency === 'SYP' ? price : ''}
            priceUsd={currency === 'USD' ? price : ''}
            percent={discount}
            sypPerUsd={master.syp_per_usd ?? 13_000}
          />
        </fieldset>

        <fieldset className="lf-section">
          <legend>{t('forms.sections.media')}</legend>
          <MediaField label={f('images')} rule={MEDIA_RULES.autoImage} uploads={images} multiple error={mediaErrors.images} disabled={safety.saving} />
          <MediaField label={f('video')} rule={MEDIA_RULES.autoVideo} uploads={video} multiple={false} error={mediaErrors.video} disabled={safety.saving} />
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
export default function AutoFormLoaded({ id }: { id?: string }) {
  return (
    <AntdProvider>
      <AutoForm id={id} />
    </AntdProvider>
  );
}
