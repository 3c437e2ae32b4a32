import { useEffect, useState } from 'react';
import { useFormTranslation } from './formTexts';
import { useForm, useWatch } from 'react-hook-form';
import { LoadingText, rules } from '@souq/shared';
import { Field } from '../form-errors/Field';
import { DiscountPreview } from './DiscountPreview';
import { ChoiceSelect, numberOrNull, serverMessage, textOrNull } from './formParts';
import { autoApi, type AutoEdit, type AutoMaster, type Place } from './listingApi';
import { MediaField } from './MediaField';
import { MAX_IMAGES, MEDIA_RULES } from './mediaRules';
import { saveListing, type MediaErrors } from './saveListing';
import { useFormSafety, useKeepDraft } from './useFormSafety';
import { storedItem, useUploads } from './useUploads';

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
  'vehicle_status', 'status', 'price',
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
  const { t } = useFormTranslation();
  // Checked on publishing, then again on every change of a field shown wrong.
  const form = useForm<AutoValues>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const safety = useFormSafety<AutoValues>('auto', id, form);
  const images = useUploads(MEDIA_RULES.autoImage, { max: MAX_IMAGES, onChange: safety.changed });
  const video = useUploads(MEDIA_RULES.autoVideo, { max: 1, onChange: safety.changed });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [restored, setRestored] = useState(false);
  const [mediaErrors, setMediaErrors] = useState<MediaErrors>({});
  const [waitNotice, setWaitNotice] = useState(false);

  const [brandId, classId, price, currency, discount] = useWatch({ control: form.control, name: ['brand_id', 'class_id', 'price', 'price_currency', 'discount_percent'] });
  const classes = useCatalogue(autoApi.classes, brandId);
  const models = useCatalogue(autoApi.models, classId);

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
      // Another brand has other classes and models; another class other models.
      if (name === 'brand_id') {
        form.setValue('class_id', '');
        form.setValue('model_id', '');
      } else if (name === 'class_id') form.setValue('model_id', '');
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
  const field = { form };
  const f = (key: string) => t(`forms.fields.${key}`);
  const years = Array.from({ length: master.years.max - master.years.min + 1 }, (_, i) => master.years.max - i).map((y) => ({ value: y, name_en: String(y), name_ar: String(y) }));

  const startOver = () => {
    safety.forget();
    form.reset();
    mediaOf(loaded.listing);
    setRestored(false);
  };

  // Price errors name the currency field the API reads; they belong under the one price input.
  const submit = (values: AutoValues) =>
    saveListing({ id, form, safety, images, video, api: autoApi, toBody, fields: FIELDS, aliases: { price_syp: 'price', price_usd: 'price' }, setWaitNotice, setMediaErrors }, values);

  return (
    <>
      {restored && (
        <p className="lf-restored" role="status">
          {t('forms.draftRestored')}{' '}
          <button type="button" className="acc-button acc-button--small" onClick={startOver}>{t('forms.discardDraft')}</button>
        </p>
      )}
      <form name="auto-listing" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="lf-form">
        <fieldset disabled={safety.saving} className="acc-form__body">
          <fieldset className="lf-section">
            <legend>{t('forms.sections.vehicle')}</legend>
            <div className="lf-grid">
              <Field {...field} name="vehicle_type" label={f('vehicleType')}>
                <ChoiceSelect options={master.vehicle_types} />
              </Field>
              <Field {...field} name="brand_id" label={f('brand')} rules={[rules.required(f('brand'))]}>
                <ChoiceSelect options={master.brands} />
              </Field>
              <Field {...field} name="class_id" label={f('class')} rules={[rules.required(f('class'))]}>
                <ChoiceSelect options={classes} disabled={!brandId} />
              </Field>
              <Field {...field} name="model_id" label={f('model')} rules={[rules.required(f('model'))]}>
                <ChoiceSelect options={models} disabled={!classId} />
              </Field>
              <Field {...field} name="trim" label={f('trim')} rules={[rules.max(f('trim'), 100)]}>
                <input dir="auto" />
              </Field>
              <Field {...field} name="year" label={f('year')} rules={[rules.required(f('year'))]}>
                <ChoiceSelect options={years} />
              </Field>
              <Field {...field} name="condition" label={f('condition')} rules={[rules.required(f('condition'))]}>
                <ChoiceSelect options={master.conditions} />
              </Field>
              <Field {...field} name="transmission" label={f('transmission')} rules={[rules.required(f('transmission'))]}>
                <ChoiceSelect options={master.transmissions} />
              </Field>
              <Field {...field} name="seat_type" label={f('seatType')}>
                <ChoiceSelect options={master.seat_types} allowNone />
              </Field>
              <Field {...field} name="cylinders" label={f('cylinders')}>
                <ChoiceSelect options={master.cylinders} allowNone />
              </Field>
              <Field {...field} name="import_origin" label={f('importOrigin')} rules={[rules.required(f('importOrigin'))]}>
                <ChoiceSelect options={master.import_origins} />
              </Field>
              <Field {...field} name="fuel_type" label={f('fuelType')} rules={[rules.required(f('fuelType'))]}>
                <ChoiceSelect options={master.fuel_types} />
              </Field>
              <Field {...field} name="mileage_km" label={f('mileage')} rules={[rules.required(f('mileage')), rules.numeric(f('mileage'))]}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="body_type" label={f('bodyType')} rules={[rules.required(f('bodyType'))]}>
                <ChoiceSelect options={master.body_types} />
              </Field>
              <Field {...field} name="color" label={f('color')} rules={[rules.required(f('color'))]}>
                <ChoiceSelect options={master.colors} />
              </Field>
              <Field {...field} name="drive_type" label={f('driveType')} rules={[rules.required(f('driveType'))]}>
                <ChoiceSelect options={master.drive_types} />
              </Field>
              <Field {...field} name="vehicle_status" label={f('vehicleStatus')}>
                <ChoiceSelect options={master.vehicle_statuses} />
              </Field>
            </div>
          </fieldset>

          <fieldset className="lf-section">
            <legend>{t('forms.sections.basics')}</legend>
            <Field {...field} name="name" label={f('name')} rules={[rules.max(f('name'), 200)]}>
              <input dir="auto" />
            </Field>
            <Field {...field} name="name_ar" label={f('nameAr')} rules={[rules.max(f('nameAr'), 200)]}>
              <input dir="rtl" lang="ar" />
            </Field>
            <Field {...field} name="description" label={f('description')} rules={[rules.max(f('description'), 10_000)]}>
              <textarea rows={4} dir="auto" />
            </Field>
            <Field {...field} name="description_ar" label={f('descriptionAr')} rules={[rules.max(f('descriptionAr'), 10_000)]}>
              <textarea rows={3} dir="rtl" lang="ar" />
            </Field>
          </fieldset>

          <fieldset className="lf-section">
            <legend>{t('forms.sections.price')}</legend>
            <div className="lf-grid">
              <Field {...field} name="price" label={f('price')} rules={[rules.required(f('price')), rules.numeric(f('price'))]}>
                <input inputMode="numeric" dir="ltr" />
              </Field>
              <Field {...field} name="price_currency" label={f('priceCurrency')} rules={[rules.required(f('priceCurrency'))]}>
                <ChoiceSelect options={master.currencies ?? CURRENCIES} />
              </Field>
              <Field {...field} name="discount_percent" label={f('discountPercent')} rules={[rules.numeric(f('discountPercent'))]} suffix="%">
                <input inputMode="numeric" dir="ltr" />
              </Field>
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
            <button type="submit" className="acc-button acc-button--primary" disabled={safety.saving} aria-busy={safety.saving}>
              {safety.saving ? t('forms.actions.saving') : id ? t('forms.actions.save') : t('forms.actions.add')}
            </button>
          </div>
        </fieldset>
      </form>
    </>
  );
}

export default AutoForm;
