import { addTranslations } from '@souq/shared';

// The cards' texts the property and auto remotes word alike (all the home page's featured strip needs), added to a
// remote's namespace before its own texts (which win where both name a key). The pages' are in page-texts.ts, a
// module of its own so that the strip does not carry them.

const cardEn = {
  card: { discount: '{{percent}}% off', was: 'Was {{price}}', noImage: 'No photo', featured: 'Featured' },
  userTypes: { Individual: 'Individual', Agent: 'Agent', Corporate: 'Corporate', Admin: 'Admin' },
};

const cardAr: typeof cardEn = {
  card: { discount: 'خصم {{percent}}%', was: 'بدلاً من {{price}}', noImage: 'لا توجد صورة', featured: 'مميز' },
  userTypes: { Individual: 'فرد', Agent: 'وكيل', Corporate: 'شركة', Admin: 'مسؤول' },
};

/** Adds the cards' common texts (discount, former price, no photo, featured, user types) to the namespace `ns`. */
export function addCardTexts(ns: string): void {
  addTranslations(ns, { ar: cardAr, en: cardEn });
}
