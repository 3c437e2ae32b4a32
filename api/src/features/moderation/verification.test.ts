import { rm } from 'node:fs/promises';
import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { photo } from '../media/test-files.js';
import { admin, mails, type Member, member } from '../payments/test-payments.js';
import { insertListings, loadPlaces, type Places } from '../property/test-listings.js';
import { sendDocument } from './test-trust.js';

const UPLOADS = `/tmp/souq-verification-test-${process.pid}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let t: TestApp;
let P: Places;
let owner: Member, arabicOwner: Member, stranger: Member, boss: Member;

const decide = (body: Record<string, unknown>) =>
  post(t, '/api/admin/verification-requests/decide', body, bearer(boss.token));
const auditOf = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const detail = async (id: number) => (await get(t, `/api/property/property-detail/${id}`)).json().data;
const listIds = async (query: string) =>
  (await get(t, `/api/property/get-property-list?per_page=50&${query}`)).json().data.items as {
    id: number;
    verified: boolean;
  }[];

beforeAll(async () => {
  t = await createTestApp({ config: { UPLOADS_DIR: UPLOADS } });
  P = await loadPlaces(t);
  owner = await member(t, 'owner@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  arabicOwner = await member(t, 'arabic-owner@example.com', {
    user_type: 'Agent',
    listing_category: 'both',
    language: 'ar',
  });
  stranger = await member(t, 'stranger@example.com', { user_type: 'Agent', listing_category: 'both' });
  boss = await admin(t, 'boss@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(UPLOADS, { recursive: true, force: true });
});

const flat = async (who: Member, name: string) =>
  (
    await insertListings(t, who.id, [
      {
        name,
        governorate_id: P.gov('Damascus'),
        city_id: P.city('Damascus'),
        neighborhood_id: P.hood('Damascus', 'Malki'),
      },
    ])
  )[0]!;

describe('ownership documents', () => {
  it('keeps the document private: its owner and admins open it, another member finds nothing, a guest must sign in', async () => {
    const id = await flat(owner, 'Flat with a deed');
    const sent = await sendDocument(
      t,
      owner.token,
      { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
      { name: 'tabu.pdf', data: PDF },
    );
    expect(sent.statusCode).toBe(200);
    const request = sent.json().data;
    expect(request).toMatchObject({
      subject_kind: 'property',
      subject_id: id,
      document_type: 'green_tabu',
      document_name: 'tabu.pdf',
      status: 'pending',
      reason: null,
      decided_at: null,
    });
    expect(request.document_url).toBe(`/api/verification-document?id=${request.id}`);

    const mine = await get(t, request.document_url, bearer(owner.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    // A PDF is a download (it may carry a script), sandboxed like public media should a browser open it anyway.
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="document-${request.id}.pdf"`);
    expect(mine.headers['content-security-policy']).toContain('sandbox');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    const arabic = await get(t, request.document_url, { ...bearer(boss.token), 'accept-language': 'ar' });
    expect(arabic.headers['content-disposition']).toBe(
      `attachment; filename="?????-${request.id}.pdf"; filename*=UTF-8''${encodeURIComponent('وثيقة')}-${request.id}.pdf`,
    );
    expect((await get(t, request.document_url, bearer(boss.token))).statusCode).toBe(200);
    expect((await get(t, request.document_url, bearer(stranger.token))).statusCode).toBe(404);
    expect((await get(t, request.document_url)).statusCode).toBe(401);
    // Never under the public uploads.
    const stored = await t.db
      .selectFrom('verification_requests')
      .select('document_path')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(stored.document_path.startsWith('.private/verification/')).toBe(true);
    expect((await get(t, `/api/uploaded-files/${stored.document_path}`)).statusCode).not.toBe(200);

    // One waiting request at a time; the owner sees it, and may take it back.
    const again = await sendDocument(
      t,
      owner.token,
      { subject_kind: 'property', subject_id: id, document_type: 'court_ruling' },
      { name: 'ruling.pdf', data: PDF },
    );
    expect(again.statusCode).toBe(409);
    const view = await get(
      t,
      `/api/verification-requests/mine?subject_kind=property&subject_id=${id}`,
      bearer(owner.token),
    );
    expect(view.json().data).toMatchObject({ verified: false, request: { id: request.id, status: 'pending' } });
    const withdrawn = await post(t, '/api/verification-requests/withdraw', { id: request.id }, bearer(owner.token));
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect(
      (await post(t, '/api/verification-requests/withdraw', { id: request.id }, bearer(owner.token))).statusCode,
    ).toBe(400);
  });

  it('takes a picture or a PDF by its content only, for the owner of the listing, with the kinds of document a listing has', async () => {
    const id = await flat(owner, 'Flat with a text file');
    const text = await sendDocument(
      t,
      owner.token,
      { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
      { name: 'deed.pdf', data: Buffer.from('<html>not a document</html>') },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ file: ['The document must be a JPEG, PNG or WebP picture or a PDF file.'] });
    const arabic = await sendDocument(
      t,
      owner.token,
      { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
      { name: 'deed.pdf', data: Buffer.from('plain text') },
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().errors).toEqual({ file: ['يجب أن يكون المستند صورة JPEG أو PNG أو WebP أو ملف PDF.'] });
    const licenceForFlat = await sendDocument(
      t,
      owner.token,
      { subject_kind: 'property', subject_id: id, document_type: 'licence' },
      { name: 'a.pdf', data: PDF },
    );
    expect(licenceForFlat.json().errors).toEqual({ document_type: ['Choose what kind of document this is.'] });
    expect(
      (
        await sendDocument(
          t,
          stranger.token,
          { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
          { name: 'a.pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await sendDocument(
          t,
          null,
          { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
          { name: 'a.pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(401);
    const picture = await sendDocument(
      t,
      owner.token,
      { subject_kind: 'property', subject_id: id, document_type: 'notarised_poa' },
      { name: 'poa.jpg', data: await photo(7, 200, 150) },
    );
    expect(picture.statusCode).toBe(200);
  });

  it('approved: the badge shows on the card, the detail and the Verified filter; a price change keeps it, a move drops it', async () => {
    const id = await flat(owner, 'Flat to verify');
    const plain = await flat(owner, 'Flat never verified');
    const request = (
      await sendDocument(
        t,
        owner.token,
        { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
        { name: 'tabu.pdf', data: PDF },
      )
    ).json().data;

    const queue = await get(t, '/api/admin/verification-requests', bearer(boss.token));
    expect(queue.json().data.data).toContainEqual(
      expect.objectContaining({
        request: expect.objectContaining({ id: request.id }),
        subject: {
          kind: 'property',
          id,
          name: 'Flat to verify',
          path: `/property/property-detail/${id}`,
          owner: { id: owner.id, name: 'owner', email: owner.email },
        },
      }),
    );

    const approved = await decide({ id: request.id, decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.request).toMatchObject({ status: 'approved' });
    expect((await decide({ id: request.id, decision: 'reject', reason: 'Too late' })).statusCode).toBe(409);
    expect(await auditOf('verification.approve')).toEqual([
      expect.objectContaining({ subject_kind: 'verification', subject_id: String(request.id), admin_id: boss.id }),
    ]);
    expect((await mails(t, owner.email))[0]).toMatchObject({ subject: 'Verified' });

    // The listing's badge is not its owner's: the owner card says whether the agent themselves is verified.
    expect(await detail(id)).toMatchObject({ verified: true, owner: { id: owner.id, verified: false } });
    expect(await detail(plain)).toMatchObject({ verified: false });
    // As the site's address writes it (verified=1), and as a boolean.
    expect((await listIds('verified=1')).map((c) => c.id)).toEqual([id]);
    const verifiedOnly = await listIds('verified=true');
    expect(verifiedOnly.map((c) => c.id)).toEqual([id]);
    expect(verifiedOnly[0]!.verified).toBe(true);
    expect((await listIds('verified=false')).map((c) => c.id)).toContain(plain);
    expect((await listIds('verified=false')).map((c) => c.id)).not.toContain(id);
    expect(
      (
        await get(t, `/api/verification-requests/mine?subject_kind=property&subject_id=${id}`, bearer(owner.token))
      ).json().data.verified,
    ).toBe(true);
    // Verified already: no second document.
    expect(
      (
        await sendDocument(
          t,
          owner.token,
          { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
          { name: 'a.pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(400);

    expect((await post(t, '/api/property-update', { id, price_usd: 90_000 }, bearer(owner.token))).statusCode).toBe(
      200,
    );
    expect(await detail(id)).toMatchObject({ verified: true, price_usd: 90_000 });
    expect(
      (
        await post(
          t,
          '/api/property-update',
          { id, neighborhood_id: P.hood('Damascus', 'Mezzeh') },
          bearer(owner.token),
        )
      ).statusCode,
    ).toBe(200);
    expect(await detail(id)).toMatchObject({ verified: false });
    const lapsed = await get(
      t,
      `/api/verification-requests/mine?subject_kind=property&subject_id=${id}`,
      bearer(owner.token),
    );
    expect(lapsed.json().data).toMatchObject({ verified: false, request: { id: request.id, status: 'lapsed' } });
  });

  it('rejected with a reason, which the member is emailed in their language; no reason, no rejection', async () => {
    const id = await flat(arabicOwner, 'Flat with a blurred deed');
    const request = (
      await sendDocument(
        t,
        arabicOwner.token,
        { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
        { name: 'a.pdf', data: PDF },
      )
    ).json().data;
    const empty = await decide({ id: request.id, decision: 'reject', reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toHaveLength(1);
    const rejected = await decide({ id: request.id, decision: 'reject', reason: 'The scan cannot be read.' });
    expect(rejected.json().data.request).toMatchObject({ status: 'rejected', reason: 'The scan cannot be read.' });
    const [mail] = await mails(t, arabicOwner.email);
    expect(mail!.subject).toBe('تعذر قبول مستندك');
    expect(mail!.text).toContain('The scan cannot be read.');
    expect(await auditOf('verification.reject')).toEqual([
      expect.objectContaining({ reason: 'The scan cannot be read.', subject_id: String(request.id) }),
    ]);
    expect(await detail(id)).toMatchObject({ verified: false });
    // A member may open their own rejected document still, and send another.
    expect(
      (
        await sendDocument(
          t,
          arabicOwner.token,
          { subject_kind: 'property', subject_id: id, document_type: 'green_tabu' },
          { name: 'b.pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(200);
  });

  it("verifies an agent by their licence (on their profile and their company's list of agents) and a car by its papers", async () => {
    const licence = await sendDocument(
      t,
      stranger.token,
      { subject_kind: 'agent', subject_id: stranger.id, document_type: 'licence' },
      { name: 'licence.png', data: await photo(8, 120, 90) },
    );
    expect(licence.statusCode).toBe(200);
    // A picture runs nothing: the admin's browser shows it, under the sandbox all the same.
    const picture = await get(t, licence.json().data.document_url, bearer(boss.token));
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['content-disposition']).toBe(`inline; filename="document-${licence.json().data.id}.jpg"`);
    expect(picture.headers['content-security-policy']).toContain('sandbox');
    expect(
      (
        await sendDocument(
          t,
          stranger.token,
          { subject_kind: 'agent', subject_id: owner.id, document_type: 'licence' },
          { name: 'l.pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(403);
    const person = await member(t, 'person@example.com');
    expect(
      (
        await sendDocument(
          t,
          person.token,
          { subject_kind: 'agent', subject_id: person.id, document_type: 'licence' },
          { name: 'l.pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(403);
    expect((await get(t, `/api/agent-profile?id=${stranger.id}`, bearer(owner.token))).json().data.verified).toBe(
      false,
    );
    expect((await decide({ id: licence.json().data.id, decision: 'approve' })).json().data.subject).toMatchObject({
      kind: 'agent',
      id: stranger.id,
      path: `/agent-details/${stranger.id}`,
    });
    expect((await get(t, `/api/agent-profile?id=${stranger.id}`, bearer(owner.token))).json().data.verified).toBe(true);

    const tucson = (await loadCatalogue(t)).model('hyundai-tucson');
    const [car, strangersCar] = [
      ...(await insertAutos(t, owner.id, [{ model: tucson, year: 2019 }])),
      ...(await insertAutos(t, stranger.id, [{ model: tucson, year: 2020 }])),
    ];
    // The seller card of a verified agent's listing carries the badge; an unverified owner's does not.
    expect((await get(t, `/api/auto/auto-detail/${strangersCar}`)).json().data.owner).toMatchObject({
      id: stranger.id,
      verified: true,
    });
    expect((await get(t, `/api/auto/auto-detail/${car}`)).json().data.owner).toMatchObject({
      id: owner.id,
      verified: false,
    });
    const papers = (
      await sendDocument(
        t,
        owner.token,
        { subject_kind: 'auto', subject_id: car!, document_type: 'other' },
        { name: 'papers.pdf', data: PDF },
      )
    ).json().data;
    await decide({ id: papers.id, decision: 'approve' });
    expect((await get(t, `/api/auto/auto-detail/${car}`)).json().data.verified).toBe(true);
    expect(
      (await get(t, '/api/auto/get-auto-list?verified=1')).json().data.items.map((c: { id: number }) => c.id),
    ).toEqual([car]);
    // A car's price keeps the badge; its year is what the papers spoke of.
    await post(t, '/api/auto-update', { id: car, price_usd: 9_000 }, bearer(owner.token));
    expect((await get(t, `/api/auto/auto-detail/${car}`)).json().data.verified).toBe(true);
    await post(t, '/api/auto-update', { id: car, year: 2018 }, bearer(owner.token));
    expect((await get(t, `/api/auto/auto-detail/${car}`)).json().data.verified).toBe(false);
  });
});
