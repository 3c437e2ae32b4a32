import { Type, type TObject, type TProperties, type TSchema } from 'typebox';
import { CURRENCIES } from '../listing-shared/currency.js';
import { CONTACT_CHANNELS, values } from '../listing-shared/master-common.js';
import { MAX_PAGE } from '../listing-shared/pagination.js';
import { OWNER_STATUSES } from './lifecycle.js';
import { envelope } from '../../lib/envelope.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';
import { ListingKindSchema } from '../listing-kinds/kind-schema.js';

// Schema parts every listing kind shares: ids, currency, the owner card and what a listing's page adds to its card.
export const OptionalNullable = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
export const Text = (max: number) => Type.String({ maxLength: max });
export const CurrencySchema = Type.Enum([...CURRENCIES]);
export const ImageRef = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  thumb_url: Type.String(),
  /** Widths in pixels of the main and thumbnail variants (0 when not known), for the pages' srcset. */
  width: Type.Integer(),
  thumb_width: Type.Integer(),
});
/** A place or catalogue entry on a card, in both languages. */
export const NamedRef = Type.Object({ id: Type.Integer(), name_en: Type.String(), name_ar: Type.String() });

/** The page of a list (search, saved, the owner's own). */
export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  /** Capped at 50; larger values are served at the cap. */
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
};

export const IdParams = Type.Object({ id: Id });
export const IdQuery = Type.Object({ id: Id, currency: Type.Optional(CurrencySchema) });
export const CurrencyQuery = Type.Object({ currency: Type.Optional(CurrencySchema) });

export const OwnerCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Nullable(Type.String()),
  user_type: Type.String(),
  image: Nullable(Type.String()),
  /** Phone, WhatsApp and email are shown to signed-in visitors only (null for guests). */
  phone: Nullable(Type.String()),
  whatsapp: Nullable(Type.String()),
  email: Nullable(Type.String()),
  company: Nullable(
    Type.Object({
      id: Type.Integer(),
      company_name: Type.String(),
      logo: Nullable(Type.String()),
      phone: Nullable(Type.String()),
    }),
  ),
  /** /agent-details/{id} */
  profile_path: Type.String(),
  /** An agent or company whose licence or registration Souq's team checked (users.verified_at). */
  verified: Type.Boolean(),
});

/** What a listing's page shows besides its kind's own fields (see detail-extras.ts). */
export const DetailExtras = {
  images: Type.Array(ImageRef),
  video: Nullable(Type.Object({ id: Type.Integer(), url: Type.String() })),
  owner: OwnerCard,
  contacts_count: Type.Integer(),
  /** For the signed-in visitor; false for guests. */
  is_favourite: Type.Boolean(),
  contacted_channels: Type.Array(Type.String()),
  is_owner: Type.Boolean(),
  /** The signed-in visitor's report of the listing (Report / Withdraw); null for guests and when they did not report. */
  my_report: Nullable(Type.Object({ reason: Type.String(), created_at: DateTime })),
  /**
   * The price a buyer paid (after the discount) from each date on, oldest first, the latest 10 (price-history.ts);
   * fewer than two points: the price never changed.
   */
  price_history: Type.Array(Type.Object({ changed_at: DateTime, price_syp: Type.Number(), price_usd: Type.Number() })),
};

/** A page of one's own, saved or contacted listings, priced in the visitor's currency. */
export const PageQuery = Type.Object({ ...Paging, currency: Type.Optional(CurrencySchema) });
/** The owner's list, or with `id` only that listing when it is theirs (none otherwise: a 200 with no item, not a 403). */
export const MineQuery = Type.Object({ ...Paging, currency: Type.Optional(CurrencySchema), id: Type.Optional(Id) });

// ---------- every kind's master data ----------

export const OptionSchema = Type.Object({ value: Type.String(), name_en: Type.String(), name_ar: Type.String() });
export const CurrencyOptions = Type.Array(
  Type.Object({ value: Type.String(), symbol: Type.String(), name_en: Type.String(), name_ar: Type.String() }),
);
/** The page sizes and the rate (see listing-shared/master-common.ts COMMON_MASTER), last in every kind's master data. */
export const MasterPaging = {
  per_page: Type.Object({ default: Type.Integer(), max: Type.Integer() }),
  /** Syrian pounds per US dollar used when a poster gives one currency only. */
  syp_per_usd: Type.Number(),
  /** Old Syrian pounds in one new pound (the redenomination's factor, SYP_REDENOMINATION_FACTOR). */
  old_pounds_per_new: Type.Integer(),
};

// ---------- every kind's cards ----------

/** What every card starts with: the listing's id and its name in both languages. */
export const CardHead = {
  id: Type.Integer(),
  name: Type.String(),
  name_ar: Nullable(Type.String()),
};
/** The filters of a kind's search query: all but its order and page. */
export type FiltersOf<Query> = Omit<Query, 'sort' | 'page' | 'per_page'>;

/**
 * The one currency the owner priced the listing in, or null when they gave both. The other amount was derived at the
 * rate of the posting day: pages show it as "≈" converted at the current rate (GET /api/exchange-rate), and budget
 * searches compare it at that rate.
 */
export const PricedIn = {
  priced_in: Nullable(Type.Union([Type.Literal('SYP'), Type.Literal('USD')])),
};

