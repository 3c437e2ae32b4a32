import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@souq/shared';
import { Field } from '@souq/shared/area-kit';
import { ChoiceSelect } from './formParts';
import type { Option } from './listingApi';

// The one lifecycle of every listing (api/src/features/listings/lifecycle.ts). The owner picks among the statuses
// the master data offers; a listing in another one (a draft, an expired listing) may be sent back as it was loaded,
// and a hidden one is under review: its owner sees why and cannot change it.
const LIFECYCLE = ['draft', 'active', 'paused', 'expired', 'sold', 'rented', 'hidden'] as const;
/** What a listing may be posted in; a sale ends sold, a rent rented. */
const INITIAL = ['draft', 'active', 'paused'];
const ENDS = { sale: 'rented', rent: 'sold' } as const;

interface StatusFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The statuses the master data offers an owner (a car's API lists none: it is sold, never rented). */
  options: readonly Option[] | undefined;
  /** The status the listing was loaded in (none for a new listing). */
  loaded: string | undefined;
  /** What the listing is on the market for: a sale cannot be rented, nor a rent sold. */
  side: 'sale' | 'rent';
  /** A car is marked sold by its own "Vehicle status" field (docs/product/data.md), so its listing status does not offer Sold. */
  soldElsewhere?: boolean;
}

export function StatusField<V extends FieldValues>({
  form,
  options,
  loaded,
  side,
  soldElsewhere = false,
}: StatusFieldProps<V>) {
  const { t } = useTranslation('account');
  const label = t('forms.fields.status');
  // Only the page's language's texts are loaded: the name is the same whichever one the select reads.
  const named = (value: string): Option => ({
    value,
    name_en: t(`forms.statuses.${value}`),
    name_ar: t(`forms.statuses.${value}`),
  });
  if (loaded === 'hidden') {
    return (
      <div className="acc-field lf-status" data-field="status">
        <span className="acc-field__label">{label}</span>
        <p className="lf-status__review" role="status">
          <strong>{t('forms.statuses.hidden')}</strong> — {t('forms.hints.underReview')}
        </p>
      </div>
    );
  }
  const listed = options && options.length > 0 ? options : ['active', 'paused', 'sold', 'rented'].map(named);
  // Only the moves the API would take: a new listing starts on the market (or paused), and ends as its side does.
  const offered = listed.filter(
    (o) =>
      o.value !== ENDS[side] &&
      !(soldElsewhere && o.value === 'sold') &&
      (loaded !== undefined || INITIAL.includes(o.value)),
  );
  // The status it was loaded in stays choosable, so saving other changes does not move the listing.
  if (loaded && !offered.some((o) => o.value === loaded) && (LIFECYCLE as readonly string[]).includes(loaded))
    offered.unshift(named(loaded));
  return (
    <Field form={form} name={'status' as Path<V>} label={label}>
      <ChoiceSelect options={offered} />
    </Field>
  );
}
