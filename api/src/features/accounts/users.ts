import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { CompaniesTable, Database, UsersTable } from '../../db/types.js';

export type UserRow = Selectable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Kysely<Database>, tenantId: number, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, tenantId: number, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export function findCompany(db: Kysely<Database>, tenantId: number, userId: number): Promise<CompanyRow | undefined> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function companyView(company: CompanyRow | undefined) {
  if (!company) return null;
  return {
    id: company.id,
    company_name: company.company_name,
    company_email: company.company_email,
    logo: company.logo,
    company_phone: company.phone,
    address: company.address,
    website: company.website,
    registration_number: company.registration_number,
  };
}

/**
 * What the site stores as `userData`: everything about the user except secrets, and whether the user runs the
 * site's code (`site_operator`: an admin of the operator's tenant), which decides what the admin area offers.
 */
export async function userView(app: FastifyInstance, user: UserRow, company?: CompanyRow) {
  const siteOperator = user.user_type === 'Admin' && (await app.isOperatorTenant(user.tenant_id));
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    user_type: user.user_type,
    listing_category: user.listing_category,
    image: user.image,
    phone: user.phone,
    whatsapp: user.whatsapp,
    about_me: user.about_me,
    language: user.language,
    email_verified: user.email_verified_at !== null,
    google_linked: user.google_sub !== null,
    company: companyView(company),
    created_at: user.created_at,
    site_operator: siteOperator,
  };
}

/** What other users of the same site may see of an account. */
export function publicUserView(user: UserRow, company?: CompanyRow) {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    user_type: user.user_type,
    listing_category: user.listing_category,
    image: user.image,
    phone: user.phone,
    whatsapp: user.whatsapp,
    about_me: user.about_me,
    company: companyView(company),
    created_at: user.created_at,
  };
}
