// Test support for the listing-form tests: reference data shaped like the API's, and rendering as the account
// remote does (shared providers, the address bar as its router, a signed-in Agent).
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useLocation } from '@souq/shared/mini-router';
import { changeLanguage, sessionStore, SouqProviders, SouqToaster, type Lang } from '@souq/shared';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import type { ListingKind } from '../../components/listing-summary/listingSummary';
import ListingFormPage from './ListingFormPage';

// These are whole user journeys (typing, choosing, uploading) on a machine shared with other builds: waiting is
// allowed to take as long as it takes; nothing here judges speed.
configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(300_000);

const opt = (value: string, name_en: string, name_ar: string) => ({ value, name_en, name_ar });
const place = (id: number, name_en: string, name_ar: string) => ({ id, code: name_en.toLowerCase(), name_en, name_ar });

export const PROPERTY_MASTER = {
  property_types: [
    opt('apartment', 'Apartment', 'شقة'),
    opt('villa', 'Villa', 'فيلا'),
    opt('farm', 'Farm', 'مزرعة'),
    opt('land', 'Land', 'أرض'),
  ],
  listing_types: [opt('sale', 'For sale', 'للبيع'), opt('rent', 'For rent', 'للإيجار')],
  rent_periods: [opt('monthly', 'Monthly', 'شهري'), opt('yearly', 'Yearly', 'سنوي'), opt('daily', 'Daily', 'يومي')],
  types_without_rooms: ['farm', 'land', 'commercial'],
  amenities: [opt('parking', 'Parking', 'موقف سيارات'), opt('balcony', 'Balcony', 'شرفة')],
  furnished_options: [opt('furnished', 'Furnished', 'مفروش'), opt('unfurnished', 'Unfurnished', 'غير مفروش')],
  ownership_documents: [
    opt('green_tabu', 'Green tabu (title deed)', 'طابو أخضر'),
    opt('court_ruling', 'Court ruling', 'حكم محكمة'),
    opt('notarised_poa', 'Notarised power of attorney', 'وكالة كاتب عدل'),
    opt('other', 'Other', 'أخرى'),
  ],
  categories: [opt('residential', 'Residential', 'سكني'), opt('commercial', 'Commercial', 'تجاري')],
  statuses: [
    opt('active', 'Active', 'نشط'),
    opt('paused', 'Paused', 'متوقف مؤقتاً'),
    opt('sold', 'Sold', 'تم البيع'),
    opt('rented', 'Rented', 'تم التأجير'),
  ],
  syp_per_usd: 130,
  old_pounds_per_new: 100,
};
export const GOVERNORATES = [place(1, 'Damascus', 'دمشق'), place(2, 'Aleppo', 'حلب')];
export const CITIES: Record<string, ReturnType<typeof place>[]> = {
  '1': [place(11, 'Damascus City', 'مدينة دمشق')],
  '2': [place(21, 'Aleppo City', 'مدينة حلب')],
};
export const NEIGHBORHOODS: Record<string, ReturnType<typeof place>[]> = {
  '11': [place(111, 'Mezzeh', 'المزة')],
  '21': [place(211, 'Aziziyeh', 'العزيزية')],
};
export const SUBS: Record<string, ReturnType<typeof place>[]> = {
  '111': [place(1111, 'Mezzeh Villas', 'فيلات المزة')],
  '211': [],
};

export const AUTO_MASTER = {
  vehicle_types: [opt('car', 'Car', 'سيارة')],
  conditions: [opt('new', 'New', 'جديدة'), opt('used', 'Used', 'مستعملة')],
  transmissions: [opt('automatic', 'Automatic', 'أوتوماتيك'), opt('manual', 'Manual', 'عادي (يدوي)')],
  seat_types: [opt('leather', 'Leather', 'جلد')],
  cylinders: [{ value: 4, name_en: '4 cylinders', name_ar: '4 أسطوانات' }],
  import_origins: [opt('syria', 'Syria', 'سوريا'), opt('gcc', 'GCC', 'الخليج')],
  fuel_types: [opt('petrol', 'Petrol', 'بنزين')],
  body_types: [opt('sedan', 'Sedan', 'سيدان')],
  drive_types: [opt('fwd', 'Front-wheel drive (FWD)', 'دفع أمامي')],
  colors: [opt('white', 'White', 'أبيض')],
  vehicle_statuses: [opt('available', 'Available', 'متاحة'), opt('sold', 'Sold', 'مباعة')],
  currencies: [
    { value: 'SYP', symbol: 'Syp', name_en: 'Syrian pound', name_ar: 'ليرة سورية' },
    { value: 'USD', symbol: 'USD', name_en: 'US dollar', name_ar: 'دولار أمريكي' },
  ],
  brands: [place(1, 'Toyota', 'تويوتا'), place(2, 'Kia', 'كيا')],
  years: { min: 2020, max: 2026 },
  syp_per_usd: 130,
  old_pounds_per_new: 100,
};
export const CLASSES: Record<string, ReturnType<typeof place>[]> = {
  '1': [place(10, 'Corolla', 'كورولا')],
  '2': [place(20, 'Rio', 'ريو')],
};
export const MODELS: Record<string, ReturnType<typeof place>[]> = {
  '10': [place(100, 'Corolla XLi', 'كورولا XLi')],
  '20': [place(200, 'Rio LX', 'ريو LX')],
};

