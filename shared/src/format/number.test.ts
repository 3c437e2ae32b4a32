import { changeLanguage } from '../i18n/i18n';
import { formatNumber, formatPrice, toWholeNumberString } from './number';

describe('formatNumber (SPEC §9: whole numbers, en-US grouping)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.8, '1,234,568'],
    [1234567.49, '1,234,567'],
    [-1500.5, '-1,500'],
    [-0.4, '0'],
    ['1500000.00', '1,500,000'],
    ['2,500', '2,500'],
  ])('%p → %p', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it.each([NaN, Infinity, 'abc', '', null, undefined, {}])('shows nothing for %p', (input) => {
    expect(formatNumber(input)).toBe('');
  });

  it('keeps Western digits in Arabic', async () => {
    await changeLanguage('ar');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('formatPrice', () => {
  it('labels the currency in the current language', async () => {
    await changeLanguage('en');
    expect(formatPrice(1500000, 'Syp')).toBe('1,500,000 SYP');
    expect(formatPrice(1200.6, 'USD')).toBe('1,201 USD');
    await changeLanguage('ar');
    expect(formatPrice(1500000, 'Syp')).toBe('1,500,000 ل.س');
    expect(formatPrice(1200, 'USD')).toBe('1,200 دولار');
  });

  it('shows nothing without an amount', () => {
    expect(formatPrice(null, 'USD')).toBe('');
  });
});

describe('toWholeNumberString (× 7.69e-8, whole, grouped)', () => {
  it.each([
    [1_000_000_000, '77'],
    [13_000_000_000, '1,000'],
    [6_500_000, '0'],
    [6_600_000, '1'],
    ['130000000000', '9,997'],
  ])('%p → %p', (input, expected) => {
    expect(toWholeNumberString(input)).toBe(expected);
  });

  it('shows nothing for a non-number', () => {
    expect(toWholeNumberString('n/a')).toBe('');
  });
});
