import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, sessionStore } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { page, propertyCard } from '../../testing/cards';
import { individual, renderPage } from '../../testing/render';
import { ContactedListingsPage } from './ContactedListingsPage';

let api: ApiStandIn;
const contactedAt = '2026-03-14T09:30:00.000Z';

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  await useStandIn(api);
  api.answer('GET /property/contacted', () =>
    ok(
      'Contacted',
      page([
        propertyCard({
          id: 51,
          name: 'Flat in Malki',
          contacted_channels: ['call', 'whatsapp'],
          last_contacted_at: contactedAt,
        }),
      ]),
    ),
  );
  api.answer('GET /auto/contacted', () => ok('Contacted', page([])));
});
afterEach(() => act(() => sessionStore.getState().logout()));

describe('contacted listings', () => {
  it('shows how and when each listing was contacted', async () => {
    await renderPage('en', '/my-account/contacted', individual, <ContactedListingsPage />);
    const row = within(await screen.findByTestId('account-listing'));
    expect(row.getByRole('link', { name: 'Flat in Malki' })).toHaveAttribute('href', '/property/property-detail/51');
    expect(row.getByText('Contacted by: Call, WhatsApp')).toBeInTheDocument();
    expect(row.getByText(new RegExp(`^Last contact: ${formatDate(contactedAt)} \\(`))).toBeInTheDocument();
  });

  it('has an empty state for cars, and speaks Arabic', async () => {
    const user = userEvent.setup();
    await renderPage('ar', '/my-account/contacted', individual, <ContactedListingsPage />);
    expect(await screen.findByText('طريقة التواصل: اتصال، واتساب')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'السيارات' }));
    expect(await screen.findByText('لم يتم العثور على سجلات')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('account-listing')).not.toBeInTheDocument());
  });
});
