// Steps the property and auto remotes' list page and result card tests take alike: the list endpoint's pages as
// the stand-in serves them, paging through the results, and what every result card does whatever its kind.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { sessionStore } from '../session/session-store';
import { ok, type ApiStandIn } from './api-stand-in';
import { expectThumbnail } from './listing-steps';
import type { Lang } from '../i18n/languages';

/** How many listings the list endpoint counts (`total`) and can serve (`served`, more when the count is capped). */
export interface ListCounts {
  total: number;
  served?: number;
  /** Sent as the pagination's `total_is_estimate` when given. */
  totalIsEstimate?: boolean;
}

/**
 * Answers the list endpoint `route` (`'GET /auto/get-auto-list'`) page by page, as the API does: `record(n)` is the
 * n-th listing (from 1); `counts` is read on each call, so a test can change it before rendering.
 */
export function answerListPages(
  api: ApiStandIn,
  route: string,
  record: (n: number) => unknown,
  counts: () => ListCounts,
): void {
  api.answer(route, (_b, q) => {
    const { total, served = total, totalIsEstimate } = counts();
    const page = Number(q.get('page') ?? 1);
    const perPage = Number(q.get('per_page') ?? 12);
    const count = Math.max(0, Math.min(perPage, served - (page - 1) * perPage));
    const items = Array.from({ length: count }, (_, i) => record((page - 1) * perPage + i + 1));
    const estimate = totalIsEstimate === undefined ? {} : { total_is_estimate: totalIsEstimate };
    return ok('', {
      items,
      pagination: { page, per_page: perPage, total, ...estimate, last_page: Math.max(1, Math.ceil(total / perPage)) },
    });
  });
}

/**
 * On a list page of 30 results (12 a page) whose URL holds the filter `kept`: Next goes to page 2, keeping the
 * filter, shows `secondPage` (the link of its first result) and asks the API for page 2; page 3 shows the last 6 and
 * Next is then disabled. `lastSearch` is the query of the API's latest list call.
 */
export async function pageThroughResults(
  user: UserEvent,
  cardTestId: string,
  kept: [name: string, value: string],
  secondPage: { name: string; href: string },
  lastSearch: () => URLSearchParams,
): Promise<void> {
  const urlParams = () => new URLSearchParams(window.location.search);
  expect(await screen.findAllByTestId(cardTestId)).toHaveLength(12);
  const pages = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(pages).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(urlParams().get('page')).toBe('2'));
  expect(urlParams().get(kept[0])).toBe(kept[1]);
  expect(await screen.findByRole('link', { name: secondPage.name })).toHaveAttribute('href', secondPage.href);
  expect(lastSearch().get('page')).toBe('2');
  await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
  await waitFor(() => expect(screen.getAllByTestId(cardTestId)).toHaveLength(6));
  await waitFor(() =>
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'),
  );
  expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
}

/**
 * On a list page of a broad search (`total` results counted exactly, 12 a page, fewer than 12,000): the pages show the
 * first three, an ellipsis and the last page with its number; the last page's button opens it, with the last results
 * (`href(n)`: the n-th result's address), the API asked for that page and Next disabled. `labels`: the pages' name and
 * a page button's name before its number, in the page's language.
 */
export async function openLastPage(
  user: UserEvent,
  cardTestId: string,
  total: number,
  href: (n: number) => string,
  labels: { nav: string; page: string; next: string },
  lastSearch: () => URLSearchParams,
): Promise<void> {
  const urlParams = () => new URLSearchParams(window.location.search);
  const last = Math.ceil(total / 12);
  expect(await screen.findAllByTestId(cardTestId)).toHaveLength(12);
  const pages = screen.getByRole('navigation', { name: labels.nav });
  expect(
    within(pages)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['', '1', '2', '3', String(last), '']);
  expect(within(pages).getByText('…')).toBeInTheDocument();
  await user.click(within(pages).getByRole('button', { name: `${labels.page} ${last}` }));
  await waitFor(() => expect(urlParams().get('page')).toBe(String(last)));
  await waitFor(() => expect(screen.getAllByTestId(cardTestId)).toHaveLength(total - (last - 1) * 12));
  const links = screen.getAllByTestId(cardTestId).map((c) => within(c).getAllByRole('link')[0]!.getAttribute('href'));
  expect(links.at(-1)).toBe(href(total));
  expect(lastSearch().get('page')).toBe(String(last));
  expect(within(pages).getByRole('button', { name: `${labels.page} ${last}` })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('button', { name: labels.next })).toBeDisabled();
}

