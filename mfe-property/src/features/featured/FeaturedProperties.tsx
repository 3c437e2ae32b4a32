// Exposed as "property/FeaturedProperties": the home page's featured-properties strip.
import { addFeaturedStyles, FeaturedListings } from '@souq/shared/listing-ui';
import { PropertyCard } from '../../components/cards/PropertyCard';
import { toSummary } from '../../lib/listing/api/toProperty';
import { PROPERTY_UI } from '../../lib/listing/listingUi';
import { LIST_PATH } from '../../lib/paths';
import { getFeatured } from './getFeatured';
import '../../i18n/listingTranslations';

addFeaturedStyles(PROPERTY_UI.prefix);

export default function FeaturedProperties() {
  return (
    <FeaturedListings
      ui={PROPERTY_UI}
      load={getFeatured}
      renderCard={(item, language) => <PropertyCard property={toSummary(item, language)} headingLevel={3} />}
      listPath={LIST_PATH}
    />
  );
}
