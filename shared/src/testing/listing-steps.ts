// Steps the property and auto remotes' detail page tests take alike, on the page as rendered (texts as a
// visitor reads them: the favourite button in English, the contact links in Arabic).
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ApiStandIn, SeenCall } from './api-stand-in';

/** Saves the listing with its favourite button and unsaves it again; returns the API call that saved it. */
export async function saveAndUnsave(
  user: UserEvent,
  api: ApiStandIn,
  wishlistPath: string,
): Promise<SeenCall | undefined> {
  await user.click(await screen.findByRole('button', { name: 'Save to favourites' }));
  expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  const saved = api.calls.find((call) => call.path === wishlistPath);
  await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
  expect(await screen.findByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
  return saved;
}

/**
 * Checks the owner's WhatsApp, phone and email links (the stand-in's owner, in Arabic) and that a click on
 * WhatsApp is recorded at `contactPath`; returns the WhatsApp link.
 */
export async function contactOwner(api: ApiStandIn, contactPath: string, listingId: number): Promise<HTMLElement> {
  const whatsapp = await screen.findByRole('link', { name: 'واتساب' });
  expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/963944123456\?text=/);
  expect(screen.getByRole('link', { name: 'اتصال' })).toHaveAttribute('href', 'tel:+963944123456');
  expect(screen.getByRole('link', { name: 'بريد إلكتروني' }).getAttribute('href')).toMatch(
    /^mailto:agent@souq\.localhost\?subject=/,
  );
  // jsdom does not follow the link; the click is what matters here.
  whatsapp.addEventListener('click', (event) => event.preventDefault());
  act(() => whatsapp.click());
  await waitFor(() =>
    expect(api.calls.find((call) => call.path === contactPath)?.body).toEqual({ id: listingId, channel: 'whatsapp' }),
  );
  return whatsapp;
}

/** A card's photo: a thumbnail with its size given (so the grid does not jump) that loads lazily. */
export function expectThumbnail(name: string, src: string): void {
  const image = screen.getByRole('img', { name });
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width', '400');
  expect(image).toHaveAttribute('height', '300');
  expect(image).toHaveAttribute('src', src);
}
