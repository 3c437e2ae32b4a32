// Texts of the admin's queue of payments awaiting confirmation.
import { addTranslations } from '@souq/shared';

const en = {
  adminPayments: {
    intro:
      'Payments made by bank transfer, cash at an office or mobile wallet, waiting for you to check that the money arrived. The member is emailed your decision.',
    member: 'Member',
    bought: 'Bought',
    amount: 'Amount',
    credit: 'Credit for unused days',
    method: 'Payment method',
    reference: 'Reference',
    date: 'Submitted',
    viewReceipt: 'View receipt',
    viewReceiptLabel: 'View the receipt of {{name}}',
    openReceipt: 'Open the receipt',
    noReceipt: 'No receipt uploaded',
    receiptFailed: 'The receipt could not be opened.',
    confirm: 'Confirm',
    confirmLabel: 'Confirm the payment of {{name}}',
    reject: 'Reject',
    rejectLabel: 'Reject the payment of {{name}}',
    reason: 'Reason for rejection',
    reasonHint: 'The member receives it by email.',
    reasonRequired: 'Give the reason for rejecting this payment.',
    rejectSubmit: 'Reject payment',
    loadFailed: 'The payments could not be loaded.',
    retry: 'Try again',
  },
};

const ar: typeof en = {
  adminPayments: {
    intro:
      'مدفوعات تمت بتحويل مصرفي أو نقداً في أحد المكاتب أو بمحفظة الهاتف المحمول، تنتظر أن تتحقق من وصول المبلغ. يُبلَّغ العضو بقرارك بالبريد الإلكتروني.',
    member: 'العضو',
    bought: 'المشتريات',
    amount: 'المبلغ',
    credit: 'رصيد الأيام غير المستخدمة',
    method: 'طريقة الدفع',
    reference: 'المرجع',
    date: 'تاريخ الإرسال',
    viewReceipt: 'عرض الإيصال',
    viewReceiptLabel: 'عرض إيصال {{name}}',
    openReceipt: 'فتح الإيصال',
    noReceipt: 'لم يُرفع إيصال',
    receiptFailed: 'تعذّر فتح الإيصال.',
    confirm: 'تأكيد',
    confirmLabel: 'تأكيد دفعة {{name}}',
    reject: 'رفض',
    rejectLabel: 'رفض دفعة {{name}}',
    reason: 'سبب الرفض',
    reasonHint: 'يصل السبب إلى العضو بالبريد الإلكتروني.',
    reasonRequired: 'اذكر سبب رفض هذه الدفعة.',
    rejectSubmit: 'رفض الدفعة',
    loadFailed: 'تعذّر تحميل المدفوعات.',
    retry: 'إعادة المحاولة',
  },
};

addTranslations('admin', { ar, en });
