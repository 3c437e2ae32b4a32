// docs/product/validation.md message templates (English is the specification's text), plus Laravel-style ones for rule kinds the product rules
// lists without a text, and the Arabic versions used when the caller prefers Arabic.
import type { Lang } from '../db/types.js';

const templates = {
  required: { en: 'The :attribute field is required', ar: 'حقل :attribute مطلوب' },
  email: { en: 'Please enter a valid email address', ar: 'يرجى إدخال عنوان بريد إلكتروني صالح' },
  min: {
    en: 'The :attribute field must be at least :min characters.',
    ar: 'يجب أن يتكون حقل :attribute من :min أحرف على الأقل.',
  },
  max: {
    en: 'The :attribute field may not be greater than :max characters.',
    ar: 'يجب ألا يزيد حقل :attribute عن :max حرفًا.',
  },
  numeric: { en: 'The :attribute field must be a number.', ar: 'يجب أن يكون حقل :attribute رقمًا.' },
  integer: { en: 'The :attribute field must be an integer.', ar: 'يجب أن يكون حقل :attribute عددًا صحيحًا.' },
  alpha_num: {
    en: 'The :attribute field may only contain letters and numbers.',
    ar: 'يجب أن يحتوي حقل :attribute على حروف وأرقام فقط.',
  },
  alpha_num_space: {
    en: 'The :attribute field may only contain letters, numbers, and spaces.',
    ar: 'يجب أن يحتوي حقل :attribute على حروف وأرقام ومسافات فقط.',
  },
  registration_number: {
    en: 'The :attribute field may only contain letters, numbers, spaces, dashes (-) and slashes (/).',
    ar: 'يجب أن يحتوي حقل :attribute على حروف وأرقام ومسافات وشرطات (-) وخطوط مائلة (/) فقط.',
  },
  min_value: {
    en: 'The :attribute field must be at least :min.',
    ar: 'يجب أن تكون قيمة حقل :attribute :min على الأقل.',
  },
  max_value: {
    en: 'The :attribute field may not be greater than :max.',
    ar: 'يجب ألا تزيد قيمة حقل :attribute عن :max.',
  },
  in: { en: 'The selected :attribute is invalid.', ar: 'القيمة المختارة في حقل :attribute غير صالحة.' },
  string: { en: 'The :attribute field must be a string.', ar: 'يجب أن يكون حقل :attribute نصًا.' },
  boolean: { en: 'The :attribute field must be true or false.', ar: 'يجب أن تكون قيمة حقل :attribute صحيحة أو خاطئة.' },
  url: { en: 'The :attribute field must be a valid URL.', ar: 'يجب أن يكون حقل :attribute رابطًا صالحًا.' },
  phone: { en: 'The :attribute field must be a valid phone number.', ar: 'يجب أن يكون حقل :attribute رقم هاتف صالحًا.' },
  format: { en: 'The :attribute field format is invalid.', ar: 'صيغة حقل :attribute غير صالحة.' },
  otp: { en: 'OTP is required and must be 6 digits.', ar: 'رمز التحقق مطلوب ويجب أن يتكون من 6 أرقام.' },
  same: { en: 'The :attribute field must match :other.', ar: 'يجب أن يطابق حقل :attribute حقل :other.' },
  unique: { en: 'The :attribute has already been taken.', ar: 'قيمة حقل :attribute مستخدمة من قبل.' },
  body: { en: 'The request body must be a JSON object.', ar: 'يجب أن يكون محتوى الطلب كائن JSON.' },
  json: { en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس JSON صالحًا.' },
  address: { en: 'The address of the request is not valid.', ar: 'عنوان الطلب غير صالح.' },
  characters: {
    en: 'The text contains a character that cannot be stored (a NUL byte).',
    ar: 'يحتوي النص على محرف لا يمكن حفظه (بايت NUL).',
  },
  unknown_field: {
    en: 'The request contains a field that is not accepted: :attribute.',
    ar: 'يحتوي الطلب على حقل غير مقبول: :attribute.',
  },
  unknown_field_unnamed: {
    en: 'The request contains a field that is not accepted.',
    ar: 'يحتوي الطلب على حقل غير مقبول.',
  },
} as const;

export type ValidationRule = keyof typeof templates;

const arabicAttributes: Record<string, string> = {
  name: 'الاسم',
  surname: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  old_password: 'كلمة المرور الحالية',
  new_password: 'كلمة المرور الجديدة',
  confirm_password: 'تأكيد كلمة المرور',
  user_type: 'نوع المستخدم',
  listing_category: 'فئة الإعلانات',
  otp: 'رمز التحقق',
  code: 'الرمز',
  token: 'الرمز',
  phone: 'رقم الهاتف',
  whatsapp: 'رقم واتساب',
  about_me: 'نبذة عني',
  image: 'الصورة',
  language: 'اللغة',
  company_name: 'اسم الشركة',
  company_email: 'بريد الشركة',
  logo: 'الشعار',
  address: 'العنوان',
  website: 'الموقع الإلكتروني',
  registration_number: 'رقم السجل التجاري',
  subject: 'الموضوع',
  message: 'الرسالة',
  // Listing fields whose checks name them (property and auto forms).
  rent_period: 'فترة الإيجار',
  ownership_document: 'وثيقة الملكية',
  bedrooms: 'غرف النوم',
  bathrooms: 'الحمامات',
  // Reviews and reports of agents.
  agent_id: 'الوكيل',
  review_id: 'التقييم',
  overall_experience: 'التجربة العامة',
  transparency: 'الشفافية',
  professionalism: 'الاحترافية',
  responsiveness: 'سرعة الاستجابة',
  text: 'النص',
  reason: 'السبب',
  channel: 'وسيلة التواصل',
  // Payments.
  purpose: 'الغرض',
  plan_id: 'الباقة',
  billing: 'مدة الاشتراك',
  method: 'طريقة الدفع',
  currency: 'العملة',
  kind: 'النوع',
  file: 'الملف',
  listing_id: 'الإعلان',
  payment_id: 'الدفعة',
  reference: 'المرجع',
  receipt: 'الإيصال',
};

/**
 * A field's name as the caller wrote it may be anything (`<img src=x onerror=…>`, a page of text): it is named back
 * only when it is plain — ASCII letters, digits, `_` and `-`, as every field of the API is — and cut to 40 characters;
 * any other is the unknown field.
 */
const PLAIN_FIELD = /^[A-Za-z0-9_-]+$/;
const SHOWN_FIELD_LENGTH = 40;

/** The key and label of a field whose name cannot be shown back. */
export const UNKNOWN_FIELD = 'unknown_field';
const UNKNOWN_LABEL: Record<Lang, string> = { en: 'unknown', ar: 'غير معروف' };

/** A field name from the request as it may appear in an answer (a key of `errors`, a message): plain and cut, or UNKNOWN_FIELD. */
export function shownFieldName(name: string): string {
  return PLAIN_FIELD.test(name) ? name.slice(0, SHOWN_FIELD_LENGTH) : UNKNOWN_FIELD;
}

/** Laravel shows `new_password` as "new password"; a field whose name could not be shown is "the unknown field". */
export function attributeLabel(field: string, lang: Lang): string {
  if (field.split('.').includes(UNKNOWN_FIELD)) return UNKNOWN_LABEL[lang];
  if (lang === 'ar' && arabicAttributes[field]) return arabicAttributes[field];
  return field.replace(/[_.]/g, ' ');
}

/**
 * The refusal of a field a route does not take (docs/product/errors.md's 400 shape): its name only as shownFieldName
 * gives it, in the message and as the key, in the caller's language.
 */
export function unknownFieldErrors(name: string, lang: Lang): { message: string; errors: Record<string, string[]> } {
  const field = shownFieldName(name);
  const message =
    field === UNKNOWN_FIELD
      ? validationText('unknown_field_unnamed', lang, {})
      : validationText('unknown_field', lang, { attribute: field });
  return { message, errors: { [field]: [message] } };
}

export function validationText(rule: ValidationRule, lang: Lang, params: Record<string, string>): string {
  let text: string = templates[rule][lang];
  for (const [key, value] of Object.entries(params)) text = text.replaceAll(`:${key}`, value);
  return text;
}

/** Arabic only when the caller asks for it first; English (the product rules' text) otherwise. */
export function languageOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage && /^\s*ar\b/i.test(acceptLanguage) ? 'ar' : 'en';
}
