// The shared rules of buttons and filter controls for this remote's prefix. Imported just before ./filters.css,
// so that this remote's own rules there come after them, as when they were one file.
import { addControlStyles } from '@souq/shared/listing-ui';
import { AUTO_UI } from '../../lib/listing/listingUi';

addControlStyles(AUTO_UI.prefix);
