import { useTranslation } from '@souq/shared';
import { KIND_MODULES } from '@souq/shared/listing-kinds';
import { RemoteComponent } from '../../lib/remotes/RemoteComponent';
import { WhenVisible } from '../../lib/remotes/WhenVisible';
import { HomeBanner } from './HomeBanner';
import { HomeSearchForm } from './HomeSearchForm';

export default function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <div className="souq-home">
      <section className="souq-hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
        <HomeBanner />
        <HomeSearchForm />
      </section>
      {/* Each kind's featured listings, in the registry's order. */}
      {KIND_MODULES.map(({ name, remote, featured }) => (
        <section key={name} className="souq-featured" aria-labelledby={`featured-${featured.section}`}>
          <h2 id={`featured-${featured.section}`}>{t(featured.heading)}</h2>
          <div className={`souq-featured__body souq-featured__body--${featured.section}`}>
            <WhenVisible>
              <RemoteComponent id={`${remote}/${featured.module}`} />
            </WhenVisible>
          </div>
        </section>
      ))}
    </div>
  );
}