/**
 * On a list page of a visitor browsing in SYP: types a minimum price (`price`: the box's name, what is typed, in
 * Arabic digits, and the number read) and a keyword; nothing is searched until the Search button, then the URL and the
 * API's search have both, the price in SYP. `lastSearch` is the query of the API's latest list call.
 */
export async function searchTypedValues(
  user: UserEvent,
  price: { box: string; typed: string; read: string },
  keyword: string,
  lastSearch: () => URLSearchParams,
): Promise<void> {
  const urlParams = () => new URLSearchParams(window.location.search);
  await user.type(screen.getByRole('textbox', { name: price.box }), price.typed);
  await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), keyword);
  expect(urlParams().get('min_price')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(urlParams().get('min_price')).toBe(price.read));
  expect(urlParams().get('currency')).toBe('SYP');
  expect(urlParams().get('keyword')).toBe(keyword);
  await waitFor(() => expect(lastSearch().get('keyword')).toBe(keyword));
  expect(lastSearch().get('currency')).toBe('SYP');
}

/**
 * On a list page (English): a range typed the wrong way round (`range.box`'s Minimum `min` above its Maximum `max`)
 * is named wrong and nothing is searched, not even a choice made meanwhile (`meanwhile` sets the URL parameter
 * `meanwhile.param`; `whileWrong` checks more before it); once the maximum is set to `fixed`, the Search button
 * searches with the range and that choice. `searches` counts the API's list calls.
 */
export async function fixReversedRange(
  user: UserEvent,
  range: { box: string; params: [min: string, max: string]; min: string; max: string; fixed: string },
  meanwhile: { choose: () => Promise<void>; param: [name: string, value: string] },
  searches: () => number,
  whileWrong: () => Promise<void> = async () => {},
): Promise<void> {
  const urlParams = () => new URLSearchParams(window.location.search);
  const box = (end: 'Minimum' | 'Maximum') => screen.getByRole('textbox', { name: `${end} ${range.box}` });
  const before = searches();
  await user.type(box('Minimum'), range.min);
  await user.type(box('Maximum'), range.max);
  expect(screen.getByRole('alert')).toHaveTextContent('The minimum must not be greater than the maximum.');
  expect(box('Minimum')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  await whileWrong();
  await meanwhile.choose();
  expect(urlParams().get(meanwhile.param[0])).toBeNull();
  expect(searches()).toBe(before);

  await user.clear(box('Maximum'));
  await user.type(box('Maximum'), range.fixed);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(urlParams().get(range.params[1])).toBe(range.fixed));
  expect(urlParams().get(range.params[0])).toBe(range.min);
  expect(urlParams().get(meanwhile.param[0])).toBe(meanwhile.param[1]);
}

/** A list page that found nothing says 'No Data Found' and offers no pages. */
export async function expectNoDataFound(): Promise<void> {
  expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
}

type Show<R> = (lang: Lang, symbol: 'Syp' | 'USD', record?: R) => Promise<{ unmount: () => void }>;

/** Shows prices in `symbol` from now on, then renders: a card test's first step. */
function inCurrency<T>(symbol: 'Syp' | 'USD', render: () => T): T {
  act(() => sessionStore.getState().setSymbol(symbol));
  return render();
}

/** A card test's `show`: renders the card of a record (`fixture()` by default) in a language, with prices in a currency. */
export function cardShow<R, T extends { unmount: () => void }>(
  fixture: () => R,
  render: (record: R, lang: Lang) => Promise<T>,
) {
  return (lang: Lang, symbol: 'Syp' | 'USD', record: R = fixture()) => inCurrency(symbol, () => render(record, lang));
}

/**
 * The tests every result card passes, whatever its kind. `show` renders the card of a record (the fixture's by
 * default) in a language and currency; `withArabicName` is that record with another Arabic name.
 */