/** A stored flat for rent as GET /property/edit returns it to its owner (both prices the member's own). */
const STORED_PROPERTY = {
  id: 5,
  name: 'Garden flat in Mezzeh',
  name_ar: 'شقة مع حديقة في المزة',
  description: 'Ground floor with a garden.',
  description_ar: null,
  additional_information: 'Near the park',
  listing_type: 'rent',
  rent_period: 'monthly',
  property_type: 'villa',
  category: 'residential',
  status: 'active',
  governorate: { id: 1, name_en: 'Damascus', name_ar: 'دمشق' },
  city: { id: 11, name_en: 'Damascus City', name_ar: 'مدينة دمشق' },
  neighborhood: { id: 111, name_en: 'Mezzeh', name_ar: 'المزة' },
  sub_neighborhood: null,
  bedrooms: 3,
  bathrooms: 2,
  size_sqm: 180,
  furnished: 'furnished',
  floor_level: 0,
  amenities: ['balcony'],
  ownership_document: 'court_ruling',
  price_syp: 65_000,
  price_usd: 500,
  discount_percent: 10,
  latitude: 33.5,
  longitude: 36.25,
  images: [
    { id: 41, url: '/api/uploaded-files/a.webp', thumb_url: '/api/uploaded-files/a-t.webp' },
    { id: 42, url: '/api/uploaded-files/b.webp', thumb_url: '/api/uploaded-files/b-t.webp' },
  ],
  video: null,
  image_ids: [41, 42],
  video_id: null,
};

/** A stored car as GET /auto/edit returns it to its owner (priced in USD, the SYP price worked out from it). */
const STORED_AUTO = {
  id: 12,
  name: 'Toyota Corolla XLi 2022',
  name_ar: null,
  description: 'One owner.',
  description_ar: null,
  vehicle_type: 'car',
  brand: { id: 1, name_en: 'Toyota', name_ar: 'تويوتا' },
  class: { id: 10, name_en: 'Corolla', name_ar: 'كورولا' },
  model: { id: 100, name_en: 'Corolla XLi', name_ar: 'كورولا XLi' },
  trim: 'XLi',
  year: 2022,
  condition: 'used',
  transmission: 'automatic',
  seat_type: 'leather',
  cylinders: 4,
  import_origin: 'gcc',
  fuel_type: 'petrol',
  mileage_km: 42000,
  body_type: 'sedan',
  color: 'white',
  drive_type: 'fwd',
  vehicle_status: 'available',
  status: 'active',
  price_currency: 'USD',
  price_syp: 1_950_000,
  price_usd: 15_000,
  discount_percent: 0,
  images: [{ id: 51, url: '/api/uploaded-files/c.webp', thumb_url: '/api/uploaded-files/c-t.webp' }],
  video: { id: 52, url: '/api/uploaded-files/v.mp4' },
  image_ids: [51],
  video_id: 52,
};