/** What every card says of its price and picture (listing-shared/card-parts.ts cardPriceAndPicture). */
export const CardPrice = {
  price_syp: Type.Number(),
  price_usd: Type.Number(),
  ...PricedIn,
  discount_percent: Type.Integer(),
  discounted_price_syp: Type.Number(),
  discounted_price_usd: Type.Number(),
  /** The price in the requested currency (SYP unless `currency=USD`). */
  price: Type.Object({ currency: Type.String(), amount: Type.Number(), discounted_amount: Type.Number() }),
  primary_image: Nullable(ImageRef),
};
/**
 * Where the price stands against comparable active listings (listing-shared/fair-price.ts), as the fair-price job last
 * computed it; null: no label (fewer comparables than the site's minimum). `median_syp` is in new pounds: per m² for a
 * property, the whole price for a car; `basis` says what the comparables share (neighbourhood or city, or the model).
 */
export const FairPriceSchema = Nullable(
  Type.Object({
    label: Type.Union([Type.Literal('below'), Type.Literal('around'), Type.Literal('above')]),
    comparables: Type.Integer({ minimum: 1 }),
    median_syp: Type.Number(),
    basis: Type.Union([Type.Literal('neighborhood'), Type.Literal('city'), Type.Literal('model')]),
  }),
);
/** What every card says last (card-parts.ts cardStanding). */
export const CardStanding = {
  is_featured: Type.Boolean(),
  /** An admin checked the owner's ownership document (the Verified badge). */
  verified: Type.Boolean(),
  /** The price a buyer pays fell within the last 14 days (the "Price dropped" mark). */
  price_dropped: Type.Boolean(),
  fair_price: FairPriceSchema,
  views_count: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
};
export const PaginationSchema = Type.Object({
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
});
// A listing search's `total` is exact, a broad search's counted once per filter set and kept for up to a minute
// (listing-shared/search-counts.ts). Only when that count fails is `total` the floor the page counted (1,000 or the
// page's end) and `total_is_estimate` true, so a page shows "1,000+" and pages on.
export const SearchPaginationSchema = Type.Object({
  ...PaginationSchema.properties,
  total_is_estimate: Type.Boolean(),
});
/** A featured strip: in the visitor's currency, this many at the most. */
export const FeaturedFields = {
  currency: Type.Optional(CurrencySchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
};

// ---------- every kind's writes ----------

// Any status an owner may ask for; the lifecycle decides whether the listing may move there.
export const StatusSchema = Type.Enum([...OWNER_STATUSES]);
export const ChannelSchema = Type.Enum(values(CONTACT_CHANNELS));
export const Money = Type.Number({ minimum: 0, maximum: 1e15 });

/** A listing's price as its poster sends it: price_syp, price_usd or both, and a discount. */
export const PriceFields = {
  price_syp: OptionalNullable(Type.Integer({ minimum: 0, maximum: 1e15 })),
  price_usd: OptionalNullable(Type.Integer({ minimum: 0, maximum: 1e12 })),
  discount_percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
};
/** Media ids from POST /api/media/upload (of the kind's image and video media kinds); the first image is the primary one. */
export const MediaFields = {
  images: Type.Optional(Type.Array(Id, { maxItems: 20, uniqueItems: true })),
  video_id: OptionalNullable(Id),
};
export const IdBody = Type.Object({ id: Id });
export const ContactBody = Type.Object({ id: Id, channel: ChannelSchema });

// ---------- every kind's lists and edit copies ----------

/** A page of a kind's cards (`Card`), each with what the list adds to it (`added`). */
export const cardPageResponse = <C extends TObject, A extends TProperties>(Card: C, added: A) =>
  envelope(
    Type.Object({ items: Type.Array(Type.Object({ ...Card.properties, ...added })), pagination: PaginationSchema }),
  );

/**
 * What the owner's list adds to each card: its counts, whether the system paused it for the plan's quota (it comes
 * back by itself when a plan covers it), until when a paid option features it or lifts it as premium, when it
 * expires, and why it is hidden.
 */
export const OwnerCounts = {
  contacts_count: Type.Integer(),
  favourites_count: Type.Integer(),
  quota_paused: Type.Boolean(),
  featured_until: Nullable(DateTime),
  premium_until: Nullable(DateTime),
  /** When an active listing leaves the market unless renewed; for an expired one, when it did (null: never listed). */
  expires_at: Nullable(DateTime),
  /** Why a hidden listing is hidden: 'reports' (under review), 'moderator', 'suspended', 'duplicate'; else null. */
  hidden_reason: Nullable(Type.String()),
};
/** What the saved list adds to each card. */
export const SavedMarks = { is_favourite: Type.Boolean(), saved_at: DateTime };
/** What the contacted list adds to each card: the channels used, and when last. */
export const ContactedMarks = { contacted_channels: Type.Array(Type.String()), last_contacted_at: DateTime };

/** The edit form's copy of a listing: its page (`Detail`) with the ids of its photos and video, as the form sends them back. */
export const editResponse = <D extends TObject>(Detail: D) =>
  envelope(
    Type.Object({ ...Detail.properties, image_ids: Type.Array(Type.Integer()), video_id: Nullable(Type.Integer()) }),
  );

/**
 * A refused post or change of a listing: the message, the fields at fault and, when it repeats one of the poster's
 * own active listings (duplicates.ts), that listing, for the form to link to.
 */
export const ListingRefusal = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  duplicate_of: Type.Optional(Type.Object({ kind: ListingKindSchema, id: Id, path: Type.String() })),
});
