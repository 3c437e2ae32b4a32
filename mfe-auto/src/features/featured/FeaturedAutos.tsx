// Exposed as "auto/FeaturedAutos": the home page's featured-cars strip.
import { addFeaturedStyles, FeaturedListings } from '@souq/shared/listing-ui';
import { AutoCard } from '../cards/AutoCard';
import { toSummary } from '../listing/api/toAuto';
import { AUTO_UI } from '../listing/listingUi';
import { LIST_PATH } from '../routes/paths';
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
