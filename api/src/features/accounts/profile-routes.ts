import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/types.js';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { attributeLabel, languageOf, validationText } from '../../lib/validation-messages.js';
import { MSG } from './messages.js';
import { AccountQuery, CompanyBody, UpdateProfileBody, type CompanyInput } from './schemas.js';
import { companyView, findCompany, findUserById, publicUserView, userView } from './users.js';
import type { Lang } from '../../db/types.js';

const bearer = [{ bearer: [] }];
const COMPANY_KEYS = [
  'company_name',
  'company_email',
  'logo',
  'company_phone',
  'address',
  'website',
  'registration_number',
] as const;

type CompanyPatch = Partial<CompanyInput>;

async function upsertCompany(db: Kysely<Database>, tenantId: number, userId: number, patch: CompanyPatch, lang: Lang) {
  const values = {
    ...(patch.company_name !== undefined && { company_name: patch.company_name.trim() }),
    ...(patch.company_email !== undefined && { company_email: patch.company_email?.trim().toLowerCase() ?? null }),
    ...(patch.logo !== undefined && { logo: patch.logo }),
    ...(patch.company_phone !== undefined && { phone: patch.company_phone }),
    ...(patch.address !== undefined && { address: patch.address }),
    ...(patch.website !== undefined && { website: patch.website }),
    ...(patch.registration_number !== undefined && { registration_number: patch.registration_number }),
  };
  const existing = await findCompany(db, tenantId, userId);
  if (existing) {
    return db
      .updateTable('companies')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (!values.company_name) {
    const message = validationText('required', lang, { attribute: attributeLabel('company_name', lang) });
    throw httpError(400, message, { company_name: [message] });
  }
  return db
    .insertInto('companies')
    .values({ company_name: values.company_name, ...values, tenant_id: tenantId, user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

// The logged-in user's own profile and company, and other accounts of the same site.
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploadsPrefix = `${app.config.PUBLIC_UPLOADS_PATH}/`;
  /** Images must be files this service serves (from the upload endpoint), never arbitrary paths. */
  function assertMediaPaths(fields: Record<string, string | null | undefined>, lang: Lang): void {
    for (const [field, value] of Object.entries(fields)) {
      if (value == null) continue;
      if (!value.startsWith(uploadsPrefix) || value.split('/').includes('..')) {
        const message = validationText('format', lang, { attribute: attributeLabel(field, lang) });
        throw httpError(400, message, { [field]: [message] });
      }
    }
  }

  const ownAccount = async (tenantId: number, userId: number) => {
    const user = await findUserById(app.db, tenantId, userId);
    if (!user) throw httpError(401, 'Unauthenticated.');
    return userView(app, user, await findCompany(app.db, tenantId, userId));
  };

  app.get(
    '/my-account',
    { preHandler: app.authenticate, schema: { tags: ['profile'], summary: 'The logged-in user', security: bearer } },
    async (req) => {
      return { success: true, message: MSG.account, data: await ownAccount(req.tenantId, req.user.id) };
    },
  );

  app.get(
    '/get-account',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'The logged-in user, or with ?id= another account of this site',
        querystring: AccountQuery,
        security: bearer,
      },
    },
    async (req) => {
      const id = req.query.id;
      if (id === undefined || id === req.user.id)
        return { success: true, message: MSG.account, data: await ownAccount(req.tenantId, req.user.id) };
      const user = await findUserById(app.db, req.tenantId, id);
      if (!user || !user.email_verified_at) throw httpError(404, MSG.accountNotFound);
      return {
        success: true,
        message: MSG.account,
        data: publicUserView(user, await findCompany(app.db, req.tenantId, id)),
      };
    },
  );

  app.post(
    '/update-profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Update the profile (corporate accounts: company details too)',
        body: UpdateProfileBody,
        security: bearer,
      },
    },
    async (req) => {
      const body = req.body;
      const lang = languageOf(req.headers['accept-language']);
      assertMediaPaths({ image: body.image, logo: body.logo }, lang);
      const isCorporate = req.user.userType === 'Corporate';
      const patch: Updateable<UsersTable> = {
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.surname !== undefined && { surname: body.surname }),
        ...(body.phone !== undefined && { phone: body.phone }),
        ...(body.whatsapp !== undefined && { whatsapp: body.whatsapp }),
        ...(body.about_me !== undefined && { about_me: body.about_me }),
        ...(body.image !== undefined && { image: body.image }),
        ...(body.language !== undefined && { language: body.language }),
        // Individuals do not list, so they have no listing category.
        ...(body.listing_category !== undefined &&
          req.user.userType !== 'Individual' && { listing_category: body.listing_category }),
        updated_at: new Date(),
      };
      const companyPatch: CompanyPatch = {};
      for (const key of COMPANY_KEYS) if (body[key] !== undefined) Object.assign(companyPatch, { [key]: body[key] });

      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set(patch)
          .where('id', '=', req.user.id)
          .where('tenant_id', '=', req.tenantId)
          .execute();
        // Company details belong to corporate accounts; other account types' forms may carry the fields empty.
        if (isCorporate && Object.keys(companyPatch).length > 0)
          await upsertCompany(trx, req.tenantId, req.user.id, companyPatch, lang);
      });
      return { success: true, message: MSG.profileUpdated, data: await ownAccount(req.tenantId, req.user.id) };
    },
  );

  app.get(
    '/get-user-company',
    {
      preHandler: app.authenticate,
      schema: { tags: ['profile'], summary: "The logged-in corporate user's company", security: bearer },
    },
    async (req) => {
      const company = await findCompany(app.db, req.tenantId, req.user.id);
      return { success: true, message: company ? MSG.company : MSG.noCompany, data: companyView(company) };
    },
  );

  app.post(
    '/user-company',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Create or update the company of a corporate account',
        body: CompanyBody,
        security: bearer,
      },
    },
    async (req) => {
      if (req.user.userType !== 'Corporate') throw httpError(403, FORBIDDEN_MESSAGE);
      const lang = languageOf(req.headers['accept-language']);
      assertMediaPaths({ logo: req.body.logo }, lang);
      const company = await app.db
        .transaction()
        .execute((trx) => upsertCompany(trx, req.tenantId, req.user.id, req.body, lang));
      return { success: true, message: MSG.companySaved, data: companyView(company) };
    },
  );
};

export default profileRoutes;