/** The reference data both forms load, answered by the stand-in. */
function answerReferenceData(api: ApiStandIn) {
  api.answer('GET /property/property-master', () => ok('', PROPERTY_MASTER));
  api.answer('GET /property/goveronates', () => ok('', GOVERNORATES));
  api.answer('GET /property/cities', (_b, q) => ok('', CITIES[q.get('governorate_id') ?? ''] ?? []));
  api.answer('GET /property/neighborhoods', (_b, q) => ok('', NEIGHBORHOODS[q.get('city_id') ?? ''] ?? []));
  api.answer('GET /property/sub-neighborhoods', (_b, q) => ok('', SUBS[q.get('neighborhood_id') ?? ''] ?? []));
  api.answer('GET /auto/auto-master', () => ok('', AUTO_MASTER));
  api.answer('GET /auto/brand-classes', (_b, q) => ok('', CLASSES[q.get('brand_id') ?? ''] ?? []));
  api.answer('GET /auto/class-models', (_b, q) => ok('', MODELS[q.get('class_id') ?? ''] ?? []));
  // Nothing on the market to compare with, unless a test says otherwise.
  api.answer('GET /property/typical-price', () => ok('', null));
  api.answer('GET /auto/typical-price', () => ok('', null));
}

/**
 * The stand-in API of a listing-form test file: started once for the file, emptied before each test and answering
 * the reference data, with the session storage (drafts) cleared and the member signed out after each test.
 */
export function formStandIn(): ApiStandIn {
  let started: ApiStandIn | undefined;
  const api = () => {
    if (!started) throw new Error('The stand-in API starts in beforeAll.');
    return started;
  };
  beforeAll(async () => {
    started = await startApiStandIn();
  });
  afterAll(() => started?.close());
  beforeEach(async () => {
    api().reset();
    window.sessionStorage.clear();
    await useStandIn(api());
    answerReferenceData(api());
  });
  afterEach(() => act(() => sessionStore.getState().logout()));
  // The tests are declared before the server starts: they reach it through this forwarder.
  return new Proxy({} as ApiStandIn, { get: (_target, key) => Reflect.get(api(), key) });
}

export const AGENT = { id: 2, name: 'Rami', email: 'agent@souq.localhost', user_type: 'Agent' as const };

/** The form while the address is still its own; /my-listing once a save or a link has left it. */
function FormOrList({ url, page }: { url: string; page: ReactElement }) {
  const { pathname } = useLocation();
  if (pathname === '/my-listing') return <h2>My listings page</h2>;
  return pathname === new URL(url, window.location.href).pathname ? page : null;
}

/** Renders a form page at `url` as the shell does (shared providers, the page's one toaster) inside the remote's router, with /my-listing answering so a save can be seen leaving. */
async function renderFormAt(lang: Lang, url: string, page: ReactElement) {
  await act(async () => {
    await changeLanguage(lang);
    sessionStore.getState().login('token', AGENT);
  });
  window.history.pushState(null, '', url);
  return render(
    <SouqProviders>
      <FormOrList url={url} page={page} />
      <SouqToaster />
    </SouqProviders>,
  );
}

/**
 * Fills in a form as a member does, field by field in order: types into an input, picks the named option of a
 * select once it is there (a cascade loads a select's options after the choice above it).
 */
export async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  entries: readonly (readonly [label: string, value: string])[],
) {
  for (const [label, value] of entries) {
    const input = await screen.findByLabelText(label);
    if (input instanceof HTMLSelectElement)
      await user.selectOptions(input, await within(input).findByRole('option', { name: value }));
    else await user.type(input, value);
  }
}

/**
 * A cascade of selects, `levels` top-down (each label with the option chosen in it): the levels below wait, disabled,
 * for the top one; each choice loads the next level's options and stays chosen. Choosing `other` at the top (whose
 * first level below then offers `otherBelow`) empties every level below, disables those below the first again, and
 * drops the options of the first choice.
 */
export async function walkCascade(
  user: ReturnType<typeof userEvent.setup>,
  levels: readonly (readonly [label: string, option: string])[],
  [other, otherBelow]: readonly [string, string],
) {
  const select = (label: string) => screen.getByLabelText(label);
  const top = await screen.findByLabelText(levels[0]![0]);
  for (const [label] of levels.slice(1)) expect(select(label)).toBeDisabled();
  for (const [label, option] of levels)
    await user.selectOptions(select(label), await screen.findByRole('option', { name: option }));
  for (const [label, option] of levels) expect(select(label)).toHaveDisplayValue(option);

  await user.selectOptions(top, other);
  await screen.findByRole('option', { name: otherBelow });
  for (const [label] of levels.slice(1)) expect(select(label)).toHaveValue('');
  for (const [label] of levels.slice(2)) expect(select(label)).toBeDisabled();
  expect(screen.queryByRole('option', { name: levels[1]![1] })).not.toBeInTheDocument();
}

