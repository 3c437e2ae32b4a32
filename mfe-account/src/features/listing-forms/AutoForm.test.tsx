import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@souq/shared';
import { ok } from '@souq/shared/testing';
import {
  expectErrorsUnder,
  expectRefusedEdit,
  fileOf,
  fillIn,
  formStandIn,
  landOnMyListings,
  openNewListing,
  openStoredListing,
  publishEmptyInArabic,
  publishRefused,
  walkCascade,
} from './testFixtures';
import type { Lang } from '@souq/shared';

const api = formStandIn();

const addPage = (lang: Lang = 'en') => openNewListing('auto', lang);

const chooseVehicle = (user: ReturnType<typeof userEvent.setup>) =>
  fillIn(user, [
    ['Brand', 'Toyota'],
    ['Class', 'Corolla'],
    ['Model', 'Corolla XLi'],
    ['Year', '2022'],
    ['Condition', 'Used'],
    ['Transmission', 'Automatic'],
    ['Import origin', 'GCC'],
    ['Fuel type', 'Petrol'],
    ['Mileage (km)', '42000'],
    ['Body type', 'Sedan'],
    ['Color', 'White'],
    ['Drive type', 'Front-wheel drive (FWD)'],
  ]);

describe('brand, class and model', () => {
  it('loads the classes of the brand and the models of the class; another brand clears both', async () => {
    const user = userEvent.setup({ delay: null });
    await addPage();
    await walkCascade(
      user,
      [
        ['Brand', 'Toyota'],
        ['Class', 'Corolla'],
        ['Model', 'Corolla XLi'],
      ],
      ['Kia', 'Rio'],
    );
    expect(api.calls.find((c) => c.path === '/auto/class-models')?.query.get('class_id')).toBe('10');
  });
});

describe('publishing', () => {
  it('checks the required fields in Arabic with the documented message', async () => {
    await publishEmptyInArabic(userEvent.setup({ delay: null }), api, 'auto', ['حقل الماركة مطلوب', 'حقل السعر مطلوب']);
  });

  it('sends the listing with its price in the chosen currency and shows the discounted price', async () => {
    const user = userEvent.setup({ delay: null });
    api.answer('POST /add-auto', () => ok('Auto added successfully.', { id: 30 }));
    await addPage();
    await chooseVehicle(user);
    await user.type(screen.getByLabelText('Price'), '15000');
    await user.clear(screen.getByLabelText('Discount percent'));
    await user.type(screen.getByLabelText('Discount percent'), '10');
    await waitFor(() =>
      expect(screen.getByTestId('discounted-price')).toHaveTextContent(
        'Price after discount: 1,755,000 new SYP · 13,500 USD',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));
    expect(await landOnMyListings(api, 'Auto added successfully.', '/add-auto')).toMatchObject({
      brand_id: 1,
      class_id: 10,
      model_id: 100,
      year: 2022,
      condition: 'used',
      transmission: 'automatic',
      import_origin: 'gcc',
      fuel_type: 'petrol',
      mileage_km: 42000,
      body_type: 'sedan',
      color: 'white',
      drive_type: 'fwd',
      price_currency: 'USD',
      price_usd: 15000,
      price_syp: null,
      discount_percent: 10,
      images: [],
      video_id: null,
    });
  });

  it('warns, without refusing, about a price far above what the model costs, asking whether it is in old pounds', async () => {
    const user = userEvent.setup({ delay: null });
    // Six Corolla XLi of 2020–2024 on the market, their median 2 million new pounds.
    api.answer('GET /auto/typical-price', () =>
      ok('', {
        typical_syp: 2_000_000,
        per_sqm_syp: null,
        comparables: 6,
        basis: 'model',
        factor: 20,
        min_syp: 100_000,
        max_syp: 40_000_000,
      }),
    );
    api.answer('POST /add-auto', () => ok('Auto added successfully.', { id: 31 }));
    await addPage();
    await chooseVehicle(user);
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/auto/typical-price')
          .at(-1)
          ?.query.toString(),
      ).toBe('vehicle_type=car&brand_id=1&model_id=100&year=2022'),
    );
    await user.selectOptions(screen.getByLabelText('Currency'), 'SYP');
    await user.type(screen.getByLabelText('Price'), '300,000,000');
    expect(await screen.findByTestId('price-warning')).toHaveTextContent(
      'This is 2.3 million USD — about 150× the typical price here (2 million new SYP). ' +
        'A plausible price is between 100,000 new SYP and 40 million new SYP (compared with active listings: 6). ' +
        'Did you type the price in old pounds? In new pounds it would be 3,000,000 new SYP.',
    );
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));
    expect(await landOnMyListings(api, 'Auto added successfully.', '/add-auto')).toMatchObject({
      price_currency: 'SYP',
      price_syp: 300_000_000,
    });
  });

  it("puts the server's field errors under their inputs (the price under the one price input) and keeps every entry", async () => {
    const user = userEvent.setup({ delay: null });
    await addPage();
    await chooseVehicle(user);
    await user.type(screen.getByLabelText('Price'), '15000.5');
    await publishRefused(user, api, 'auto', 'The year may not be later than 2026.', {
      year: 'The year may not be later than 2026.',
      price_usd: 'The Price usd field must be an integer.',
      images: 'The selected images is invalid.',
    });
    // The USD price's message is the one price input's.
    await expectErrorsUnder(
      ['Year', 'The year may not be later than 2026.'],
      ['Price', 'The Price usd field must be an integer.'],
    );
    expect(
      within(screen.getByRole('group', { name: 'Photos' })).getByText('The selected images is invalid.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('100');
    expect(screen.getByLabelText('Mileage (km)')).toHaveValue('42000');
  });

  it('refuses a video of the wrong type before sending it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await addPage();
    await user.upload(await screen.findByLabelText('Choose a video'), fileOf('clip.gif', 'image/gif'));
    expect(
      await screen.findByText(/clip\.gif: this type of file is not accepted\. Accepted: mp4, avi/),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/media/upload')).toBe(false);
  });
});

