import { attributeLabel, validationText } from '../../lib/validation-messages.js';
import { LISTING_MSG } from '../listings/messages.js';

// Messages of the property endpoints, in English; messages-ar.ts holds their Arabic.
export const MSG = {
  masterData: 'Property master data',
  governorates: 'Governorates',
  cities: 'Cities',
  neighborhoods: 'Neighborhoods',
  subNeighborhoods: 'Sub-neighborhoods',
  list: 'Property list',
  map: 'Property map',
  featured: 'Featured properties',
  detail: 'Property details',
  notFound: 'Property not found.',
  placeNotFound: 'Location not found.',
  created: 'Property added successfully.',
  updated: 'Property updated successfully.',
  deleted: 'Property deleted successfully.',
  edit: 'Property for editing',
  addedToWishlist: 'Property added to your saved listings.',
  removedFromWishlist: 'Property removed from your saved listings.',
  wishlist: 'Saved properties',
  contactSaved: LISTING_MSG.contactSaved,
  contacted: 'Contacted properties',
  myProperties: 'My properties',
  outsideCategory:
    'Your listing category is cars only, so you cannot post properties. You can change it in your profile.',
} as const;

// Field-level texts for checks a schema cannot express.
export const FIELD_MSG = {
  ...LISTING_MSG,
  bbox: 'The bbox must be west,south,east,north in degrees, with west < east and south < north.',
  /** A field required by another one's value (a rent's period, an apartment's bedrooms), in the schema's words. */
  required: (field: string) => validationText('required', 'en', { attribute: attributeLabel(field, 'en') }),
} as const;
