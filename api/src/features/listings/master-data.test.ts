import { get } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// What every kind's master data says the same way (currencies, page sizes, rate, contact channels, the common sort
// orders, cacheable, in both languages). Each kind's own vocabularies are tested in its folder.
const KINDS = [
  [
    'property',
    { path: '/api/property/property-master', message: 'Property master data', messageAr: 'البيانات الأساسية للعقارات' },
  ],
  ['auto', { path: '/api/auto/auto-master', message: 'Auto master data', messageAr: 'البيانات الأساسية للسيارات' }],
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(KINDS)('%s master data', (_kind, K) => {
  it('answers the common parts the same way for every kind, cacheable', async () => {
    const res = await get(t, K.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { message, data } = res.json();
    expect(message).toBe(K.message);
    expect(data.currencies.map((c: { value: string }) => c.value)).toEqual(['SYP', 'USD']);
    expect(data.per_page).toEqual({ default: 12, max: 50 });
    expect(data.syp_per_usd).toBe(130);
    expect(data.old_pounds_per_new).toBe(100);
    expect(data.contact_channels).toEqual([
      { value: 'call', name_en: 'Call', name_ar: 'اتصال' },
      { value: 'email', name_en: 'Email', name_ar: 'بريد إلكتروني' },
      { value: 'whatsapp', name_en: 'WhatsApp', name_ar: 'واتساب' },
    ]);
    expect(data.sort_options.slice(0, 3).map((o: { value: string }) => o.value)).toEqual([
      'newest',
      'price_asc',
      'price_desc',
    ]);
  });

  it('answers in Arabic when asked', async () => {
    const res = await get(t, K.path, { 'accept-language': 'ar' });
    expect(res.json().message).toBe(K.messageAr);
  });
});