describe('editing', () => {
  it('opens complete: the stored class and model show without waiting for their lists', async () => {
    api.hold('GET /auto/brand-classes');
    api.hold('GET /auto/class-models');
    await openStoredListing(api, 'auto');
    expect(await screen.findByLabelText('Brand')).toHaveDisplayValue('Toyota');
    expect(screen.getByLabelText('Class')).toHaveDisplayValue('Corolla');
    expect(screen.getByLabelText('Model')).toHaveDisplayValue('Corolla XLi');
  });

  it('loads the stored values with their class and model lists, and saves to the same listing', async () => {
    const user = userEvent.setup({ delay: null });
    await openStoredListing(api, 'auto');
    expect(await screen.findByLabelText('Brand')).toHaveDisplayValue('Toyota');
    await waitFor(() => expect(screen.getByLabelText('Class')).toHaveDisplayValue('Corolla'));
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveDisplayValue('Corolla XLi'));
    expect(screen.getByLabelText('Year')).toHaveValue('2022');
    expect(screen.getByLabelText('Mileage (km)')).toHaveValue('42000');
    expect(screen.getByLabelText('Price')).toHaveValue('15000');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Seat type')).toHaveDisplayValue('Leather');
    expect(screen.getByText('Photo 1')).toBeInTheDocument();
    expect(screen.getByText('Current video')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Vehicle status'), 'Sold');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await landOnMyListings(api, 'Auto updated successfully.', '/auto-update')).toMatchObject({
      id: 12,
      vehicle_status: 'sold',
      images: [51],
      video_id: 52,
      model_id: 100,
      price_usd: 15000,
    });
  });

  it("shows the server's refusal for someone else's listing", async () => {
    await expectRefusedEdit(api, 'auto', '13', 'ليس لديك صلاحية!', 'ar', 'الماركة');
  });
});

describe('language', () => {
  it('keeps what was typed when the language is switched, and shows the form in the new language', async () => {
    const user = userEvent.setup({ delay: null });
    await addPage('en');
    await user.type(await screen.findByLabelText('Mileage (km)'), '42000');
    await act(async () => {
      await changeLanguage('ar');
    });
    expect(await screen.findByLabelText('المسافة المقطوعة (كم)')).toHaveValue('42000');
    expect(screen.getByRole('link', { name: 'العودة إلى إعلاناتي' })).toHaveAttribute('href', '/my-listing');
  });
});
