import type { ColumnType, Generated } from 'kysely';

// The database schema as Kysely sees it. Features that own tables outside the core (geography, media) add theirs
// by declaration merging from their own folder, so no one edits this file for them:
//   declare module '../../db/types.js' { interface Database { media_files: MediaFilesTable } }
export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  companies: CompaniesTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  dev_outbox: DevOutboxTable;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserType = 'Individual' | 'Agent' | 'Corporate' | 'Admin';
export type ListingCategory = 'auto' | 'real_estate' | 'both';
export type Lang = 'ar' | 'en';

export interface TenantsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  surname: string | null;
  email: string;
  password_hash: string | null;
  user_type: UserType;
  listing_category: ListingCategory | null;
  image: string | null;
  phone: string | null;
  whatsapp: string | null;
  about_me: string | null;
  language: Generated<Lang>;
  google_sub: string | null;
  email_verified_at: Date | null;
  /** An agent's or company's licence / registration approved by an admin (0380). */
  verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Suspended by an admin: cannot sign in, sessions revoked, listings hidden (0380). */
  suspended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  suspended_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CompaniesTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  company_name: string;
  company_email: string | null;
  logo: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  registration_number: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  id: string;
  tenant_id: number;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export type CodePurpose = 'verify_email' | 'reset_password';

export interface OneTimeCodesTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  purpose: CodePurpose;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  consumed_at: Date | null;
  // Issue time drives the 30-second resend interval.
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DevOutboxTable {
  id: Generated<number>;
  tenant_id: number | null;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}
