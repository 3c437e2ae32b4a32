/** @jest-environment node */
import { changeLanguage } from '../i18n/i18n';
import { formatLargePrice, formatNumber, formatOldPounds, formatPrice, toWholeNumberString } from './number';

describe('formatNumber (docs/product/constants.md: whole numbers, en-US grouping)', () => {
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
    [12, '12'],
    [123, '123'],
    [12345, '12,345'],
    [123456, '123,456'],
    [-999, '-999'],
    [-1000, '-1,000'],
    [-123456789, '-123,456,789'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1e21, '1,000,000,000,000,000,000,000'],
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

describe('formatOldPounds (the old-pound equivalent of new pounds)', () => {
  it.each([
    [411_060, 'en', '= 41.1 million old SYP'],
    [411_060, 'ar', '= 41.1 مليون ل.س قديمة'],
    [5_000, 'en', '= 500,000 old SYP'],
    [5_000, 'ar', '= 500,000 ل.س قديمة'],
    [130_000, 'en', '= 13 million old SYP'],
    [39_000_000, 'en', '= 3.9 billion old SYP'],
    [39_000_000, 'ar', '= 3.9 مليار ل.س قديمة'],
    ['1500000.00', 'en', '= 150 million old SYP'],
  ])('%p new pounds in %s → %p', (amount, lng, expected) => {
    expect(formatOldPounds(amount, lng)).toBe(expected);
  });

  it('follows the factor it is given, and shows nothing without an amount', () => {
    expect(formatOldPounds(1_000, 'en', 1_000)).toBe('= 1 million old SYP');
    expect(formatOldPounds(null, 'en')).toBe('');
  });
});

describe('formatLargePrice (an amount at a glance)', () => {
  it.each([
    [19_230_769, 'USD', 'en', '19.2 million USD'],
    [19_230_769, 'USD', 'ar', '19.2 مليون دولار'],
    [2_500_000_000, 'Syp', 'en', '2.5 billion new SYP'],
    [2_500_000_000, 'Syp', 'ar', '2.5 مليار ل.س جديدة'],
    [850_000, 'USD', 'en', '850,000 USD'],
    [5, 'USD', 'ar', '5 دولارات'],
  ] as const)('%p %s in %s → %p', (amount, symbol, lang, expected) => {
    expect(formatLargePrice(amount, symbol, lang)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it('labels the currency in the current language, pounds as new pounds', async () => {
    await changeLanguage('en');
    expect(formatPrice(1500000, 'Syp')).toBe('1,500,000 new SYP');
    expect(formatPrice(1200.6, 'USD')).toBe('1,201 USD');
    await changeLanguage('ar');
    expect(formatPrice(1500000, 'Syp')).toBe('1,500,000 ل.س جديدة');
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

describe('formatNumber agrees with Intl en-US grouping', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  it.each([
    1,
    7,
    10,
    99,
    100,
    1001,
    99999,
    100000,
    999999,
    1000000,
    2147483648,
    1e15 + 7,
    5e20,
    2.5e21,
    -2.5e21,
    -77777777,
  ])('%p', (n) => {
    expect(formatNumber(n)).toBe(intl.format(n));
  });
});
