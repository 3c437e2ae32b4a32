import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { addTranslations, http, useSession, useTranslation } from '@souq/shared';

export const PROPERTY_TYPES = [
  'Apartment',
  'Villa',
  'Farm',
  'Commercial',
  'Land',
  'Building',
  'Other',
  'Studio',
] as const;

// The few texts of this form that the shell's own translations do not have.
addTranslations('homeSearch', {
  en: { anyLocation: 'All governorates' },
  ar: { anyLocation: 'كل المحافظات' },
});

interface Governorate {
  id: number;
  name_en: string;
  name_ar: string;
}

/**
 * Builds the /property query the search list reads (mfe-property's searchFilters.ts: listing_type,
 * governorate, property_type, min_price, max_price, currency); empty fields are left out.
 */
export function propertySearchUrl(fields: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value.trim()) params.set(key, value.trim());
  // The currency only means something next to a budget.
  if (!params.has('min_price') && !params.has('max_price')) params.delete('currency');
  const query = params.toString();
  return query ? `/property?${query}` : '/property';
}

function useGovernorates(): Governorate[] {
  const [list, setList] = useState<Governorate[]>([]);
  useEffect(() => {
    let live = true;
    http.publicJson<Governorate[]>({ url: '/property/goveronates' }).then(
      (response) => live && Array.isArray(response.data) && setList(response.data),
      // Without the list the form still searches every governorate.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/** docs/product/routes.md home search: listing type, location, property type, budget range. */
export function HomeSearchForm() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const symbol = useSession((state) => state.symbol);
  const governorates = useGovernorates();
  const [listingType, setListingType] = useState('sale');
  const [governorate, setGovernorate] = useState('');
  const [propertyType, setPropertyType] = useState('');
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const budgetInvalid = minPrice !== '' && maxPrice !== '' && Number(maxPrice) < Number(minPrice);
  const currencyLabel = t(`common:currency.${symbol === 'USD' ? 'USD' : 'Syp'}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (budgetInvalid) return;
    navigate(
      propertySearchUrl({
        listing_type: listingType,
        governorate,
        property_type: propertyType,
        min_price: minPrice,
        max_price: maxPrice,
        currency: symbol === 'USD' ? 'USD' : 'SYP',
      }),
    );
  };

  return (
    <form className="souq-search" role="search" aria-label={t('home.searchLabel')} onSubmit={submit}>
      <fieldset className="souq-search__type">
        <legend className="souq-visually-hidden">{t('home.listingType')}</legend>
        {(['sale', 'rent'] as const).map((value) => (
          <label key={value} className={listingType === value ? 'is-selected' : undefined}>
            <input
              type="radio"
              name="listing_type"
              value={value}
              checked={listingType === value}
              onChange={() => setListingType(value)}
            />
            {t(value === 'sale' ? 'home.forSale' : 'home.forRent')}
          </label>
        ))}
      </fieldset>
      <div className="souq-search__fields">
        <label>
          <span>{t('home.location')}</span>
          <select name="governorate" value={governorate} onChange={(e) => setGovernorate(e.target.value)}>
            <option value="">{t('homeSearch:anyLocation')}</option>
            {governorates.map((place) => (
              <option key={place.id} value={String(place.id)}>
                {i18n.language === 'ar' ? place.name_ar : place.name_en}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('home.propertyType')}</span>
          <select name="property_type" value={propertyType} onChange={(e) => setPropertyType(e.target.value)}>
            <option value="">{t('home.anyType')}</option>
            {PROPERTY_TYPES.map((type) => (
              // The API's values are the lower-case names.
              <option key={type} value={type.toLowerCase()}>
                {t(`propertyTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            {t('home.minPrice')} ({currencyLabel})
          </span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            name="min_price"
            value={minPrice}
            onChange={(e) => setMinPrice(e.target.value)}
          />
        </label>
        <label>
          <span>
            {t('home.maxPrice')} ({currencyLabel})
          </span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            name="max_price"
            value={maxPrice}
            aria-invalid={budgetInvalid}
            onChange={(e) => setMaxPrice(e.target.value)}
          />
        </label>
        <button type="submit" className="souq-button souq-button--primary" disabled={budgetInvalid}>
          {t('home.search')}
        </button>
      </div>
      {budgetInvalid && (
        <p className="souq-field-error" role="alert">
          {t('home.budgetOrder')}
        </p>
      )}
    </form>
  );
}
