import { allowedOverride, OVERRIDE_KEY_PREFIX, readOverrides } from './remoteOverride';

describe('developer remote override', () => {
  beforeEach(() => localStorage.clear());

  it('takes an override from the query string and remembers it for later pages', () => {
    expect(readOverrides('?remote:property=http://localhost:3002/mf-manifest.json', localStorage)).toEqual({
      property: 'http://localhost:3002/mf-manifest.json',
    });
    expect(readOverrides('', localStorage)).toEqual({ property: 'http://localhost:3002/mf-manifest.json' });
    expect(localStorage.getItem(`${OVERRIDE_KEY_PREFIX}property`)).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('forgets it with ?remote:property=off', () => {
    readOverrides('?remote:property=/remotes/property/2/mf-manifest.json', localStorage);
    expect(readOverrides('?remote:property=off', localStorage)).toEqual({});
    expect(readOverrides('', localStorage)).toEqual({});
  });

  it('ignores names that are not remotes', () => {
    expect(readOverrides('?remote:shop=/x/mf-manifest.json', localStorage)).toEqual({});
  });

  it('honours the site’s own origin and allow-listed origins only', () => {
    const page = 'https://souq.sy';
    expect(allowedOverride('/remotes/property/2/mf-manifest.json', page, [])).toBe(
      'https://souq.sy/remotes/property/2/mf-manifest.json',
    );
    expect(allowedOverride('http://localhost:3002/mf-manifest.json', page, ['http://localhost:3002'])).toBe(
      'http://localhost:3002/mf-manifest.json',
    );
    expect(allowedOverride('https://evil.example/mf-manifest.json', page, ['http://localhost:3002'])).toBeNull();
    expect(allowedOverride('//evil.example/mf-manifest.json', page, [])).toBeNull();
    expect(allowedOverride('javascript:alert(1)//mf-manifest.json', page, [])).toBeNull();
    expect(allowedOverride('https://souq.sy/evil.js', page, [])).toBeNull();
  });
});
