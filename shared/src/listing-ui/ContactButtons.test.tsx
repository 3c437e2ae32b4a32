import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { renderIn } from '../ui/test-render';
import { ContactButtons } from './ContactButtons';
import { LoginPrompt } from './LoginPrompt';
import { OwnerCard } from './OwnerCard';
import { TEST_UI } from './test-texts';

const member: SessionUser = { id: 5, name: 'Lina', email: 'lina@example.com', user_type: 'Individual' };
const owner = {
  name: 'Sami',
  userType: 'Agent',
  image: null,
  companyName: 'Sham Real Estate',
  phone: '0944 123 456',
  whatsapp: null,
  email: 'sami@souq.localhost',
  verified: false,
};
let api: ApiStandIn;

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  await useStandIn(api);
  api.answer('POST /auto/contact', () => ok('', null));
});
afterEach(() =>
  act(() => {
    sessionStore.getState().logout();
    sessionStore.getState().closeAuthModal();
  }),
);

describe('reaching the owner', () => {
  it('offers call, email and WhatsApp (the phone when there is no WhatsApp number) and records a use', async () => {
    act(() => sessionStore.getState().login('token-1', member));
    await renderIn(
      'en',
      <ContactButtons ui={TEST_UI} recordUrl="/auto/contact" listingId="7" listingName="Kia Rio" owner={owner} />,
    );
    const list = screen.getByRole('list', { name: 'Contact the seller' });
    expect(within(list).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:0944123456');
    expect(within(list).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:sami@souq.localhost?subject=About%20your%20listing%3A%20Kia%20Rio',
    );
    const whatsapp = within(list).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/963944123456?text=${encodeURIComponent('Hello, I am interested in "Kia Rio" on Souq.')}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveClass('ap-button', 'ap-contact__whatsapp', 'ap-button--primary');
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(whatsapp);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/auto/contact')?.body).toEqual({ id: 7, channel: 'whatsapp' }),
    );
  });

  it('shows nothing when the owner left no way to reach them', async () => {
    const { container } = await renderIn(
      'ar',
      <ContactButtons
        ui={TEST_UI}
        recordUrl="/auto/contact"
        listingId="7"
        listingName="x"
        owner={{ phone: null, whatsapp: null, email: null }}
      />,
    );
    expect(container.querySelector('.ap-contact')).toBeNull();
  });

  it('names the owner and links to their profile, in Arabic', async () => {
    await renderIn(
      'ar',
      <OwnerCard
        ui={TEST_UI}
        block="seller"
        titleKey="detail.seller"
        profileKey="detail.sellerProfile"
        owner={owner}
        profilePath="/agent-details/3"
      />,
    );
    const card = screen.getByRole('region', { name: 'معروض من قبل' });
    expect(card).toHaveClass('ap-seller');
    expect(within(card).getByText('Sami')).toHaveClass('ap-seller__name');
    expect(within(card).getByText('وكيل · Sham Real Estate')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'عرض الملف الشخصي' })).toHaveAttribute('href', '/agent-details/3');
  });

  it('asks a guest to log in, opening the login modal', async () => {
    await renderIn('ar', <LoginPrompt ui={TEST_UI} />);
    const prompt = screen.getByRole('region', { name: 'سجّل الدخول للتواصل مع البائع' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'تسجيل الدخول' }));
    expect(sessionStore.getState().authModal).toEqual({ open: true, mode: 'login' });
  });
});
