import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@souq/shared';

export const PROPERTY_TYPES = ['Apartment', 'Villa', 'Farm', 'Commercial', 'Land', 'Building', 'Other', 'Studio'] as const;

/** Builds the /property query the search list reads; empty fields are left out. */
export function propertySearchUrl(fields: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value.trim()) params.set(key, value.trim());
  const query = params.toString();
  return query ? `/property?${query}` : '/property';
}

/** SPEC §2 home search: listing type, location, property type, budget range. */
export function HomeSearchForm() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [listingType, setListingType] = useState('sale');
  const [location, setLocation] = useState('');
  const [propertyType, setPropertyType] = useState('');
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const budgetInvalid = minPrice !== '' && maxPrice !== '' && Number(maxPrice) < Number(minPrice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (budgetInvalid) return;
    navigate(propertySearchUrl({ listing_type: listingType, location, property_type: propertyType, min_price: minPrice, max_price: maxPrice }));
  };

  return (
    <form className="souq-search" role="search" aria-label={t('home.searchLabel')} onSubmit={submit}>
      <fieldset className="souq-search__type">
        <legend className="souq-visually-hidden">{t('home.listingType')}</legend>
        {(['sale', 'rent'] as const).map((value) => (
          <label key={value} className={listingType === value ? 'is-selected' : undefined}>
            <input type="radio" name="listing_type" value={value} checked={listingType === value} onChange={() => setListingType(value)} />
            {t(value === 'sale' ? 'home.forSale' : 'home.forRent')}
          </label>
        ))}
      </fieldset>
      <div className="souq-search__fields">
        <label>
          <span>{t('home.location')}</span>
          <input type="text" value={location} placeholder={t('home.locationPlaceholder')} onChange={(e) => setLocation(e.target.value)} />
        </label>
        <label>
          <span>{t('home.propertyType')}</span>
          <select value={propertyType} onChange={(e) => setPropertyType(e.target.value)}>
            <option value="">{t('home.anyType')}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`propertyTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('home.minPrice')}</span>
          <input type="number" inputMode="numeric" min={0} value={minPrice} onChange={(e) => setMinPrice(e.target.value)} />
        </label>
        <label>
          <span>{t('home.maxPrice')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={maxPrice}
            aria-invalid={budgetInvalid}
            onChange={(e) => setMaxPrice(e.target.value)}
          />
        </label>
        <button type="submit" className="souq-button souq-button--primary" disabled={budgetInvalid}>
          {t('home.search')}
        </button>
      </div>
      {budgetInvalid && <p className="souq-field-error" role="alert">{t('home.budgetOrder')}</p>}
    </form>
  );
}
