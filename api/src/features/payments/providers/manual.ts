import type { PaymentMethod } from '../payment-tables.js';
import { type PaymentRow, referenceCode } from '../payment-view.js';
import { amountText, type PaymentProvider } from './provider.js';

type ManualMethod = Exclude<PaymentMethod, 'hosted_checkout'>;

// Where the marketplace receives money paid by hand. The member quotes the payment's code with it and uploads the
// receipt; an admin matches the two and confirms.
const RECEIVING = {
  bank: {
    en: 'Souq Marketplace LLC, account 0123-456789-01, Commercial Bank of Syria, Damascus main branch',
    ar: 'شركة سوق للإعلانات، الحساب 0123-456789-01، المصرف التجاري السوري، فرع دمشق الرئيسي',
  },
  office: {
    en: 'Souq office, 12 Al-Jalaa Street, Abu Rummaneh, Damascus (Sunday to Thursday, 9:00–17:00)',
    ar: 'مكتب سوق، 12 شارع الجلاء، أبو رمانة، دمشق (من الأحد إلى الخميس، 9:00–17:00)',
  },
  wallet: {
    en: 'Syriatel Cash or MTN Cash wallet 0933 000 000 (Souq)',
    ar: 'محفظة سيريتل كاش أو MTN كاش رقم 0933 000 000 (سوق)',
  },
} as const;

const TEXT: Record<
  ManualMethod,
  (v: { amount: { en: string; ar: string }; code: string }) => { en: string; ar: string }
> = {
  bank_transfer: ({ amount, code }) => ({
    en: `Transfer ${amount.en} to ${RECEIVING.bank.en}, writing ${code} in the transfer's note. Then enter the transfer's reference and upload its receipt here.`,
    ar: `حوّل ${amount.ar} إلى ${RECEIVING.bank.ar}، مع كتابة ${code} في ملاحظة التحويل. ثم أدخل مرجع التحويل وارفع إيصاله هنا.`,
  }),
  cash_office: ({ amount, code }) => ({
    en: `Pay ${amount.en} in cash at the ${RECEIVING.office.en}, quoting ${code}. Then enter the number of the receipt you are given and upload a picture of it here.`,
    ar: `ادفع ${amount.ar} نقدًا في ${RECEIVING.office.ar}، مع ذكر ${code}. ثم أدخل رقم الإيصال الذي تستلمه وارفع صورته هنا.`,
  }),
  mobile_wallet: ({ amount, code }) => ({
    en: `Send ${amount.en} from your mobile wallet to the ${RECEIVING.wallet.en}, writing ${code} in the note. Then enter the transaction number and upload a screenshot of the confirmation here.`,
    ar: `أرسل ${amount.ar} من محفظتك الإلكترونية إلى ${RECEIVING.wallet.ar}، مع كتابة ${code} في الملاحظة. ثم أدخل رقم العملية وارفع لقطة شاشة لتأكيدها هنا.`,
  }),
};

/** Bank transfer, cash at an office, a Syrian mobile wallet: instructions now, the member's receipt, an admin's decision. */
export const manualProvider: PaymentProvider = {
  methods: ['bank_transfer', 'cash_office', 'mobile_wallet'],
  async start(payment: PaymentRow) {
    const code = referenceCode(payment.id);
    const text = TEXT[payment.method as ManualMethod]({ amount: amountText(payment.amount, payment.currency), code });
    return { next: { type: 'manual', reference_code: code, instructions_en: text.en, instructions_ar: text.ar } };
  },
};
