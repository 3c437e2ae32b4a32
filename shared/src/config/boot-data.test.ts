import { BOOT_DATA_ID, readBootData } from './boot-data';
import { getRuntimeConfig, loadRuntimeConfig } from './runtime-config';

function writeBootData(text: string): void {
  const script = document.createElement('script');
  script.id = BOOT_DATA_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(BOOT_DATA_ID)?.remove());

describe("the page's boot data", () => {
  it('is read from the script the site server writes', () => {
    writeBootData('{"config":{"tenant":"aleppo"},"registry":{"schemaVersion":1,"remotes":{}}}');
    expect(readBootData()).toEqual({ config: { tenant: 'aleppo' }, registry: { schemaVersion: 1, remotes: {} } });
  });

  it('is absent from a page without it, or with something unreadable in it', () => {
    expect(readBootData()).toBeNull();
    writeBootData('{not json');
    expect(readBootData()).toBeNull();
  });

  it('gives the runtime config without fetching /config.json', async () => {
    writeBootData('{"config":{"apiBase":"/v2/api","tenant":"aleppo","socialProviders":["google"]}}');
    // No server answers here: the config comes from the page or the test fails on the defaults.
    const config = await loadRuntimeConfig('http://127.0.0.1:1/config.json');
    expect(config).toEqual({ apiBase: '/v2/api', tenant: 'aleppo', googleClientId: null, socialProviders: ['google'] });
    expect(getRuntimeConfig().tenant).toBe('aleppo');
  });
});
