import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let individual: { token: string; user: Record<string, unknown> };
let corporate: { token: string; user: Record<string, unknown> };
beforeAll(async () => {
  t = await createTestApp();
  individual = await signUp(t, 'nour@example.com', { name: 'Nour' });
  corporate = await signUp(t, 'corp@example.com', {
    name: 'Sham Estates',
    user_type: 'Corporate',
    listing_category: 'real_estate',
  });
});
afterAll(async () => {
  await t.close();
});

const img = (name: string) => `/api/uploaded-files/user-profile-image/${name}.webp`;

describe('GET /api/my-account and /api/get-account', () => {
  it('returns the logged-in user without secrets', async () => {
    const res = await get(t, '/api/my-account', bearer(individual.token));
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: 'nour@example.com',
      name: 'Nour',
      user_type: 'Individual',
      listing_category: null,
      company: null,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|google_sub/);
    expect((await get(t, '/api/get-account', bearer(individual.token))).json().data).toEqual(user);
  });

  it('shows another account of the same site without its email', async () => {
    const res = await get(t, `/api/get-account?id=${corporate.user.id}`, bearer(individual.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: corporate.user.id, name: 'Sham Estates', user_type: 'Corporate' });
    expect(res.json().data).not.toHaveProperty('email');
  });

  it("does not show another tenant's account", async () => {
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-x`, name: 'Other' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stranger = await t.db
      .insertInto('users')
      .values({
        tenant_id: other.id,
        name: 'Stranger',
        email: 'stranger@example.com',
        user_type: 'Agent',
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await get(t, `/api/get-account?id=${stranger.id}`, bearer(individual.token));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Account not found.' });
  });

  it('validates the id and needs a token', async () => {
    expect((await get(t, '/api/get-account?id=abc', bearer(individual.token))).json().errors).toEqual({
      id: ['The id field must be a number.'],
    });
    expect((await get(t, '/api/get-account?id=0', bearer(individual.token))).json().errors).toEqual({
      id: ['The id field must be at least 1.'],
    });
    expect((await get(t, '/api/my-account')).statusCode).toBe(401);
    expect((await get(t, '/api/get-account')).statusCode).toBe(401);
  });
});

describe('POST /api/update-profile', () => {
  it('updates the documented user fields', async () => {
    const res = await post(
      t,
      '/api/update-profile',
      {
        name: 'نور',
        surname: 'الحلبي',
        phone: '+963 944 123 456',
        whatsapp: '+963944123456',
        about_me: 'Looking for a flat in Damascus',
        image: img('a1b2'),
        language: 'en',
      },
      bearer(individual.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully.',
      data: {
        name: 'نور',
        surname: 'الحلبي',
        phone: '+963 944 123 456',
        whatsapp: '+963944123456',
        image: img('a1b2'),
        language: 'en',
      },
    });
    const cleared = await post(t, '/api/update-profile', { surname: null }, bearer(individual.token));
    expect(cleared.json().data.surname).toBeNull();
  });

  it('rejects bad fields and writes nothing', async () => {
    const res = await post(
      t,
      '/api/update-profile',
      { name: '', phone: 'call me', whatsapp: 963, about_me: 'x'.repeat(2001), language: 'fr', image: 5 },
      bearer(individual.token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: ['The name field is required'],
      phone: ['The phone field must be a valid phone number.'],
      whatsapp: ['The whatsapp field must be a string.'],
      about_me: ['The about me field may not be greater than 2000 characters.'],
      language: ['The selected language is invalid.'],
      image: ['The image field must be a string.'],
    });
    const outside = await post(
      t,
      '/api/update-profile',
      { name: 'Changed', image: '/etc/passwd' },
      bearer(individual.token),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ image: ['The image field format is invalid.'] });
    const traversal = await post(
      t,
      '/api/update-profile',
      { image: '/api/uploaded-files/../../secret.png' },
      bearer(individual.token),
    );
    expect(traversal.statusCode).toBe(400);
    expect((await get(t, '/api/my-account', bearer(individual.token))).json().data.name).toBe('نور');
  });

  it('saves company details for corporate accounts, and ignores them for others', async () => {
    const res = await post(
      t,
      '/api/update-profile',
      {
        about_me: 'Since 1990',
        company_name: 'Sham Estates LLC',
        company_email: 'Info@Sham.example',
        website: 'https://sham.example',
        registration_number: 'DM12345',
      },
      bearer(corporate.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.company).toMatchObject({
      company_name: 'Sham Estates LLC',
      company_email: 'info@sham.example',
      website: 'https://sham.example',
      registration_number: 'DM12345',
    });
    const ind = await post(t, '/api/update-profile', { company_name: 'Not mine' }, bearer(individual.token));
    expect(ind.json().data.company).toBeNull();
  });

  it('needs a token', async () => {
    expect((await post(t, '/api/update-profile', { name: 'X' })).statusCode).toBe(401);
  });
});

describe('/api/get-user-company and /api/user-company', () => {
  it('lets a corporate account save and read its company', async () => {
    const res = await post(
      t,
      '/api/user-company',
      {
        company_name: 'Sham Estates',
        company_phone: '+963 11 222 3344',
        address: 'Damascus, Abu Rummaneh',
        logo: '/api/uploaded-files/company-logo/l1.webp',
      },
      bearer(corporate.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Company details saved successfully.',
      data: { company_name: 'Sham Estates', address: 'Damascus, Abu Rummaneh' },
    });
    const read = await get(t, '/api/get-user-company', bearer(corporate.token));
    expect(read.json().data).toMatchObject({
      company_name: 'Sham Estates',
      company_phone: '+963 11 222 3344',
      website: 'https://sham.example',
    });
  });

  it('answers 403 when an individual tries to own a company', async () => {
    const res = await post(t, '/api/user-company', { company_name: 'Mine now' }, bearer(individual.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'You do not have permission!' });
    expect((await get(t, '/api/get-user-company', bearer(individual.token))).json()).toEqual({
      success: true,
      message: 'No company found.',
      data: null,
    });
  });

  it('validates the company fields', async () => {
    const res = await post(
      t,
      '/api/user-company',
      { company_email: 'nope', website: 'ftp://x', registration_number: 'AB_12!' },
      bearer(corporate.token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      company_name: ['The company name field is required'],
      company_email: ['Please enter a valid email address'],
      website: ['The website field format is invalid.'],
      registration_number: [
        'The registration number field may only contain letters, numbers, spaces, dashes (-) and slashes (/).',
      ],
    });
    expect((await post(t, '/api/user-company', { company_name: 'X' })).statusCode).toBe(401);
  });

  it('accepts registration numbers written with dashes, slashes and spaces, in Latin or Arabic', async () => {
    for (const number of ['DM-2026-0001', '12/345 B', 'س ت 4521/2019', '٢٠٢٦-٠٠١']) {
      const res = await post(
        t,
        '/api/user-company',
        { company_name: 'Sham Estates', registration_number: number },
        bearer(corporate.token),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.registration_number).toBe(number);
    }
  });

  it("refuses other punctuation in a registration number, in the caller's language", async () => {
    for (const number of ['DM.2026', 'DM_2026', 'A#1', '---', 'ΑΒ-1']) {
      const res = await post(t, '/api/update-profile', { registration_number: number }, bearer(corporate.token));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.registration_number).toEqual([
        'The registration number field may only contain letters, numbers, spaces, dashes (-) and slashes (/).',
      ]);
    }
    const ar = await post(
      t,
      '/api/update-profile',
      { registration_number: 'DM.2026' },
      { ...bearer(corporate.token), 'accept-language': 'ar' },
    );
    expect(ar.json().errors.registration_number).toEqual([
      'يجب أن يحتوي حقل رقم السجل التجاري على حروف وأرقام ومسافات وشرطات (-) وخطوط مائلة (/) فقط.',
    ]);
  });
});
