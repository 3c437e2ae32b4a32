import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '../ui/test-render';
import { Gallery } from './Gallery';
import { TEST_UI } from './test-texts';

const images = [
  { url: '/img/1.webp', width: 1200, height: 900 },
  { url: '/img/2.webp', width: 1200, height: 900 },
];

describe('listing gallery', () => {
  it('steps through the photos and then the video, and back round', async () => {
    const { container } = await renderIn(
      'en',
      <Gallery ui={TEST_UI} images={images} video="/video/1.mp4" name="Kia Rio 2020" />,
    );
    const gallery = screen.getByRole('region', { name: 'Photos' });
    expect(gallery).toHaveClass('ap-gallery');
    expect(screen.getByRole('img', { name: 'Photo 1 of 3' })).toHaveAttribute('src', '/img/1.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 3' })).toHaveAttribute('src', '/img/2.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(container.querySelector('.ap-gallery__stage video')).toHaveAttribute('src', '/video/1.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Video' }));
    expect(screen.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Kia Rio 2020')).toHaveClass('ap-visually-hidden');
  });

  it('names its controls in Arabic; one photo has no arrows or thumbnails; none shows nothing', async () => {
    const { unmount } = await renderIn(
      'ar',
      <Gallery ui={{ ns: TEST_UI.ns, prefix: 'pp' }} images={images.slice(0, 1)} video={null} name="شقة" />,
    );
    expect(screen.getByRole('region', { name: 'الصور' })).toHaveClass('pp-gallery');
    expect(screen.getByRole('img', { name: 'الصورة 1 من 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const { container } = await renderIn('ar', <Gallery ui={TEST_UI} images={[]} video={null} name="شقة" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the photo shown first at once and first, with both variants to choose from; the strip waits', async () => {
    const variants = [
      { url: '/img/1.webp', width: 1200, height: 900, srcSet: '/img/1-thumb.webp 480w, /img/1.webp 2560w' },
      { url: '/img/2.webp', width: 1200, height: 900, srcSet: '/img/2-thumb.webp 480w, /img/2.webp 2560w' },
    ];
    const { container } = await renderIn(
      'en',
      <Gallery ui={TEST_UI} images={variants} video={null} name="Kia Rio 2020" />,
    );
    const main = screen.getByRole('img', { name: 'Photo 1 of 2' });
    expect(main).toHaveAttribute('width', '1200');
    expect(main).toHaveAttribute('height', '900');
    expect(main).toHaveAttribute('srcset', '/img/1-thumb.webp 480w, /img/1.webp 2560w');
    expect(main.getAttribute('sizes')).toContain('100vw');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    for (const thumb of container.querySelectorAll('.ap-gallery__thumbs img')) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('width', '96');
    }
  });
});
