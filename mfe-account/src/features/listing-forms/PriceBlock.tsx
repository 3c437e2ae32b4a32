import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import {
  formatLargePrice,
  formatNumber,
  formatOldPounds,
  formatPrice,
  OLD_POUNDS_PER_NEW,
  rules,
  useTranslation,
} from '@souq/shared';
import { Field } from '@souq/shared/area-kit';
import { DiscountPreview } from './DiscountPreview';
import { ChoiceSelect, numberOrNull } from './formParts';
import type { Option, TypicalPrice } from './listingApi';
import { farPrice, roughTimes } from './priceCheck';

export type Currency = 'SYP' | 'USD';

/** The price fields of either form: the currency the member sets the price in, the prices and the discount. */
export interface PriceValues {
  price_currency: Currency;
  price_syp: string;
  price_usd: string;
  discount_percent: string;
}

const FALLBACK_CURRENCIES: Option[] = [
  { value: 'USD', name_en: 'US dollar', name_ar: 'دولار أمريكي' },
  { value: 'SYP', name_en: 'Syrian pound', name_ar: 'ليرة سورية' },
];

const other = (currency: Currency): Currency => (currency === 'SYP' ? 'USD' : 'SYP');
const priceName = (currency: Currency) => (currency === 'SYP' ? 'price_syp' : 'price_usd');

/**
 * The stored prices as the member set them: a price that is exactly the other one converted was worked out by the
 * API, so it comes back empty (shown as "≈") and follows the member's price; a price of their own stays as stored.
 */
export function storedPrices(
  p: { price_syp: number; price_usd: number; price_currency?: string | null },
  sypPerUsd: number,
): Omit<PriceValues, 'discount_percent'> {
  const str = (n: number) => String(n);
  const lead: Currency =
    p.price_currency === 'SYP' || p.price_currency === 'USD'
      ? p.price_currency
      : p.price_syp === Math.round(p.price_usd * sypPerUsd)
        ? 'USD'
        : 'SYP';
  const worked =
    lead === 'USD'
      ? p.price_syp === Math.round(p.price_usd * sypPerUsd)
      : p.price_usd === Math.round(p.price_syp / sypPerUsd);
  if (lead === 'USD')
    return { price_currency: 'USD', price_usd: str(p.price_usd), price_syp: worked ? '' : str(p.price_syp) };
  return { price_currency: 'SYP', price_syp: str(p.price_syp), price_usd: worked ? '' : str(p.price_usd) };
}

/** What the API takes of the price block (the same names for both kinds of listing). */
export const priceBody = (v: PriceValues) => ({
  price_currency: v.price_currency,
  price_syp: numberOrNull(v.price_syp),
  price_usd: numberOrNull(v.price_usd),
  discount_percent: numberOrNull(v.discount_percent) ?? 0,
});

/** A pound price this many times what its dollar price comes to at the rate was most likely typed in old pounds. */
const OLD_POUNDS_RATIO = 50;

/**
 * Whether a pound price looks typed in old pounds (1 new = 100 old since 2026): far above what its dollar price
 * comes to, or above any price of its kind. Only a warning: the member may mean it.
 */
export function looksLikeOldPounds(
  syp: number | null,
  usd: number | null,
  sypPerUsd: number,
  ceiling: number,
): boolean {
  if (syp === null || Number.isNaN(syp) || syp <= 0) return false;
  if (usd !== null && !Number.isNaN(usd) && usd > 0 && syp > OLD_POUNDS_RATIO * usd * sypPerUsd) return true;
  return syp > ceiling;
}

interface PriceBlockProps<V extends FieldValues & PriceValues> {
  form: UseFormReturn<V>;
  sypPerUsd: number;
  /** Old pounds in one new pound (the API's redenomination factor); 100 until the master data says. */
  oldPerNew?: number;
  /** The currencies of the master data, when it lists them. */
  currencies?: readonly Option[];
  /** A required price (a car); otherwise the API may take a listing priced later. */
  required?: boolean;
  /**
   * How the currency is chosen: as buttons beside both prices, each the member's to type (a property), or in a list
   * beside the one price (a car); in both, the other price left empty is worked out from the member's.
   */
  layout: 'both' | 'one';
  /** New pounds above which no listing of the kind is priced: without a typical price, a higher one is warned about. */
  sypCeiling: number;
  /** What such a listing usually costs here (useTypicalPrice): a price far outside its range is warned about. */
  typical?: TypicalPrice;
}

