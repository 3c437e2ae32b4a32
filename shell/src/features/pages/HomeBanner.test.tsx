import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { renderWithShell } from '../../test/renderWithShell';
import { HomeBanner } from './HomeBanner';

const api = standInForEachTest();

const banner = (id: number, alt: string) => ({
  id,
  language: 'ar',
  image: `/banner-art/${id}.svg`,
  title: null,
  subtitle: null,
  alt,
  link: null,
});

describe('the home banner', () => {
  it("names each picture's button in the visitor's language, and shows the picture asked for", async () => {
    api.answer('GET /banner-image', () => ok('Banners', [banner(1, 'دمشق القديمة'), banner(2, 'شاطئ اللاذقية')]));
    await renderWithShell(<HomeBanner />, { language: 'ar' });
    const second = await screen.findByRole('button', { name: 'الصورة 2 من 2' });
    expect(screen.getByRole('button', { name: 'الصورة 1 من 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'دمشق القديمة' })).toBeInTheDocument();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'شاطئ اللاذقية' })).toBeInTheDocument();
  });

  it('has no buttons for a single picture', async () => {
    api.answer('GET /banner-image', () => ok('Banners', [{ ...banner(1, 'Old Damascus'), language: 'en' }]));
    await renderWithShell(<HomeBanner />, { language: 'en' });
    expect(await screen.findByRole('img', { name: 'Old Damascus' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
