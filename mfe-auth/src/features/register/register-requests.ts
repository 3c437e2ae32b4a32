import { http, i18n } from '@souq/shared';
import { languageHeader } from '../../lib/language-header';

export const USER_TYPES = ['Individual', 'Agent', 'Corporate'] as const;
export type RegisterUserType = (typeof USER_TYPES)[number];
export const LISTING_CATEGORIES = ['real_estate', 'auto', 'both'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  user_type: RegisterUserType;
  listing_category: ListingCategory | null;
}

/** docs/product/roles.md: only Agents and Corporates list, so only they choose a listing category. */
export function needsListingCategory(userType: unknown): boolean {
  return userType === 'Agent' || userType === 'Corporate';
}

export function register(input: RegisterInput) {
  return http.publicJson<{ email: string }>({
    method: 'POST',
    url: '/register',
    // The account's language follows the page, so its emails arrive in the language it was created in.
    data: { ...input, language: i18n.language === 'en' ? 'en' : 'ar' },
    headers: languageHeader(),
  });
}
