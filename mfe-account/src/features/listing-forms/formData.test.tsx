import { screen, waitFor } from '@testing-library/react';
import { startFormData, takeFormData } from './formData';
import { formStandIn, openStoredListing } from './testFixtures';

const api = formStandIn();
const asked = (path: string) => api.calls.filter((call) => `${call.method} ${call.path}` === path);

describe("the edit form's data", () => {
  it.each([
    ['property', 'GET /property/edit', 'Garden flat in Mezzeh'],
    ['auto', 'GET /auto/edit', 'Toyota Corolla XLi 2022'],
  ] as const)('asks for the stored %s once when its edit page opens', async (kind, path, name) => {
    await openStoredListing(api, kind);
    expect(await screen.findByDisplayValue(name)).toBeInTheDocument();
    expect(asked(path)).toHaveLength(1);
  });

  it("is asked for by the page itself, before any form's code has run, and taken by the form once", async () => {
    api.answer('GET /property/edit', (_body, query) => ({
      status: 200,
      body: { success: true, message: 'Property for editing', data: { id: Number(query.get('id')) } },
    }));
    startFormData('property', '7');
    await waitFor(() => expect(asked('GET /property/edit')).toHaveLength(1));
    expect(asked('GET /property/edit')[0]?.query.get('id')).toBe('7');
    const first = await takeFormData('property', '7');
    expect(first.listing).toMatchObject({ id: 7 });
    expect(asked('GET /property/edit')).toHaveLength(1);
    // Taken once: a "try again" asks afresh.
    await takeFormData('property', '7');
    expect(asked('GET /property/edit')).toHaveLength(2);
  });
});
