// Parts of the API's listing records that the property and auto endpoints give alike, for the remotes' tests.

/** A price without a discount, in both currencies, as the list and detail endpoints give it. */
export function apiPrices(syp: number, usd: number) {
  return {
    price_syp: syp,
    price_usd: usd,
    // Both prices given by the owner: no amount converted at the rate.
    priced_in: null,
    discount_percent: 0,
    discounted_price_syp: syp,
    discounted_price_usd: usd,
    price: { currency: 'SYP', amount: syp, discounted_amount: syp },
  };
}

/**
 * What every kind's list record starts with: its id and names, a price without a discount (`prices`: SYP, USD), the
 * cover photo `cover` of the uploads (`folder/name`, with its `-thumb`), not featured, listed on 5 January 2026.
 */
export function apiListing(
  id: number,
  name: { en: string; ar: string },
  prices: [syp: number, usd: number],
  cover: string,
) {
  return {
    id,
    name: name.en,
    name_ar: name.ar,
    ...apiPrices(...prices),
    primary_image: {
      id: 3,
      url: `/api/uploaded-files/${cover}.webp`,
      thumb_url: `/api/uploaded-files/${cover}-thumb.webp`,
      width: 1280,
      thumb_width: 480,
    },
    is_featured: false,
    verified: false,
    price_dropped: false,
    fair_price: null,
    created_at: '2026-01-05T10:00:00.000Z',
  };
}

/** Photo `n` of a listing's gallery, under `folder` of the uploads. */
export function apiImage(folder: string, n: number) {
  return {
    id: n,
    url: `/api/uploaded-files/${folder}/${n}.webp`,
    thumb_url: `/api/uploaded-files/${folder}/${n}-t.webp`,
    width: 1280,
    thumb_width: 480,
  };
}

/** The owner of a listing (an agent), with the contact details the API gives signed-in visitors only. */
export function apiOwner(signedIn: boolean) {
  return {
    id: 4,
    name: 'Khaled',
    surname: 'Halabi',
    user_type: 'Agent',
    image: null,
    phone: signedIn ? '+963 944 123 456' : null,
    whatsapp: signedIn ? '0944 123 456' : null,
    email: signedIn ? 'agent@souq.localhost' : null,
    company: null,
    profile_path: '/agent-details/4',
    verified: false,
    price_dropped: false,
    fair_price: null,
  };
}
