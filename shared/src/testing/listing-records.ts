// Parts of the API's listing records that the property and auto endpoints give alike, for the remotes' tests.

/** A price without a discount, in both currencies, as the list and detail endpoints give it. */
export function apiPrices(syp: number, usd: number) {
  return {
    price_syp: syp,
    price_usd: usd,
    discount_percent: 0,
    discounted_price_syp: syp,
    discounted_price_usd: usd,
    price: { currency: 'SYP', amount: syp, discounted_amount: syp },
  };
}

/** Photo `n` of a listing's gallery, under `folder` of the uploads. */
export function apiImage(folder: string, n: number) {
  return { id: n, url: `/api/uploaded-files/${folder}/${n}.webp`, thumb_url: `/api/uploaded-files/${folder}/${n}-t.webp` };
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
  };
}
