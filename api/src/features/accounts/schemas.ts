import { Type, type Static, type TSchema } from 'typebox';
import { PATTERNS } from '../../plugins/app/validation.js';
import { DateTime, Id } from '../../lib/schema-types.js';

// Request schemas for the account endpoints. Bounds follow common practice (the product rules leave them open).
export const Email = Type.String({ format: 'email', minLength: 1, maxLength: 254 });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const AnyPassword = Type.String({ minLength: 1, maxLength: 128 });
export const Otp = Type.String({ pattern: PATTERNS.otp });
export const UserTypeSchema = Type.Enum(['Individual', 'Agent', 'Corporate']);
export const ListingCategorySchema = Type.Enum(['auto', 'real_estate', 'both']);
export const LanguageSchema = Type.Enum(['ar', 'en']);

/** A string, or null to clear the value. */
function nullable<T extends TSchema>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['string', 'null'] });
}

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Email,
  password: Password,
  user_type: UserTypeSchema,
  listing_category: Type.Optional(Type.Union([ListingCategorySchema, Type.Null()])),
  language: Type.Optional(LanguageSchema),
});

export const EmailBody = Type.Object({ email: Email });
export const OtpBody = Type.Object({ email: Email, otp: Otp });
export const LoginBody = Type.Object({ email: Email, password: AnyPassword });
export const ResetCodeBody = Type.Object({ email: Email, code: Otp });
export const ResetPasswordBody = Type.Object({
  email: Email,
  code: Otp,
  new_password: Password,
  confirm_password: AnyPassword,
});
export const ChangePasswordBody = Type.Object({
  old_password: AnyPassword,
  new_password: Password,
  confirm_password: AnyPassword,
});
export const GoogleQuery = Type.Object({
  email: Email,
  token: Type.String({ minLength: 1, maxLength: 4096 }),
});
// Ids are 32-bit columns: a larger number is refused before it reaches the database (which would fail).
export const AccountQuery = Type.Object({ id: Type.Optional(Id) });

const Text = (max: number) => nullable(Type.String({ maxLength: max }));
const Phone = nullable(Type.String({ pattern: PATTERNS.phone }));
// Media paths come from the upload endpoint; only paths under the public uploads path are accepted.
const MediaPath = nullable(Type.String({ maxLength: 500, pattern: '^/[A-Za-z0-9/_.-]+$' }));

export const CompanyFields = {
  company_name: Type.String({ minLength: 1, maxLength: 150 }),
  company_email: nullable(Type.String({ format: 'email', maxLength: 254 })),
  logo: MediaPath,
  company_phone: Phone,
  address: Text(300),
  website: nullable(Type.String({ format: 'uri', maxLength: 300, pattern: '^https?://' })),
  registration_number: nullable(Type.String({ maxLength: 60, pattern: PATTERNS.registrationNumber })),
};

export const UpdateProfileBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  surname: Type.Optional(Text(100)),
  phone: Type.Optional(Phone),
  whatsapp: Type.Optional(Phone),
  about_me: Type.Optional(Text(2000)),
  image: Type.Optional(MediaPath),
  language: Type.Optional(LanguageSchema),
  listing_category: Type.Optional(ListingCategorySchema),
  company_name: Type.Optional(CompanyFields.company_name),
  company_email: Type.Optional(CompanyFields.company_email),
  logo: Type.Optional(CompanyFields.logo),
  company_phone: Type.Optional(CompanyFields.company_phone),
  address: Type.Optional(CompanyFields.address),
  website: Type.Optional(CompanyFields.website),
  registration_number: Type.Optional(CompanyFields.registration_number),
});

export const CompanyBody = Type.Object({
  company_name: CompanyFields.company_name,
  company_email: Type.Optional(CompanyFields.company_email),
  logo: Type.Optional(CompanyFields.logo),
  company_phone: Type.Optional(CompanyFields.company_phone),
  address: Type.Optional(CompanyFields.address),
  website: Type.Optional(CompanyFields.website),
  registration_number: Type.Optional(CompanyFields.registration_number),
});

export type CompanyInput = Static<typeof CompanyBody>;

/** POST /become-agent: the category an Individual will post in, as Agents choose it at sign-up (docs/product/roles.md). */
export const BecomeAgentBody = Type.Object({ listing_category: ListingCategorySchema });

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The signed-in user as the site stores it (`userData`, users.ts userView): everything but secrets. */
export const AccountUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: NullableString,
  email: Type.String(),
  user_type: Type.Enum(['Individual', 'Agent', 'Corporate', 'Admin']),
  listing_category: Type.Union([ListingCategorySchema, Type.Null()]),
  image: NullableString,
  phone: NullableString,
  whatsapp: NullableString,
  about_me: NullableString,
  language: LanguageSchema,
  email_verified: Type.Boolean(),
  google_linked: Type.Boolean(),
  company: Type.Union([
    Type.Object({
      id: Type.Integer(),
      company_name: Type.String(),
      company_email: NullableString,
      logo: NullableString,
      company_phone: NullableString,
      address: NullableString,
      website: NullableString,
      registration_number: NullableString,
    }),
    Type.Null(),
  ]),
  created_at: DateTime,
  /** An admin of the site's operator (OPERATOR_TENANT): may change the code versions every tenant runs. */
  site_operator: Type.Boolean(),
});

export const AccountUserResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: AccountUserSchema,
});
