import type { Account, ProfileUpdate } from './profileApi';
import type { Lang } from '@souq/shared';

/** What the form holds: every text as a string ('' for nothing), pictures as paths or null. */
export interface ProfileValues {
  image: string | null;
  name: string;
  surname: string;
  phone: string;
  whatsapp: string;
  about_me: string;
  language: Lang;
  listing_category: '' | 'real_estate' | 'auto' | 'both';
  company_name: string;
  company_email: string;
  logo: string | null;
  company_phone: string;
  address: string;
  website: string;
  registration_number: string;
}

export const PROFILE_FIELDS: readonly (keyof ProfileValues)[] = [
  'image',
  'name',
  'surname',
  'phone',
  'whatsapp',
  'about_me',
  'language',
  'listing_category',
  'company_name',
  'company_email',
  'logo',
  'company_phone',
  'address',
  'website',
  'registration_number',
];

export function toValues(account: Account, pageLanguage: string): ProfileValues {
  const company = account.company;
  return {
    image: account.image ?? null,
    name: account.name ?? '',
    surname: account.surname ?? '',
    phone: account.phone ?? '',
    whatsapp: account.whatsapp ?? '',
    about_me: account.about_me ?? '',
    language: account.language ?? (pageLanguage === 'en' ? 'en' : 'ar'),
    listing_category: account.listing_category ?? '',
    company_name: company?.company_name ?? '',
    company_email: company?.company_email ?? '',
    logo: company?.logo ?? null,
    company_phone: company?.company_phone ?? '',
    address: company?.address ?? '',
    website: company?.website ?? '',
    registration_number: company?.registration_number ?? '',
  };
}

/** An empty box clears the value on the server. */
const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function toUpdate(values: ProfileValues, userType: string): ProfileUpdate {
  const update: ProfileUpdate = {
    name: values.name.trim(),
    surname: orNull(values.surname),
    phone: orNull(values.phone),
    whatsapp: orNull(values.whatsapp),
    about_me: orNull(values.about_me),
    image: values.image ?? null,
    language: values.language,
  };
  // Individuals do not list, so they have no listing category.
  if (userType !== 'Individual' && values.listing_category) update.listing_category = values.listing_category;
  if (userType === 'Corporate') {
    Object.assign(update, {
      company_name: values.company_name.trim(),
      company_email: orNull(values.company_email),
      logo: values.logo ?? null,
      company_phone: orNull(values.company_phone),
      address: orNull(values.address),
      website: orNull(values.website),
      registration_number: orNull(values.registration_number),
    });
  }
  return update;
}
