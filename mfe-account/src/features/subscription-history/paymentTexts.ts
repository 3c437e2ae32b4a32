// The words of a payment or subscription record (methods, statuses, billing, what was bought), shared by the
// subscription history, the receipt and the admin's queue of payments.
import { addTranslations } from '@souq/shared';

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
};

addTranslations('account', { ar, en });