/** A small file of the given name, type and (claimed) size. */
export function fileOf(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  if (size > 4096) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** After publishing or saving: the member is on My listings, told `message`; returns the body sent to `path`. */
export async function landOnMyListings(api: ApiStandIn, message: string, path: string): Promise<unknown> {
  expect(await screen.findByRole('heading', { name: 'My listings page' })).toBeInTheDocument();
  expect(await screen.findByText(message)).toBeInTheDocument();
  return api.calls.find((c) => c.path === path)?.body;
}

/** Where each kind's form lives, and how the API answers its owner's stored listing and its saving. */
const KINDS = {
  property: {
    add: '/my-listing/addProperty',
    publish: 'POST /add-property',
    edit: '/my-listing/updateProperty/',
    stored: STORED_PROPERTY,
    load: 'GET /property/edit',
    loaded: 'Property for editing',
    save: 'POST /property-update',
    saved: 'Property updated successfully.',
  },
  auto: {
    add: '/my-listing/add',
    publish: 'POST /add-auto',
    edit: '/my-listing/update/',
    stored: STORED_AUTO,
    load: 'GET /auto/edit',
    loaded: 'Auto for editing',
    save: 'POST /auto-update',
    saved: 'Auto updated successfully.',
  },
} as const;

/** The form for a new listing of `kind`, at its address. */
export const openNewListing = (kind: ListingKind, lang: Lang = 'en') =>
  renderFormAt(lang, KINDS[kind].add, <ListingFormPage kind={kind} />);

/**
 * The form of the member's stored listing of `kind` (STORED_PROPERTY, STORED_AUTO; `changes` on top), at its edit
 * address: the API gives that listing (nothing for another id) and saves it with its usual message.
 */
export function openStoredListing(
  api: ApiStandIn,
  kind: ListingKind,
  changes: Record<string, unknown> = {},
  lang: Lang = 'en',
) {
  const { edit, stored, load, loaded, save, saved } = KINDS[kind];
  const id = String(stored.id);
  api.answer(load, (_b, q) => (q.get('id') === id ? ok(loaded, { ...stored, ...changes }) : invalid('no')));
  api.answer(save, () => ok(saved, { id: stored.id }));
  return renderFormAt(lang, `${edit}${id}`, <ListingFormPage kind={kind} id={id} />);
}

/**
 * Someone else's listing `id` of `kind`: its edit page shows the API's refusal (`message`) instead of a form (no
 * field labelled `field`).
 */
export async function expectRefusedEdit(
  api: ApiStandIn,
  kind: ListingKind,
  id: string,
  message: string,
  lang: Lang,
  field: string,
): Promise<void> {
  const { edit, load } = KINDS[kind];
  api.answer(load, () => ({ status: 403, body: { success: false, message } }));
  await renderFormAt(lang, `${edit}${id}`, <ListingFormPage kind={kind} id={id} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByLabelText(field)).not.toBeInTheDocument();
}

/** Publishing an empty form of `kind` in Arabic names the missing fields (`messages`, in the product rules' words) and sends nothing. */
export async function publishEmptyInArabic(
  user: ReturnType<typeof userEvent.setup>,
  api: ApiStandIn,
  kind: ListingKind,
  [first, ...others]: readonly [string, ...string[]],
) {
  await openNewListing(kind, 'ar');
  await user.click(await screen.findByRole('button', { name: 'انشر الإعلان' }));
  expect(await screen.findByText(first)).toBeInTheDocument();
  for (const message of others) expect(screen.getByText(message)).toBeInTheDocument();
  expect(api.calls.some((c) => `POST ${c.path}` === KINDS[kind].publish)).toBe(false);
}

/** Publishing the new listing of `kind`, refused by the API: `message`, and each field's own (`errors`). */
export async function publishRefused(
  user: ReturnType<typeof userEvent.setup>,
  api: ApiStandIn,
  kind: ListingKind,
  message: string,
  errors: Record<string, string>,
) {
  api.answer(KINDS[kind].publish, () =>
    invalid(message, Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]]))),
  );
  await user.click(screen.getByRole('button', { name: 'Publish listing' }));
}

type Shown = readonly [label: string, message: string];

/** Each message is read with its own input (its accessible description): each pair is an input's label and its message. */
export async function expectErrorsUnder([label, message]: Shown, ...others: Shown[]) {
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
  for (const [other, text] of others) expect(screen.getByLabelText(other)).toHaveAccessibleDescription(text);
}
