/** @jest-environment node */
import { changeLanguage } from '../i18n/i18n';
import { rules } from './form-rules';
import { otpRequiredMessage, VALIDATION_KEYS, validationMessage } from './validation-messages';

describe('docs/product/validation.md templates in English, character for character', () => {
  beforeAll(() => changeLanguage('en'));

  it.each([
    ['required', {}, 'The Name field is required'],
    ['email', {}, 'Please enter a valid email address'],
    ['min', { min: 8 }, 'The Name field must be at least 8 characters.'],
    ['max', { max: 255 }, 'The Name field may not be greater than 255 characters.'],
    ['numeric', {}, 'The Name field must be a number.'],
    ['alpha_num', {}, 'The Name field may only contain letters and numbers.'],
    ['alpha_num_space', {}, 'The Name field may only contain letters, numbers, and spaces.'],
  ] as const)('%s', (rule, params, expected) => {
    expect(validationMessage(rule, 'Name', params)).toBe(expected);
  });

  it('uses the spec message keys', () => {
    expect(VALIDATION_KEYS).toEqual({
      required: 'required_field',
      email: 'email_field',
      min: 'min_field',
      max: 'max_field',
      numeric: 'numeric_field',
      alpha_num: 'alpha_num_field',
      alpha_num_space: 'alpha_num_space_field',
    });
  });

  it('keeps placeholder-like text inside values literal', () => {
    expect(validationMessage('min', ':max', { min: 2 })).toBe('The :max field must be at least 2 characters.');
  });

  it('the OTP message', () => {
    expect(otpRequiredMessage()).toBe('OTP is required and must be 6 digits.');
  });
});

describe('Arabic templates', () => {
  it('fills the placeholders and agrees with the number', () => {
    expect(validationMessage('required', 'الاسم', { lng: 'ar' })).toBe('حقل الاسم مطلوب');
    expect(validationMessage('min', 'كلمة المرور', { min: 8, lng: 'ar' })).toBe(
      'يجب أن يحتوي حقل كلمة المرور على 8 أحرف على الأقل.',
    );
    expect(validationMessage('min', 'الاسم', { min: 2, lng: 'ar' })).toBe(
      'يجب أن يحتوي حقل الاسم على حرفين على الأقل.',
    );
    expect(validationMessage('max', 'الاسم', { max: 50, lng: 'ar' })).toBe('يجب ألا يتجاوز حقل الاسم 50 حرفًا.');
    expect(validationMessage('max', 'الوصف', { max: 255, lng: 'ar' })).toBe('يجب ألا يتجاوز حقل الوصف 255 حرفًا.');
    expect(validationMessage('max', 'الوصف', { max: 100, lng: 'ar' })).toBe('يجب ألا يتجاوز حقل الوصف 100 حرف.');
    expect(otpRequiredMessage('ar')).toBe('رمز التحقق مطلوب ويجب أن يتكوّن من 6 أرقام.');
  });
});

describe('antd form rules', () => {
  const cases: [string, () => ReturnType<typeof rules.min>, unknown, boolean][] = [
    ['min ok', () => rules.min('Name', 3), 'abc', true],
    ['min short', () => rules.min('Name', 3), 'ab', false],
    ['min leaves empty to required', () => rules.min('Name', 3), '', true],
    ['max', () => rules.max('Name', 3), 'abcd', false],
    ['numeric ok', () => rules.numeric('Price'), '1500.50', true],
    ['numeric number', () => rules.numeric('Price'), 42, true],
    ['numeric bad', () => rules.numeric('Price'), '12a', false],
    ['numeric in Eastern Arabic digits and separators', () => rules.numeric('Price'), '٢٬٥٠٠٬٠٠٠٫٥', true],
    ['numeric grouped', () => rules.numeric('Price'), '2,500,000', true],
    ['numeric with two decimal separators', () => rules.numeric('Price'), '٢٫٥٫٠', false],
    ['alphaNum Arabic', () => rules.alphaNum('Name'), 'شقة12', true],
    ['alphaNum space', () => rules.alphaNum('Name'), 'a b', false],
    ['alphaNumSpace', () => rules.alphaNumSpace('Name'), 'شقة في حلب 2', true],
    ['alphaNumSpace symbol', () => rules.alphaNumSpace('Name'), 'a<b>', false],
  ];
  it.each(cases)('%s', async (_label, make, value, valid) => {
    const rule = make() as { validator: (r: unknown, v: unknown) => Promise<void> };
    const outcome = await rule.validator({}, value).then(
      () => true,
      () => false,
    );
    expect(outcome).toBe(valid);
  });

  it('required and email carry the localised messages antd shows', async () => {
    await changeLanguage('en');
    expect(rules.required('Name')).toMatchObject({ required: true, message: 'The Name field is required' });
    expect(rules.email()).toMatchObject({ type: 'email', message: 'Please enter a valid email address' });
    await changeLanguage('ar');
    expect(rules.required('الاسم')).toMatchObject({ required: true, message: 'حقل الاسم مطلوب' });
  });

  it('a failing rule rejects with the message for the field', async () => {
    await changeLanguage('en');
    const rule = rules.min('Password', 8) as { validator: (r: unknown, v: unknown) => Promise<void> };
    await expect(rule.validator({}, 'short')).rejects.toThrow('The Password field must be at least 8 characters.');
  });
});
