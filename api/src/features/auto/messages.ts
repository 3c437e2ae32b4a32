import { LISTING_MSG } from '../listings/messages.js';

// Messages of the auto endpoints, in English; messages-ar.ts holds their Arabic.
export const MSG = {
  masterData: 'Auto master data',
  classes: 'Brand classes',
  models: 'Class models',
  list: 'Auto list',
  featured: 'Featured autos',
  detail: 'Auto details',
  notFound: 'Auto not found.',
  brandNotFound: 'Brand not found.',
  classNotFound: 'Class not found.',
  created: 'Auto added successfully.',
  updated: 'Auto updated successfully.',
  deleted: 'Auto deleted successfully.',
  edit: 'Auto for editing',
  addedToWishlist: 'Auto added to your saved listings.',
  removedFromWishlist: 'Auto removed from your saved listings.',
  wishlist: 'Saved autos',
  contactSaved: LISTING_MSG.contactSaved,
  contacted: 'Contacted autos',
  myAutos: 'My autos',
  outsideCategory:
    'Your listing category is real estate only, so you cannot post cars. You can change it in your profile.',
} as const;

// Field-level texts for checks a schema cannot express.
export const FIELD_MSG = {
  ...LISTING_MSG,
  classNotInBrand: 'The selected class does not belong to the selected brand.',
  modelNotInClass: 'The selected model does not belong to the selected class.',
  yearInFuture: (max: number) => `The year may not be later than ${max}.`,
} as const;