export function resultCardTests<R>(
  show: Show<R>,
  card: {
    /** The default record's name (English), its page's path and its thumbnail's address. */
    name: string;
    href: string;
    thumbnail: string;
    /** The default record's price in Syrian pounds and in US dollars, as shown. */
    sypPrice: string;
    usdPrice: string;
    withArabicName: (name: string) => R;
    /** What the default record's card shows of it (in English) besides its name and price. */
    facts: string[];
    /** A record with a 10% discount, and its card's new and old (struck-through) prices in US dollars. */
    discounted: { record: R; price: string; was: string };
    /** A record as an Arabic reader sees its card: its Arabic name, its price in Syrian pounds and its facts. */
    arabic: { record: R; name: string; price: string; facts: string[] };
    /** A mixed Arabic and Latin name, and the Latin words that are isolated in it. */
    mixedName: { name: string; isolated: string[] };
    /** A featured record (an editor's pick or a live Featured Listing add-on). */
    featured: R;
    /** A record whose price fell in the last 14 days (the API's `price_dropped`). */
    dropped: R;
  },
): void {
  it('marks a listing whose price dropped lately "Price dropped" (انخفض السعر in Arabic), and only that one', async () => {
    const plain = await show('en', 'Syp');
    expect(screen.queryByText('Price dropped')).not.toBeInTheDocument();
    plain.unmount();
    const english = await show('en', 'Syp', card.dropped);
    expect(screen.getByText('Price dropped')).toBeInTheDocument();
    english.unmount();
    await show('ar', 'Syp', card.dropped);
    expect(screen.getByText('انخفض السعر')).toBeInTheDocument();
  });

  it('marks a featured listing "Featured" (مميز in Arabic), and only a featured one', async () => {
    const plain = await show('en', 'Syp');
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    plain.unmount();
    const english = await show('en', 'Syp', card.featured);
    expect(screen.getByText('Featured')).toBeInTheDocument();
    english.unmount();
    await show('ar', 'Syp', card.featured);
    expect(screen.getByText('مميز')).toBeInTheDocument();
  });

  it('shows the price in Syrian pounds with its symbol, and links to its page', async () => {
    await show('en', 'Syp');
    expect(screen.getByText(card.sypPrice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: card.name })).toHaveAttribute('href', card.href);
  });

  it('shows its key facts, and no discount when there is none', async () => {
    await show('en', 'Syp');
    for (const fact of card.facts) expect(screen.getByText(fact)).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('shows a discount: the new price, the old one struck through and the percentage', async () => {
    await show('en', 'USD', card.discounted.record);
    expect(screen.getByText(card.discounted.price)).toBeInTheDocument();
    expect(screen.getByText(card.discounted.was).closest('s')).not.toBeNull();
    expect(screen.getByLabelText(`Was ${card.discounted.was}`)).toBeInTheDocument();
    expect(screen.getByText('10% off')).toBeInTheDocument();
  });

  it('speaks Arabic: Arabic name, facts and currency, numbers with en-US grouping', async () => {
    await show('ar', 'Syp', card.arabic.record);
    expect(screen.getByRole('link', { name: card.arabic.name })).toBeInTheDocument();
    expect(screen.getByText(card.arabic.price)).toBeInTheDocument();
    for (const fact of card.arabic.facts) expect(screen.getByText(fact)).toBeInTheDocument();
  });

  it('follows the currency switch to US dollars', async () => {
    await show('en', 'USD');
    expect(screen.getByText(card.usdPrice)).toBeInTheDocument();
    expect(screen.queryByText(/SYP/)).not.toBeInTheDocument();
  });

  it('gives its picture a size and loads it lazily', async () => {
    await show('en', 'Syp');
    expectThumbnail(card.name, card.thumbnail);
  });

  it('keeps the words of a mixed Arabic and Latin title in order right to left', async () => {
    await show('ar', 'Syp', card.withArabicName(card.mixedName.name));
    const link = screen.getByRole('link', { name: card.mixedName.name });
    // The Latin words are isolated; a number after them (a year) stays outside, with the Arabic.
    expect([...link.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(card.mixedName.isolated);
  });
}
