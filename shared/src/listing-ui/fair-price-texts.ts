import { addTranslations } from '@souq/shared';
import type { ArabicPlural } from './page-texts';

// The fair-price label's texts (FairPriceMark), added to a remote's namespace under `fairPrice` with the price marks'.
const fairEn = {
  fairPrice: {
    below: 'Below the typical price here',
    around: 'Around the typical price here',
    above: 'Above the typical price here',
    comparables_one: '{{formattedCount}} comparable listing',
    comparables_other: '{{formattedCount}} comparable listings',
    hint: {
      neighborhood:
        'Compared with active listings of the same type and a similar size in the same neighbourhood, for sale or for rent like this one. Their median price per m² is {{median}}.',
      city: 'Compared with active listings of the same type and a similar size in the same city, for sale or for rent like this one. Their median price per m² is {{median}}.',
      model:
        'Compared with active listings of the same model, at most 2 model years apart, with a similar mileage. Their median price is {{median}}.',
    },
  },
};

const fairAr: typeof fairEn & { fairPrice: ArabicPlural<'comparables'> } = {
  fairPrice: {
    below: 'أقل من السعر المعتاد هنا',
    around: 'قريب من السعر المعتاد هنا',
    above: 'أعلى من السعر المعتاد هنا',
    comparables_zero: 'لا إعلانات مشابهة',
    comparables_one: 'إعلان واحد مشابه',
    comparables_two: 'إعلانان مشابهان',
    comparables_few: '{{formattedCount}} إعلانات مشابهة',
    comparables_many: '{{formattedCount}} إعلانًا مشابهًا',
    comparables_other: '{{formattedCount}} إعلان مشابه',
    hint: {
      neighborhood:
        'مقارنةً بالإعلانات النشطة من النوع نفسه وبمساحة مماثلة في الحي نفسه، للبيع أو للإيجار مثل هذا الإعلان. السعر الوسيط للمتر المربع فيها {{median}}.',
      city: 'مقارنةً بالإعلانات النشطة من النوع نفسه وبمساحة مماثلة في المدينة نفسها، للبيع أو للإيجار مثل هذا الإعلان. السعر الوسيط للمتر المربع فيها {{median}}.',
      model:
        'مقارنةً بالإعلانات النشطة للطراز نفسه، بفارق سنتين على الأكثر في سنة الصنع، وبعدد كيلومترات مماثل. السعر الوسيط فيها {{median}}.',
    },
  },
};

export function addFairPriceTexts(ns: string): void {
  addTranslations(ns, { ar: fairAr, en: fairEn });
}
