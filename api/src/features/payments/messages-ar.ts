import { MSG } from './messages.js';

// Arabic for every payment message, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [MSG.started]: 'تم إنشاء الدفعة.',
  [MSG.confirmedAtOnce]: 'رصيدك يغطي هذا الشراء: أصبح فعالًا الآن.',
  [MSG.proofSent]: 'شكرًا لك. سنؤكد دفعتك قريبًا.',
  [MSG.detail]: 'الدفعة',
  [MSG.list]: 'الدفعات',
  [MSG.confirmed]: 'تم تأكيد الدفعة.',
  [MSG.rejected]: 'تم رفض الدفعة.',
  [MSG.notFound]: 'الدفعة غير موجودة.',
  [MSG.onlyAgents]:
    'يمكن للوكلاء والشركات فقط شراء خطط الاشتراك وخيارات الإعلانات. غيّر نوع حسابك إلى وكيل في حسابي أولًا.',
  [MSG.planUnavailable]: 'هذه الباقة غير متاحة لحسابك.',
  [MSG.listingNotFound]: 'الإعلان غير موجود.',
  [MSG.listingNotActive]: 'يمكن ترويج الإعلان النشط فقط.',
  [MSG.alreadyOpen]: 'لديك دفعة بانتظار الإتمام لهذا الشراء. أكملها أو انتظر تأكيدها أولًا.',
  [MSG.planRequired]: 'اختر الباقة ومدة الاشتراك.',
  [MSG.listingRequired]: 'اختر الإعلان الذي تريد ترويجه.',
  [MSG.checkoutUnavailable]: 'الدفع بالبطاقة غير متاح حاليًا. يرجى اختيار طريقة أخرى.',
  [MSG.checkoutFailed]: 'لم تستجب خدمة الدفع بالبطاقة. يرجى المحاولة مرة أخرى أو اختيار طريقة أخرى.',
  [MSG.notManual]: 'يُرفق الإيصال فقط بدفعات التحويل المصرفي أو النقد أو المحفظة الإلكترونية.',
  [MSG.notPending]: 'هذه الدفعة لم تعد بانتظار إيصالك.',
  [MSG.receiptRequired]: 'أرفق إيصال دفعتك.',
  [MSG.receiptType]: 'يجب أن يكون الإيصال صورة JPEG أو PNG أو WebP أو ملف PDF.',
  [MSG.receiptTooLarge]: 'يجب ألا يزيد حجم الإيصال عن 5 ميغابايت.',
  [MSG.noReceipt]: 'لا يوجد إيصال لهذه الدفعة.',
  [MSG.cannotConfirm]: 'يمكن تأكيد الدفعة التي تنتظر التأكيد فقط.',
  [MSG.cannotReject]: 'يمكن رفض الدفعة التي تنتظر التأكيد فقط.',
  [MSG.cancelled]: 'تم إلغاء طلبك. لم يُقتطع أي مبلغ.',
  [MSG.cancelProofSent]: 'إيصالك الآن لدى أحد المشرفين: لم يعد بالإمكان إلغاء هذه الدفعة.',
  [MSG.cancelCard]: 'لا يمكن إلغاء دفعة بالبطاقة من هنا: خدمة الدفع بالبطاقة هي التي تقرر فيها.',
  [MSG.cannotCancel]: 'يمكن إلغاء الدفعة التي ما زالت بانتظار إيصالك فقط.',
  'You do not have permission!': 'ليس لديك صلاحية!',
  'Unauthenticated.': 'غير مصادق.',
};

export function paymentMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
