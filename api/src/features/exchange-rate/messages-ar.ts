import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../lib/errors.js';
import { RATE_MSG } from './messages.js';

// Arabic for every message of the exchange-rate endpoints, keyed by the English text the routes send.
const AR: Record<string, string> = {
  [RATE_MSG.current]: 'سعر الصرف',
  [RATE_MSG.history]: 'سجل أسعار الصرف',
  [RATE_MSG.saved]: 'تم حفظ سعر الصرف.',
  [RATE_MSG.notANumber]: 'يجب أن يكون السعر عددًا من الليرات السورية الجديدة مقابل الدولار الأمريكي، مثل 130.',
  [RATE_MSG.notPositive]: 'يجب أن يكون السعر أكبر من صفر.',
  [RATE_MSG.outOfRange]: 'يجب أن يكون سعر الدولار بالليرة السورية الجديدة بين 1 و100,000.',
  [RATE_MSG.sourceRequired]: 'اذكر مصدر السعر (مثل نشرة المصرف المركزي).',
  [RATE_MSG.badDate]: 'يجب أن يكون تاريخ السريان تاريخًا (YYYY-MM-DD) لا يتجاوز اليوم.',
  [RATE_MSG.needsConfirmation]:
    'هذا السعر أعلى أو أدنى من السعر الحالي بأكثر من 10 أضعاف: تحقق من أنه بالليرة الجديدة ثم أكّده.',
  [RATE_MSG.defaultSource]: 'القيمة الافتراضية للموقع',
  [FORBIDDEN_MESSAGE]: 'ليس لديك صلاحية!',
  [UNAUTHENTICATED_MESSAGE]: 'غير مصادق.',
};

export function rateMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
