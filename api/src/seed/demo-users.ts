import type { ListingCategory, UserType } from '../db/types.js';

// Demo accounts created by the seed on every tenant it seeds, verified and ready to sign in with.
// These are public, well-known credentials for trying the site locally; never seed them into production data.
export interface DemoUser {
  userType: UserType;
  name: string;
  surname: string;
  email: string;
  password: string;
  listingCategory: ListingCategory | null;
  phone: string;
  company?: {
    name: string;
    email: string;
    phone: string;
    address: string;
    website: string;
    registrationNumber: string;
  };
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    userType: 'Individual',
    name: 'Lina',
    surname: 'Haddad',
    email: 'individual@souq.localhost',
    password: 'Individual@2026',
    listingCategory: null,
    phone: '+963 944 000 001',
  },
  {
    userType: 'Agent',
    name: 'Omar',
    surname: 'Khatib',
    email: 'agent@souq.localhost',
    password: 'Agent@2026',
    listingCategory: 'both',
    phone: '+963 944 000 002',
  },
  {
    userType: 'Corporate',
    name: 'Rana',
    surname: 'Azar',
    email: 'corporate@souq.localhost',
    password: 'Corporate@2026',
    listingCategory: 'real_estate',
    phone: '+963 944 000 003',
    company: {
      name: 'Sham Real Estate',
      email: 'info@sham-realestate.localhost',
      phone: '+963 11 000 0003',
      address: 'Abu Rummaneh, Damascus',
      website: 'https://sham-realestate.localhost',
      registrationNumber: 'DM-2026-0001',
    },
  },
  {
    userType: 'Admin',
    name: 'Souq',
    surname: 'Admin',
    email: 'admin@souq.localhost',
    password: 'Admin@2026',
    listingCategory: null,
    phone: '+963 944 000 004',
  },
];

/**
 * When the seeded accounts joined (the demo accounts and the seeded agents): a while back, before the listings the
 * seed dates up to six months back and the reviews of them, so a profile's "member since" reads true.
 */
export function seededMemberSince(now = Date.now()): Date {
  return new Date(now - 400 * 86_400_000);
}
