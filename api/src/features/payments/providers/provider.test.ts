import { amountText } from './provider.js';

describe('an amount in words', () => {
  it('counts three to ten dollars in the plural in Arabic, and writes every figure in en-US grouping', () => {
    expect(amountText(10, 'USD')).toEqual({ en: '10 USD', ar: '10 دولارات أمريكية' });
    expect(amountText(5, 'USD').ar).toBe('5 دولارات أمريكية');
    expect(amountText(60, 'USD').ar).toBe('60 دولار أمريكي');
    expect(amountText(1, 'USD').ar).toBe('1 دولار أمريكي');
    expect(amountText(7_200, 'SYP')).toEqual({ en: '7,200 new SYP', ar: '7,200 ل.س جديدة' });
  });
});
