import { useWatch } from 'react-hook-form';
import { rules } from '@souq/shared';
import { Field } from '@souq/shared/area-kit';
import { BasicsSection } from './BasicsSection';
import { ChoiceSelect, numberOrNull, str, textOrNull } from './formParts';
import { autoApi, type AutoEdit, type AutoMaster, type AutoPriceQuery, type Option } from './listingApi';
import { ListingFormBody } from './ListingFormBody';
import { PriceBlock, priceBody, storedPrices, type PriceValues } from './PriceBlock';
import { StatusField } from './StatusField';
import { AUTO_SYP_CEILING, sypPerUsdOf, useListingForm } from './useListingForm';
import { knownPlace, usePlaces } from './usePlaces';
import { useTypicalPrice } from './useTypicalPrice';
import { takeFormData } from './formData';

export interface AutoValues extends PriceValues {
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
  vehicle_status: string;
  status: string;
}

const FIELDS: readonly string[] = [
  'name',
  'name_ar',
  'description',
  'description_ar',
  'vehicle_type',
  'brand_id',
  'class_id',
  'model_id',
  'trim',
  'year',
  'condition',
  'transmission',
  'seat_type',
  'cylinders',
  'import_origin',
  'fuel_type',
  'mileage_km',
  'body_type',
  'color',
  'drive_type',
  'price_currency',
  'price_syp',
  'price_usd',
  'discount_percent',
  'vehicle_status',
  'status',
];

const EMPTY: AutoValues = {
  name: '',
  name_ar: '',
  description: '',
  description_ar: '',
  vehicle_type: 'car',
  brand_id: '',
  class_id: '',
  model_id: '',
  trim: '',
  year: '',
  condition: '',
  transmission: '',
  seat_type: '',
  cylinders: '',
  import_origin: '',
  fuel_type: '',
  mileage_km: '',
  body_type: '',
  color: '',
  drive_type: '',
  price_currency: 'USD',
  price_syp: '',
  price_usd: '',
  discount_percent: '0',
  vehicle_status: 'available',
  status: 'active',
};

function fromListing(a: AutoEdit, sypPerUsd: number): AutoValues {
  return {
    name: a.name,
    name_ar: a.name_ar ?? '',
    description: a.description ?? '',
    description_ar: a.description_ar ?? '',
    vehicle_type: a.vehicle_type,
    brand_id: str(a.brand.id),
    class_id: str(a.class.id),
    model_id: str(a.model.id),
    trim: a.trim ?? '',
    year: str(a.year),
    condition: a.condition,
    transmission: a.transmission,
    seat_type: a.seat_type ?? '',
    cylinders: str(a.cylinders),
    import_origin: a.import_origin,
    fuel_type: a.fuel_type,
    mileage_km: str(a.mileage_km),
    body_type: a.body_type,
    color: a.color,
    drive_type: a.drive_type,
    ...storedPrices(a, sypPerUsd),
    discount_percent: str(a.discount_percent),
    vehicle_status: a.vehicle_status,
    status: a.status,
  };
}

/** What the API takes (api/src/features/auto/schemas.ts AutoFields): the price in the currency the seller chose, and the other one when typed. */
function toBody(v: AutoValues, images: number[], videoId: number | null) {
  const body: Record<string, unknown> = {
    name_ar: textOrNull(v.name_ar),
    description: textOrNull(v.description),
    description_ar: textOrNull(v.description_ar),
    brand_id: numberOrNull(v.brand_id),
    class_id: numberOrNull(v.class_id),
    model_id: numberOrNull(v.model_id),
    trim: textOrNull(v.trim),
    year: numberOrNull(v.year),
    condition: v.condition,
    transmission: v.transmission,
    seat_type: v.seat_type || null,
    cylinders: numberOrNull(v.cylinders),
    import_origin: v.import_origin,
    fuel_type: v.fuel_type,
    mileage_km: numberOrNull(v.mileage_km),
    body_type: v.body_type,
    color: v.color,
    drive_type: v.drive_type,
    ...priceBody(v),
    images,
    video_id: videoId,
  };
  // Optional, not nullable: the API names the listing "Brand Model Trim Year" when no name is given.
  const name = textOrNull(v.name);
  if (name) body.name = name;
  if (v.vehicle_type) body.vehicle_type = v.vehicle_type;
  if (v.vehicle_status) body.vehicle_status = v.vehicle_status;
  if (v.status) body.status = v.status;
  return body;
}