/** The price section of a listing form: the currency, the price(s), the discount and what they come to. */
export function PriceBlock<V extends FieldValues & PriceValues>({
  form,
  sypPerUsd,
  oldPerNew = OLD_POUNDS_PER_NEW,
  currencies,
  required,
  layout,
  sypCeiling,
  typical = null,
}: PriceBlockProps<V>) {
  const { t, i18n } = useTranslation('account');
  const f = (key: string) => t(`forms.fields.${key}`);
  const [currency, priceSyp, priceUsd, discount] = useWatch({
    control: form.control,
    name: ['price_currency', 'price_syp', 'price_usd', 'discount_percent'] as Path<V>[],
  }) as unknown as [Currency, string, string, string];
  const lead: Currency = currency === 'SYP' ? 'SYP' : 'USD';
  const follower = other(lead);
  const leadAmount = numberOrNull(lead === 'SYP' ? priceSyp : priceUsd);
  const followerTyped = numberOrNull(follower === 'SYP' ? priceSyp : priceUsd) !== null;
  const sypAmount = numberOrNull(priceSyp);
  const sypShown = sypAmount !== null && !Number.isNaN(sypAmount) && sypAmount > 0;
  const usdAmount = numberOrNull(priceUsd);
  const usdTyped = usdAmount !== null && !Number.isNaN(usdAmount) && usdAmount > 0;
  // The pound price when there is one (old pounds hide there), else the dollar price at the rate, against what such
  // a listing costs here.
  const checked = sypShown ? sypAmount : usdTyped ? usdAmount * sypPerUsd : null;
  const far = farPrice(checked, typical);
  // Without a typical price to go by, the fixed ceiling of the kind stands in for it.
  const oldPounds =
    !far && sypShown && looksLikeOldPounds(sypAmount, usdAmount, sypPerUsd, typical ? Infinity : sypCeiling);
  const converted =
    leadAmount === null || Number.isNaN(leadAmount)
      ? null
      : lead === 'SYP'
        ? Math.round(leadAmount / sypPerUsd)
        : Math.round(leadAmount * sypPerUsd);
  // With one price on show, another currency carries the amount typed over to it (nothing is lost or doubled).
  useEffect(() => {
    if (layout !== 'one') return undefined;
    const watching = form.watch((values, { name, type }) => {
      if (type !== 'change' || name !== 'price_currency') return;
      const to: Currency = values.price_currency === 'SYP' ? 'SYP' : 'USD';
      const from = other(to);
      queueMicrotask(() => {
        form.setValue(priceName(to) as Path<V>, form.getValues(priceName(from) as Path<V>));
        form.setValue(priceName(from) as Path<V>, '' as V[Path<V>]);
      });
    });
    return () => watching.unsubscribe();
  }, [form, layout]);
  const field = { form };
  const priceRules = (label: string) =>
    required ? [rules.required(label), rules.numeric(label)] : [rules.numeric(label)];
  const amount = (c: Currency, label: string) => (
    <Field
      key={c}
      {...field}
      name={priceName(c) as Path<V>}
      label={label}
      rules={c === lead ? priceRules(label) : [rules.numeric(label)]}
    >
      <input inputMode="numeric" dir="ltr" />
    </Field>
  );

  return (
    <fieldset className="lf-section">
      <legend>{t('forms.sections.price')}</legend>
      {layout === 'both' && (
        <>
          <fieldset className="acc-checks" data-field="price_currency">
            <legend>{f('priceLead')}</legend>
            <div className="acc-checks__list">
              {(['SYP', 'USD'] as const).map((c) => (
                <label key={c} className="acc-check">
                  <input type="radio" value={c} {...form.register('price_currency' as Path<V>)} />
                  {t(`forms.currencies.${c}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="lf-hint">{t('forms.hints.oneOfPrices')}</p>
        </>
      )}
      <div className="lf-grid">
        {layout === 'both' ? (
          <>
            {amount(lead, f(lead === 'SYP' ? 'priceSyp' : 'priceUsd'))}
            {amount(follower, f(follower === 'SYP' ? 'priceSyp' : 'priceUsd'))}
          </>
        ) : (
          <>
            {amount(lead, f('price'))}
            <Field
              {...field}
              name={'price_currency' as Path<V>}
              label={f('priceCurrency')}
              rules={[rules.required(f('priceCurrency'))]}
            >
              <ChoiceSelect options={currencies ?? FALLBACK_CURRENCIES} />
            </Field>
          </>
        )}
        <Field
          {...field}
          name={'discount_percent' as Path<V>}
          label={f('discountPercent')}
          rules={[rules.numeric(f('discountPercent'))]}
          suffix="%"
        >
          <input inputMode="numeric" dir="ltr" />
        </Field>
      </div>
      {/* People still quote old pounds: the amount typed is shown in them as it is typed, and one that looks typed in
          them is pointed out (not refused). */}
      <p className="lf-hint" aria-live="polite" data-testid="old-pounds">
        {sypShown && formatOldPounds(sypAmount, i18n.language, oldPerNew)}
      </p>
      {far && typical && checked !== null && (
        <FarPriceWarning
          far={far}
          typical={typical}
          syp={checked}
          inPounds={sypShown}
          sypPerUsd={sypPerUsd}
          oldPerNew={oldPerNew}
        />
      )}
      {oldPounds && (
        <p className="lf-warning" role="alert" data-testid="old-pounds-warning">
          {t('forms.hints.oldPoundsWarning', {
            price: formatPrice(sypAmount / oldPerNew, 'Syp', i18n.language),
            factor: oldPerNew,
          })}
        </p>
      )}
      <p className="lf-hint" role="status" aria-live="polite" data-testid="converted-price">
        {converted !== null &&
          !followerTyped &&
          t('forms.hints.convertedPrice', {
            price: formatPrice(converted, follower === 'USD' ? 'USD' : 'Syp', i18n.language),
          })}
      </p>
      <DiscountPreview priceSyp={priceSyp} priceUsd={priceUsd} percent={discount} sypPerUsd={sypPerUsd} />
    </fieldset>
  );
}

/**
 * A price far from what such a listing costs here, said in dollars (what people check a price against), with the
 * typical price and the plausible range in the currency typed; for a pound price far above, the question whether it
 * was typed in old pounds. Only advice: the listing may still be published as it is.
 */
function FarPriceWarning({
  far,
  typical,
  syp,
  inPounds,
  sypPerUsd,
  oldPerNew,
}: {
  far: NonNullable<ReturnType<typeof farPrice>>;
  typical: NonNullable<TypicalPrice>;
  syp: number;
  inPounds: boolean;
  sypPerUsd: number;
  oldPerNew: number;
}) {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.language;
  const shown = (amount: number) =>
    inPounds ? formatLargePrice(amount, 'Syp', lng) : formatLargePrice(amount / sypPerUsd, 'USD', lng);
  const askOldPounds = inPounds && far.direction === 'above';
  return (
    <p className="lf-warning" role="alert" data-testid="price-warning">
      {t(`forms.priceCheck.${far.direction}`, {
        usd: formatLargePrice(syp / sypPerUsd, 'USD', lng),
        times: roughTimes(far.times),
        typical: shown(typical.typical_syp),
      })}{' '}
      {t('forms.priceCheck.range', {
        min: shown(typical.min_syp),
        max: shown(typical.max_syp),
        n: formatNumber(typical.comparables),
      })}{' '}
      {askOldPounds
        ? `${t('forms.priceCheck.oldPounds', { suggested: formatPrice(Math.round(syp / oldPerNew), 'Syp', lng) })} ${t('forms.priceCheck.mayPublish')}`
        : t('forms.priceCheck.checkAmount')}
    </p>
  );
}
