import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalid, ok } from '@souq/shared/testing';
import { formStandIn, openNewListing, openStoredListing } from './testFixtures';
import type { Lang } from '@souq/shared';

// What the kit gives both listing forms, seen through the car form: the listing's status on the one lifecycle, and
// the price block.
const api = formStandIn();

const editCar = (listing: Record<string, unknown>, lang: Lang = 'en') => openStoredListing(api, 'auto', listing, lang);
const choices = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);
const sent = () => api.calls.find((c) => c.path === '/auto-update')?.body;

describe('the status', () => {
  it('offers a car the statuses of a sale but Sold (its vehicle status says that), and keeps a draft a draft when other changes are saved', async () => {
    const user = userEvent.setup({ delay: null });
    await editCar({ status: 'draft' });
    const status = await screen.findByLabelText('Status');
    expect(status).toHaveDisplayValue('Draft');
    expect(choices(status)).toEqual(['Choose…', 'Draft', 'Active', 'Paused']);
    expect(screen.getByLabelText('Vehicle status')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Trim'), ' Plus');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent()).toMatchObject({ id: 12, status: 'draft', trim: 'XLi Plus' }));
  });

  it('offers a new listing only the statuses it may be posted in', async () => {
    await openNewListing('property');
    expect(choices(await screen.findByLabelText('Status'))).toEqual(['Choose…', 'Active', 'Paused']);
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Active');
  });

  it('offers a flat for rent "rented", and "sold" once it is for sale', async () => {
    const user = userEvent.setup({ delay: null });
    await openStoredListing(api, 'property');
    expect(choices(await screen.findByLabelText('Status'))).toEqual(['Choose…', 'Active', 'Paused', 'Rented']);
    await user.selectOptions(screen.getByLabelText('For sale or for rent'), 'For sale');
    expect(choices(screen.getByLabelText('Status'))).toEqual(['Choose…', 'Active', 'Paused', 'Sold']);
  });

  it('offers a car neither Rented nor a second Sold beside its vehicle status', async () => {
    await editCar({ status: 'active' });
    expect(choices(await screen.findByLabelText('Status'))).toEqual(['Choose…', 'Active', 'Paused']);
  });

  it('shows a hidden listing as under review, with no way for its owner to change the status', async () => {
    await editCar({ status: 'hidden' });
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('says so in Arabic', async () => {
    await editCar({ status: 'hidden' }, 'ar');
    expect(await screen.findByText('قيد المراجعة')).toBeInTheDocument();
    expect(screen.queryByLabelText('الحالة')).not.toBeInTheDocument();
  });
});

describe('the price block', () => {
  it('carries the price typed over to another currency, and sends it in that one', async () => {
    const user = userEvent.setup({ delay: null });
    await editCar({});
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '2000000');
    await user.selectOptions(screen.getByLabelText('Currency'), 'Syrian pound');
    await waitFor(() => expect(screen.getByLabelText('Price')).toHaveValue('2000000'));
    expect(screen.getByTestId('converted-price')).toHaveTextContent(
      'Left empty, the other price will be ≈ 15,385 USD.',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent()).toMatchObject({ price_currency: 'SYP', price_syp: 2_000_000, price_usd: null }));
  });

  it("never overwrites the seller's own price in the other currency", async () => {
    const user = userEvent.setup({ delay: null });
    // Both prices were the seller's: the SYP one is not the USD one converted.
    await editCar({ price_currency: 'USD', price_usd: 15_000, price_syp: 2_000_000 });
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '14000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent()).toMatchObject({ price_currency: 'USD', price_usd: 14_000, price_syp: 2_000_000 }),
    );
  });
});

describe("the plan's quota", () => {
  const QUOTA_EN = 'Your plan Basic allows 10 active listings. Upgrade your plan to post more.';
  const QUOTA_AR = 'تسمح خطتك الأساسية بـ 10 إعلانات نشطة. قم بترقية خطتك لنشر المزيد.';
  const refuse = (path: string, message: string) => api.answer(path, () => invalid(message, { quota: [message] }));

  it('shows the refusal with the way to upgrade, by the save button, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await editCar({ status: 'paused' });
    refuse('POST /auto-update', QUOTA_EN);
    await user.selectOptions(await screen.findByLabelText('Status'), 'Active');
    await user.type(screen.getByLabelText('Trim'), ' Plus');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const refusal = await screen.findByText(QUOTA_EN, { selector: '.lf-quota' });
    expect(within(refusal).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
    expect(screen.getByLabelText('Trim')).toHaveValue('XLi Plus');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Active');
    expect(screen.getByLabelText('Name')).toHaveValue('Toyota Corolla XLi 2022');
    expect(sent()).toMatchObject({ id: 12, status: 'active', trim: 'XLi Plus' });
  });

  it('says so in Arabic for a property, the other kind, and a later save goes through', async () => {
    const user = userEvent.setup({ delay: null });
    await openStoredListing(api, 'property', {}, 'ar');
    refuse('POST /property-update', QUOTA_AR);
    await user.type(await screen.findByLabelText('الاسم'), ' 2');
    await user.click(screen.getByRole('button', { name: 'احفظ التغييرات' }));
    const refusal = await screen.findByText(QUOTA_AR, { selector: '.lf-quota' });
    expect(within(refusal).getByRole('link', { name: 'قم بترقية خطتك' })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
    expect(screen.getByLabelText('الاسم')).toHaveValue('Garden flat in Mezzeh 2');

    api.answer('POST /property-update', () => ok('تم تحديث العقار بنجاح.', { id: 5 }));
    await user.click(screen.getByRole('button', { name: 'احفظ التغييرات' }));
    expect(await screen.findByRole('heading', { name: 'My listings page' })).toBeInTheDocument();
  });
});
