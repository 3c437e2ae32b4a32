import { useTranslation } from '@souq/shared';
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
      <section className="souq-featured" aria-labelledby="featured-properties">
        <h2 id="featured-properties">{t('home.featuredProperties')}</h2>
        <div className="souq-featured__body souq-featured__body--properties">
          <WhenVisible>
            <RemoteComponent id="property/FeaturedProperties" />
          </WhenVisible>
        </div>
      </section>
      <section className="souq-featured" aria-labelledby="featured-autos">
        <h2 id="featured-autos">{t('home.featuredAutos')}</h2>
        <div className="souq-featured__body">
          <WhenVisible>
            <RemoteComponent id="auto/FeaturedAutos" />
          </WhenVisible>
        </div>
      </section>
    </div>
  );
}
