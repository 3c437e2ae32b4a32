// Exposed as "auto/FeaturedAutos": the home page's featured-cars strip.
import { addFeaturedStyles, FeaturedListings } from '@souq/shared/listing-ui';
import { AutoCard } from '../../components/cards/AutoCard';
import { toSummary } from '../../lib/listing/api/toAuto';
import { AUTO_UI } from '../../lib/listing/listingUi';
import { LIST_PATH } from '../../lib/paths';
import { getFeatured } from './getFeatured';
import '../../i18n/cardTranslations';

addFeaturedStyles(AUTO_UI.prefix);

export default function FeaturedAutos() {
  return (
    <FeaturedListings
      ui={AUTO_UI}
      load={getFeatured}
      renderCard={(item, language) => <AutoCard auto={toSummary(item, language)} headingLevel={3} />}
      listPath={LIST_PATH}
    />
  );
}
