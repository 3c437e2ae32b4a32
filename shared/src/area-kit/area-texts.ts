// Texts of the pieces the account and admin remotes share: the words of a payment or subscription record (methods,
// statuses, billing, what was bought; the subscription history, the receipt and the admin's queue of payments), a
// listing named by its number, the file input, the area navigation's arrows and the page-not-found card.
import { addTranslations } from '@souq/shared';

/** The namespace the kit's own components read; `addAreaTexts` fills it. */
export const AREA_NS = 'area';

const en = {
  paymentRecord: {
    duration: { monthly: 'Monthly', annual: 'Annual', trial: 'Free trial', days: '{{duration}}' },
    method: {
      bank_transfer: 'Bank transfer',
      cash_office: 'Cash at an office',
      mobile_wallet: 'Mobile wallet',
      hosted_checkout: 'Card (online checkout)',
    },
    status: {
      pending: 'Pending',
      awaiting_confirmation: 'Awaiting confirmation',
      confirmed: 'Confirmed',
      rejected: 'Rejected',
      failed: 'Failed',
      cancelled: 'Cancelled',
      free: 'Free',
    },
    purpose: {
      subscription: 'Subscription',
      premium_listing: 'Premium listing',
      featured_listing: 'Featured listing',
    },
    // SYP amounts are in the new pound.
    none: '—',
  },
  listingNumber: { property: 'Property #{{id}}', auto: 'Car #{{id}}' },
  fileInput: { choose: 'Choose a file', none: 'No file chosen' },
  layout: {
    scrollBack: 'Scroll back to the earlier links',
    scrollOn: 'Scroll on to more links',
  },
  notFound: { title: 'Page not found', home: 'Back to the home page' },
};

const ar: typeof en = {
  paymentRecord: {
    duration: { monthly: 'شهري', annual: 'سنوي', trial: 'تجربة مجانية', days: '{{duration}}' },
    method: {
      bank_transfer: 'تحويل مصرفي',
      cash_office: 'نقداً في أحد المكاتب',
      mobile_wallet: 'محفظة الهاتف المحمول',
      hosted_checkout: 'بطاقة (دفع إلكتروني)',
    },
    status: {
      pending: 'قيد الانتظار',
      awaiting_confirmation: 'بانتظار التأكيد',
      confirmed: 'مؤكد',
      rejected: 'مرفوض',
      failed: 'فشل',
      cancelled: 'ملغى',
      free: 'مجاني',
    },
    purpose: {
      subscription: 'اشتراك',
      premium_listing: 'إعلان ممتاز',
      featured_listing: 'إعلان مميز',
    },
    none: '—',
  },
  listingNumber: { property: 'العقار رقم {{id}}', auto: 'السيارة رقم {{id}}' },
  fileInput: { choose: 'اختر ملفاً', none: 'لم يُختر أي ملف' },
  layout: {
    scrollBack: 'مرّر إلى الروابط السابقة',
    scrollOn: 'مرّر إلى مزيد من الروابط',
  },
  notFound: { title: 'الصفحة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
};

/**
 * Adds the kit's texts to its own namespace, which its components read, and to the remote's namespace `ns`, whose own
 * pages word a payment record with them (the remote's texts win where both name a key). A remote calls it from its
 * translations module, before its pages render.
 */
export function addAreaTexts(ns: string): void {
  addTranslations(AREA_NS, { ar, en });
  addTranslations(ns, { ar, en });
}
