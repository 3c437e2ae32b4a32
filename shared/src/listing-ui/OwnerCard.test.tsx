import { screen, within } from '@testing-library/react';
import { renderIn } from '../ui/test-render';
import { OwnerCard, type ListingOwner } from './OwnerCard';
import { TEST_UI } from './test-texts';
import { addTrustTexts } from './trust-texts';
import type { Lang } from '../i18n/languages';

addTrustTexts(TEST_UI.ns);

const agent: ListingOwner = {
  name: 'Sami',
  userType: 'Agent',
  image: null,
  companyName: 'Sham Real Estate',
  verified: true,
};

const renderCard = (lang: Lang, owner: ListingOwner) =>
  renderIn(
    lang,
    <OwnerCard
      ui={TEST_UI}
      block="agent"
      titleKey="detail.seller"
      profileKey="detail.sellerProfile"
      owner={owner}
      profilePath="/agent-details/3"
    />,
  );

describe('the owner card', () => {
  it('marks a verified agent or company as such, beside their name', async () => {
    await renderCard('en', agent);
    const card = screen.getByRole('region', { name: 'Listed by' });
    const name = within(card).getByText('Sami');
    expect(within(name).getByRole('img', { name: 'Verified: licence or registration checked' })).toHaveTextContent(
      'Verified',
    );
  });

  it('says it in Arabic on Arabic pages', async () => {
    await renderCard('ar', agent);
    const card = screen.getByRole('region', { name: 'معروض من قبل' });
    expect(within(card).getByRole('img', { name: 'موثّق: تم التحقق من الترخيص أو السجل' })).toHaveTextContent('موثّق');
  });

  it('shows no mark for an owner nobody has verified', async () => {
    await renderCard('en', { ...agent, verified: false });
    const card = screen.getByRole('region', { name: 'Listed by' });
    expect(within(card).getByText('Sami')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });
});
