import { screen } from '@testing-library/react';
import { renderIn } from '../ui/test-render';
import { FairPriceMark, type FairPrice } from './FairPriceMark';
import { TEST_UI } from './test-texts';
import { addTrustTexts } from './trust-texts';

addTrustTexts(TEST_UI.ns);

const below: FairPrice = { label: 'below', comparables: 12, medianSyp: 150_000, basis: 'neighborhood' };

describe('the fair-price label', () => {
  it('says where the price stands, with the comparable count, and what it is compared with on hover', async () => {
    await renderIn('en', <FairPriceMark ui={TEST_UI} fairPrice={below} />);
    const mark = screen.getByTestId('fair-price');
    expect(mark).toHaveTextContent('Below the typical price here (12 comparable listings)');
    expect(mark).toHaveAttribute('data-fair-price', 'below');
    expect(screen.getByText('Below the typical price here').closest('[title]')).toHaveAttribute(
      'title',
      'Compared with active listings of the same type and a similar size in the same neighbourhood, for sale or for rent like this one. Their median price per m² is 150,000 new SYP.',
    );
  });

  it("words around and above, and a car's comparables, in English", async () => {
    const { unmount } = await renderIn(
      'en',
      <FairPriceMark ui={TEST_UI} fairPrice={{ ...below, label: 'around', comparables: 1, basis: 'city' }} />,
    );
    expect(screen.getByTestId('fair-price')).toHaveTextContent('Around the typical price here (1 comparable listing)');
    unmount();
    await renderIn(
      'en',
      <FairPriceMark
        ui={TEST_UI}
        fairPrice={{ label: 'above', comparables: 5, medianSyp: 2_600_000, basis: 'model' }}
      />,
    );
    expect(screen.getByTestId('fair-price')).toHaveTextContent('Above the typical price here (5 comparable listings)');
    expect(screen.getByText('Above the typical price here').closest('[title]')?.getAttribute('title')).toContain(
      'same model, at most 2 model years apart',
    );
  });

  it.each([
    [2, 'إعلانان مشابهان'],
    [5, '5 إعلانات مشابهة'],
    [12, '12 إعلانًا مشابهًا'],
    [100, '100 إعلان مشابه'],
    [1200, '1,200 إعلان مشابه'],
  ])('counts %i comparables with the Arabic plural form', async (comparables, words) => {
    await renderIn('ar', <FairPriceMark ui={TEST_UI} fairPrice={{ ...below, comparables }} />);
    expect(screen.getByTestId('fair-price')).toHaveTextContent(`أقل من السعر المعتاد هنا (${words})`);
  });

  it('explains the comparison in Arabic', async () => {
    await renderIn('ar', <FairPriceMark ui={TEST_UI} fairPrice={{ ...below, label: 'above', basis: 'city' }} />);
    expect(screen.getByText('أعلى من السعر المعتاد هنا').closest('[title]')?.getAttribute('title')).toContain(
      'في المدينة نفسها',
    );
  });

  // A card's column is narrower than the whole sentence: the count may go to a second line, but inside the label's
  // tint, never below it on its own (the browser journey measures it on a card).
  it('keeps the comparable count inside the label, which it is part of', async () => {
    await renderIn('en', <FairPriceMark ui={TEST_UI} fairPrice={{ ...below, comparables: 33 }} />);
    const label = screen.getByTestId('fair-price').querySelector('[title]')!;
    expect(label).toHaveTextContent('Below the typical price here (33 comparable listings)');
    expect(screen.getByText('(33 comparable listings)').parentElement).toBe(label);
  });

  it('shows nothing for a listing without a label', async () => {
    await renderIn('en', <FairPriceMark ui={TEST_UI} fairPrice={null} />);
    expect(screen.queryByTestId('fair-price')).not.toBeInTheDocument();
  });
});