/**
 * What the typical price of the car being written depends on, as far as the form has it (a car's type alone already
 * gives a wide range). The listing being edited is left out of its own comparables.
 */
function typicalPriceQuery(v: Partial<AutoValues>, id: string | undefined): AutoPriceQuery {
  const whole = (value: string | undefined) => {
    const n = numberOrNull(value);
    return n !== null && Number.isInteger(n) && n > 0 ? n : null;
  };
  const brandId = whole(v.brand_id);
  const modelId = whole(v.model_id);
  const year = whole(v.year);
  return {
    ...(v.vehicle_type && { vehicle_type: v.vehicle_type as NonNullable<AutoPriceQuery['vehicle_type']> }),
    ...(brandId && { brand_id: brandId }),
    ...(modelId && { model_id: modelId }),
    ...(year && { year }),
    ...(id && { id: Number(id) }),
  };
}

interface Loaded {
  master: AutoMaster & {
    syp_per_usd?: number;
    old_pounds_per_new?: number;
    currencies?: Option[];
    statuses?: Option[];
  };
  listing: AutoEdit | null;
}

// Another brand has other classes and models; another class other models.
const BELOW = { brand_id: ['class_id', 'model_id'], class_id: ['model_id'] } as const;

function AutoForm({ id }: { id?: string }) {
  const kit = useListingForm<AutoValues, Loaded>({
    kind: 'auto',
    id,
    empty: EMPTY,
    load: () => takeFormData('auto', id),
    fromListing,
    below: BELOW,
    api: autoApi,
    toBody,
    fields: FIELDS,
  });
  const { form, t } = kit;
  const [brandId, classId, modelId, year, vehicleType] = useWatch({
    control: form.control,
    name: ['brand_id', 'class_id', 'model_id', 'year', 'vehicle_type'],
  });
  const typical = useTypicalPrice(
    autoApi.typicalPrice,
    typicalPriceQuery({ brand_id: brandId, model_id: modelId, year, vehicle_type: vehicleType }, id),
  );
  const stored = kit.loaded?.listing;
  const classes = usePlaces(autoApi.classes, brandId, knownPlace(stored?.brand, stored?.class));
  const models = usePlaces(autoApi.models, classId, knownPlace(stored?.class, stored?.model));
  const field = { form };
  const f = (key: string) => t(`forms.fields.${key}`);

  return (
    <ListingFormBody kit={kit} name="auto-listing">
      {({ master, listing }) => {
        const years = Array.from(
          { length: master.years.max - master.years.min + 1 },
          (_, i) => master.years.max - i,
        ).map((y) => ({ value: y, name_en: String(y), name_ar: String(y) }));
        return (
          <>
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
                <Field
                  {...field}
                  name="transmission"
                  label={f('transmission')}
                  rules={[rules.required(f('transmission'))]}
                >
                  <ChoiceSelect options={master.transmissions} />
                </Field>
                <Field {...field} name="seat_type" label={f('seatType')}>
                  <ChoiceSelect options={master.seat_types} allowNone />
                </Field>
                <Field {...field} name="cylinders" label={f('cylinders')}>
                  <ChoiceSelect options={master.cylinders} allowNone />
                </Field>
                <Field
                  {...field}
                  name="import_origin"
                  label={f('importOrigin')}
                  rules={[rules.required(f('importOrigin'))]}
                >
                  <ChoiceSelect options={master.import_origins} />
                </Field>
                <Field {...field} name="fuel_type" label={f('fuelType')} rules={[rules.required(f('fuelType'))]}>
                  <ChoiceSelect options={master.fuel_types} />
                </Field>
                <Field
                  {...field}
                  name="mileage_km"
                  label={f('mileage')}
                  rules={[rules.required(f('mileage')), rules.numeric(f('mileage'))]}
                >
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
                <StatusField form={form} options={master.statuses} loaded={listing?.status} side="sale" soldElsewhere />
              </div>
            </fieldset>

            <BasicsSection form={form} required={false} />

            <PriceBlock
              form={form}
              sypPerUsd={sypPerUsdOf(master)}
              oldPerNew={master.old_pounds_per_new}
              currencies={master.currencies}
              required
              layout="one"
              sypCeiling={AUTO_SYP_CEILING}
              typical={typical}
            />
          </>
        );
      }}
    </ListingFormBody>
  );
}

export default AutoForm;
