import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { invalid, ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { agent, corporate, fill, individual, renderPage } from '../../testing/render';
import { MyAccountPage } from './MyAccountPage';

// No speed is being tested: Jest's default 5 s per test only measures how busy the shared machine is,
// so allow what a loaded machine needs.
jest.setTimeout(60_000);

let api: ApiStandIn;

function account(user: SessionUser, extra: Record<string, unknown> = {}) {
  return {
    ...user,
    surname: 'Khatib',
    listing_category: user.user_type === 'Individual' ? null : 'both',
    image: '/api/uploaded-files/user-profile-images/me.webp',
    phone: '+963 944 000 002',
    whatsapp: null,
    about_me: 'Selling homes in Damascus since 2010.',
    language: 'en',
    email_verified: true,
    google_linked: false,
    company:
      user.user_type === 'Corporate'
        ? {
            id: 5,
            company_name: 'Sham Real Estate',
            company_email: 'info@sham.example',
            logo: null,
            company_phone: '+963 11 000 0003',
            address: 'Abu Rummaneh, Damascus',
            website: 'https://sham.example',
            registration_number: 'DM20260001',
          }
        : null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

function serve(user: SessionUser, extra: Record<string, unknown> = {}) {
  let stored = account(user, extra);
  api.answer('GET /my-account', () => ok('Account', stored));
  api.answer('GET /verification-requests/mine', () => ok('', { verified: false, request: null }));
  api.answer('POST /update-profile', (body) => {
    if (typeof body.whatsapp === 'string' && body.whatsapp.startsWith('000')) {
      return invalid('The WhatsApp number field must be a valid phone number.', {
        whatsapp: ['The WhatsApp number field must be a valid phone number.'],
      });
    }
    const { company_name, company_email, logo, company_phone, address, website, registration_number, ...own } = body;
    stored = {
      ...stored,
      ...own,
      ...(stored.company && {
        company: {
          ...stored.company,
          company_name,
          company_email,
          logo,
          company_phone,
          address,
          website,
          registration_number,
        } as typeof stored.company,
      }),
    } as typeof stored;
    return ok('Profile updated successfully.', stored);
  });
}

beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  await useStandIn(api);
});
afterEach(() => act(() => sessionStore.getState().logout()));

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea, select' });
const updates = () => api.calls.filter((call) => call.path === '/update-profile');

describe('my account', () => {
  it("shows the user's fields", async () => {
    serve(agent);
    await renderPage('en', '/my-account', agent, <MyAccountPage />);
    expect(await screen.findByDisplayValue('Omar')).toBe(field('Name'));
    expect(field('Surname')).toHaveValue('Khatib');
    expect(field('Email')).toHaveValue('agent@example.sy');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Account type')).toHaveValue('Agent');
    expect(field('Phone number')).toHaveValue('+963 944 000 002');
    expect(field('About me')).toHaveValue('Selling homes in Damascus since 2010.');
    expect(field('Preferred language')).toHaveValue('en');
    expect(field('Listing category')).toHaveValue('both');
    expect(screen.getByRole('img', { name: 'Preview of Profile photo' })).toHaveAttribute(
      'src',
      '/api/uploaded-files/user-profile-images/me.webp',
    );
    expect(screen.queryByText('Company details')).not.toBeInTheDocument();
  });

  it('saves changes and updates the signed-in user everywhere', async () => {
    const user = userEvent.setup();
    serve(agent);
    await renderPage('en', '/my-account', agent, <MyAccountPage />);
    await screen.findByDisplayValue('Omar');
    await fill(user, field('Name'), 'Omar Z');
    await fill(user, field('WhatsApp number'), '+963 933 111 222');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(updates()[0]!.body).toEqual({
      name: 'Omar Z',
      surname: 'Khatib',
      phone: '+963 944 000 002',
      whatsapp: '+963 933 111 222',
      about_me: 'Selling homes in Damascus since 2010.',
      image: '/api/uploaded-files/user-profile-images/me.webp',
      language: 'en',
      listing_category: 'both',
    });
    expect(sessionStore.getState().user).toMatchObject({ id: 2, name: 'Omar Z', whatsapp: '+963 933 111 222' });
  });

  it('clears an emptied field and sends the chosen listing category', async () => {
    const user = userEvent.setup();
    serve(agent);
    await renderPage('en', '/my-account', agent, <MyAccountPage />);
    await screen.findByDisplayValue('Omar');
    await user.clear(field('About me'));
    await user.selectOptions(field('Listing category'), 'Real Estate');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile updated successfully.');
    expect(updates()[0]!.body).toMatchObject({ about_me: null, listing_category: 'real_estate' });
  });

  it("puts the server's field error under that field and keeps everything typed", async () => {
    const user = userEvent.setup();
    serve(agent);
    await renderPage('en', '/my-account', agent, <MyAccountPage />);
    await screen.findByDisplayValue('Omar');
    await fill(user, field('Name'), 'Omar Z');
    await fill(user, field('WhatsApp number'), '000 000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The WhatsApp number field must be a valid phone number.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(field('WhatsApp number')).toHaveAccessibleDescription(
      'The WhatsApp number field must be a valid phone number.',
    );
    expect(field('WhatsApp number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('WhatsApp number')).toHaveValue('000 000');
    expect(field('Name')).toHaveValue('Omar Z');
    expect(sessionStore.getState().user?.name).toBe('Omar');
  });

  it('checks the documented rules before sending', async () => {
    const user = userEvent.setup();
    serve(agent);
    await renderPage('en', '/my-account', agent, <MyAccountPage />);
    await screen.findByDisplayValue('Omar');
    await user.clear(field('Name'));
    await fill(user, field('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The Name field is required')).toBeInTheDocument();
    expect(await screen.findByText('The Phone number field must be a valid phone number.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('shows the company fields to a Corporate account', async () => {
    serve(corporate);
    await renderPage('en', '/my-account', corporate, <MyAccountPage />);
    const company = within(await screen.findByRole('group', { name: 'Company details' }));
    expect(company.getByLabelText('Company name', { selector: 'input' })).toHaveValue('Sham Real Estate');
    expect(company.getByLabelText('Company email', { selector: 'input' })).toHaveValue('info@sham.example');
    expect(company.getByLabelText('Company phone', { selector: 'input' })).toHaveValue('+963 11 000 0003');
    expect(company.getByLabelText('Address', { selector: 'textarea' })).toHaveValue('Abu Rummaneh, Damascus');
    expect(company.getByLabelText('Website', { selector: 'input' })).toHaveValue('https://sham.example');
    expect(company.getByLabelText('Registration number', { selector: 'input' })).toHaveValue('DM20260001');
    expect(company.getByText('No photo yet')).toBeInTheDocument();
  });

  it("checks a Corporate account's website and saves the company fields", async () => {
    const user = userEvent.setup();
    serve(corporate);
    await renderPage('en', '/my-account', corporate, <MyAccountPage />);
    const company = within(await screen.findByRole('group', { name: 'Company details' }));
    await fill(user, company.getByLabelText('Website', { selector: 'input' }), 'sham.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The Website field must be a valid URL.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);

    await user.clear(company.getByLabelText('Website', { selector: 'input' }));
    await fill(user, company.getByLabelText('Company name', { selector: 'input' }), 'Sham Homes');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(updates()[0]!.body).toMatchObject({
      company_name: 'Sham Homes',
      company_email: 'info@sham.example',
      logo: null,
      company_phone: '+963 11 000 0003',
      address: 'Abu Rummaneh, Damascus',
      website: null,
      registration_number: 'DM20260001',
    });
  });

  it("saves a Corporate account's registration number written with dashes, as the seed writes it", async () => {
    const user = userEvent.setup();
    const seeded = account(corporate).company!;
    serve(corporate, { company: { ...seeded, registration_number: 'DM-2026-0001' } });
    await renderPage('en', '/my-account', corporate, <MyAccountPage />);
    const company = within(await screen.findByRole('group', { name: 'Company details' }));
    expect(company.getByLabelText('Registration number', { selector: 'input' })).toHaveValue('DM-2026-0001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(updates()[0]!.body).toMatchObject({ registration_number: 'DM-2026-0001' });

    await fill(user, company.getByLabelText('Registration number', { selector: 'input' }), 'س ت 4521/2019');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]!.body).toMatchObject({ registration_number: 'س ت 4521/2019' });
  });

  it('refuses other punctuation in a registration number', async () => {
    const user = userEvent.setup();
    serve(corporate);
    await renderPage('en', '/my-account', corporate, <MyAccountPage />);
    const company = within(await screen.findByRole('group', { name: 'Company details' }));
    await fill(user, company.getByLabelText('Registration number', { selector: 'input' }), 'DM.2026#1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'The Registration number field may only contain letters, numbers, spaces, dashes (-) and slashes (/).',
      ),
    ).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('refuses other punctuation in a registration number in Arabic too', async () => {
    const user = userEvent.setup();
    serve(corporate);
    await renderPage('ar', '/my-account', corporate, <MyAccountPage />);
    const company = within(await screen.findByRole('group', { name: 'بيانات الشركة' }));
    await fill(user, company.getByLabelText('رقم السجل التجاري', { selector: 'input' }), 'DM_2026');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(
      await screen.findByText(
        'يجب أن يحتوي حقل رقم السجل التجاري على حروف وأرقام ومسافات وشرطات (-) وخطوط مائلة (/) فقط.',
      ),
    ).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('shows an Individual neither company fields nor a listing category, and sends none', async () => {
    const user = userEvent.setup();
    serve(individual);
    await renderPage('en', '/my-account', individual, <MyAccountPage />);
    await screen.findByDisplayValue('Lina');
    expect(screen.queryByRole('group', { name: 'Company details' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Listing category')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile updated successfully.');
    const body = updates()[0]!.body;
    expect(Object.keys(body).sort()).toEqual(['about_me', 'image', 'language', 'name', 'phone', 'surname', 'whatsapp']);
  });

  it('speaks Arabic', async () => {
    serve(corporate);
    await renderPage('ar', '/my-account', corporate, <MyAccountPage />);
    expect(await screen.findByRole('group', { name: 'بيانات الشركة' })).toBeInTheDocument();
    expect(field('الاسم')).toHaveValue('Rana');
    expect(field('رقم واتساب')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument();
  });
});

describe("an agent's licence for the Verified mark", () => {
  it('lets an Agent send their licence, and shows the request waiting', async () => {
    const user = userEvent.setup({ delay: null });
    serve(agent);
    const pending = {
      id: 3,
      subject_kind: 'agent',
      subject_id: 2,
      document_type: 'licence',
      document_name: 'licence.jpg',
      status: 'pending',
      reason: null,
      created_at: '2026-11-24T09:00:00Z',
      decided_at: null,
      document_url: '/api/verification-document?id=3',
    };
    let mine: { verified: boolean; request: unknown } = { verified: false, request: null };
    api.answer('GET /verification-requests/mine', () => ok('', mine));
    api.answer('POST /verification-requests', () => {
      mine = { verified: false, request: pending };
      return ok('Sent.', pending);
    });
    await renderPage('en', '/my-account', agent, <MyAccountPage />);
    const section = within(await screen.findByRole('region', { name: 'Licence or registration' }));
    const type = await section.findByRole('combobox', { name: 'Document' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agent licence', 'Commercial registration', 'Other document']);
    await user.upload(section.getByLabelText('File'), new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' }));
    await user.click(section.getByRole('button', { name: 'Send for review' }));
    expect(
      await section.findByText('Waiting for review: Agent licence, sent on Tue, Nov 24, 2026.'),
    ).toBeInTheDocument();
    const sent = api.calls.find((call) => call.path === '/verification-requests' && call.method === 'POST')!;
    expect(sent.raw).toMatch(/name="subject_kind"\r\n\r\nagent\r\n/);
    expect(sent.raw).toMatch(/name="subject_id"\r\n\r\n2\r\n/);
    expect(sent.raw).toMatch(/name="document_type"\r\n\r\nlicence\r\n/);
  });

  it('shows a verified Corporate account its mark, in Arabic', async () => {
    serve(corporate);
    api.answer('GET /verification-requests/mine', () => ok('', { verified: true, request: null }));
    await renderPage('ar', '/my-account', corporate, <MyAccountPage />);
    const section = within(await screen.findByRole('region', { name: 'الترخيص أو السجل التجاري' }));
    expect(await section.findByRole('img', { name: 'موثّق: تم التحقق من الترخيص أو السجل' })).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'إرسال للمراجعة' })).not.toBeInTheDocument();
  });

  it('is not offered to an Individual', async () => {
    serve(individual);
    await renderPage('en', '/my-account', individual, <MyAccountPage />);
    await screen.findByLabelText('Email', { selector: 'input' });
    expect(screen.queryByRole('region', { name: 'Licence or registration' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/verification-requests/mine')).toBe(false);
  });
});
