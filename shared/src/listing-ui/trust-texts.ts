import { addTranslations } from '@souq/shared';
import { addPriceTexts } from './price-texts';

// The trust marks' texts (Verified, Sold, Rented), the "Verified only" filter and the report dialog, added to a
// remote's namespace under `trust` by the remotes that show them (the account remote too: agent profiles, My
// listings). Arabic and English word for word; the marks' accessible names say what was checked.

const trustEn = {
  trust: {
    verified: 'Verified',
    verifiedListing: 'Verified: the owner showed an ownership document',
    verifiedAgent: 'Verified: licence or registration checked',
    verifiedOnly: 'Verified only',
    status: { sold: 'Sold', rented: 'Rented', expired: 'Expired', hidden: 'Not available' },
    report: {
      open: 'Report this listing',
      withdraw: 'Withdraw report',
      title: 'Report this listing',
      reason: 'What is wrong with it?',
      reasons: {
        fake: 'Fake listing',
        sold: 'Already sold or rented',
        wrong_price: 'Wrong price',
        wrong_place: 'Wrong place',
        offensive: 'Offensive',
        duplicate: 'Duplicate of another listing',
        other: 'Other',
      },
      text: 'Details',
      textHint: 'Required for "Other", up to {{max}} characters.',
      reasonRequired: 'Choose what is wrong with the listing.',
      textRequired: 'Say what is wrong: the details are required for "Other".',
      textTooLong: 'The details may have at most {{max}} characters.',
      send: 'Send report',
      cancel: 'Cancel',
      sent: 'Thank you: your report was sent. Our team will look at the listing.',
      withdrawQuestion: 'Withdraw your report on this listing?',
      withdrawYes: 'Withdraw',
      withdrawn: 'Your report was withdrawn.',
      reported: 'You reported this listing: {{reason}}',
      failed: 'The report could not be sent. Please try again.',
    },
  },
};

const trustAr: typeof trustEn = {
  trust: {
    verified: 'موثّق',
    verifiedListing: 'موثّق: قدّم المالك وثيقة ملكية',
    verifiedAgent: 'موثّق: تم التحقق من الترخيص أو السجل',
    verifiedOnly: 'الموثّقة فقط',
    status: { sold: 'مباع', rented: 'مؤجّر', expired: 'منتهي الصلاحية', hidden: 'غير متاح' },
    report: {
      open: 'الإبلاغ عن هذا الإعلان',
      withdraw: 'سحب البلاغ',
      title: 'الإبلاغ عن هذا الإعلان',
      reason: 'ما المشكلة في الإعلان؟',
      reasons: {
        fake: 'إعلان مزيّف',
        sold: 'تم بيعه أو تأجيره',
        wrong_price: 'السعر غير صحيح',
        wrong_place: 'الموقع غير صحيح',
        offensive: 'محتوى مسيء',
        duplicate: 'مكرر لإعلان آخر',
        other: 'سبب آخر',
      },
      text: 'التفاصيل',
      textHint: 'مطلوبة عند اختيار "سبب آخر"، حتى {{max}} حرف.',
      reasonRequired: 'اختر المشكلة في الإعلان.',
      textRequired: 'اكتب المشكلة: التفاصيل مطلوبة عند اختيار "سبب آخر".',
      textTooLong: 'يجب ألا تتجاوز التفاصيل {{max}} حرف.',
      send: 'إرسال البلاغ',
      cancel: 'إلغاء',
      sent: 'شكراً لك: تم إرسال بلاغك. سيراجع فريقنا الإعلان.',
      withdrawQuestion: 'هل تريد سحب بلاغك عن هذا الإعلان؟',
      withdrawYes: 'سحب',
      withdrawn: 'تم سحب بلاغك.',
      reported: 'لقد أبلغت عن هذا الإعلان: {{reason}}',
      failed: 'تعذّر إرسال البلاغ. يرجى المحاولة مرة أخرى.',
    },
  },
};

/** Adds the trust marks', filter's and report dialog's texts (key `trust`), and the price marks' (`priceHistory`), to the namespace `ns`. */
export function addTrustTexts(ns: string): void {
  addTranslations(ns, { ar: trustAr, en: trustEn });
  // The "Price dropped" mark and the price history sit beside the trust marks on the same cards and pages.
  addPriceTexts(ns);
}
