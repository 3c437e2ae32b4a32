import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession, useTranslation } from '@souq/shared';
import { fetchBanners, type Banner } from './api/banners';
import './home-banner.css';

const ROTATE_MS = 7000;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The home hero's images from /banner-image, for the current language. Without banners (none set, the call failed,
 * or an image will not load) the hero keeps its plain coloured background: the page never waits for or breaks on it.
 */
export function HomeBanner() {
  const { t } = useTranslation('shell');
  const language = useSession((s) => s.language);
  const [banners, setBanners] = useState<Banner[]>([]);
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    fetchBanners(language, controller.signal).then(
      (list) => {
        setBanners(list.filter((b) => b.image));
        setIndex(0);
      },
      () => setBanners([]),
    );
    return () => controller.abort();
  }, [language]);

  const shown = banners.filter((b) => !broken.has(b.id));
  useEffect(() => {
    if (shown.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % shown.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [shown.length]);

  const banner = shown[index % Math.max(shown.length, 1)];
  // The caption's room is kept while the banners load and when there are none (see home-banner.css).
  if (!banner) return <p className="souq-home-banner__caption" aria-hidden="true" />;
  return (
    <>
      <div className="souq-home-banner">
        <img
          key={banner.id}
          src={banner.image}
          alt={banner.alt}
          decoding="async"
          // The hero's picture is the home page's largest paint.
          fetchPriority="high"
          onError={() => setBroken((b) => new Set(b).add(banner.id))}
        />
        {shown.length > 1 && (
          <div className="souq-home-banner__dots">
            {shown.map((b, i) => (
              <button
                key={b.id}
                type="button"
                aria-label={t('home.bannerPicture', { n: i + 1, count: shown.length })}
                aria-pressed={b.id === banner.id}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        )}
      </div>
      <p className="souq-home-banner__caption">
        {banner.title && (banner.link ? <Link to={banner.link}>{banner.title}</Link> : <strong>{banner.title}</strong>)}
        {banner.subtitle && <span>{banner.subtitle}</span>}
      </p>
    </>
  );
}
