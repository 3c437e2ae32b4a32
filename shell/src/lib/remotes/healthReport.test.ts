import { BOUNDARY_ERROR_EVENT } from '@souq/shared';
import {
  attributeStack,
  createHealthReporter,
  MAX_BATCHES_PER_PAGE,
  MAX_ITEMS_PER_BATCH,
  type HealthBatch,
  type RemoteBuild,
} from './healthReport';

const page = 'https://souq.example/ar/properties?city=damascus';
const builds: RemoteBuild[] = [
  { remote: 'property', version: '2.0.0', build: 'canary', manifest: '/remotes/property/2.0.0/mf-manifest.json' },
  { remote: 'property', version: '1.0.0', build: 'current', manifest: '/remotes/property/1.0.0/mf-manifest.json' },
  {
    remote: 'auto',
    version: '1.4.0',
    build: 'current',
    manifest: 'https://cdn.souq.example/remotes/auto/1.4.0/mf-manifest.json?v=1',
  },
];

function reporter(options: { sampled?: boolean } = {}) {
  const sent: HealthBatch[] = [];
  const active: Record<string, RemoteBuild> = { property: builds[0]!, auto: builds[2]! };
  const health = createHealthReporter({
    builds: () => builds,
    active: (remote) => active[remote] ?? null,
    send: (batch) => sent.push(batch),
    browser: 'b'.repeat(32),
    sampled: options.sampled ?? true,
    page,
  });
  return { health, sent };
}

describe('attributing an error to a remote', () => {
  it('names the build whose files the stack points into', () => {
    const stack =
      'TypeError: x is undefined\n    at Gallery (https://souq.example/remotes/property/2.0.0/412.js:1:2200)\n    at renderWithHooks (https://souq.example/main.js:2:100)';
    expect(attributeStack(stack, builds, page)).toEqual(builds[0]);
    expect(
      attributeStack('Error\n    at https://cdn.souq.example/remotes/auto/1.4.0/src_app.js:3:9', builds, page),
    ).toEqual(builds[2]);
  });

  it('leaves the shell’s own errors, and scripts of other sites, to nobody', () => {
    expect(
      attributeStack('Error: boom\n    at Layout (https://souq.example/main.3f2a.js:1:500)', builds, page),
    ).toBeNull();
    expect(
      attributeStack('Error\n    at https://ads.example/remotes/property/2.0.0/x.js:1:1', builds, page),
    ).toBeNull();
    expect(attributeStack(undefined, builds, page)).toBeNull();
  });
});

describe('health reports of a page', () => {
  it('sends the counts of every build in one batch, the page’s vitals with the builds shown once it is hidden', () => {
    const { health, sent } = reporter();
    health.recordRemote('property', 'mounts');
    health.recordRemote('property', 'mounts');
    health.record(builds[1]!, 'loadFailures');
    health.recordError(new Error('outside any remote'), 'uncaughtErrors');
    health.setVitals({ lcpMs: 2400.4, cls: 0.08 });
    health.setVitals({ inpMs: 180 });
    health.flush(true);
    expect(sent).toEqual([
      {
        browser: 'b'.repeat(32),
        items: [
          {
            remote: 'property',
            version: '2.0.0',
            build: 'canary',
            mounts: 2,
            loadFailures: 0,
            boundaryErrors: 0,
            uncaughtErrors: 0,
            lcpMs: 2400.4,
            cls: 0.08,
            inpMs: 180,
          },
          {
            remote: 'property',
            version: '1.0.0',
            build: 'current',
            mounts: 0,
            loadFailures: 1,
            boundaryErrors: 0,
            uncaughtErrors: 0,
          },
        ],
      },
    ]);
    // Nothing new: nothing sent; the vitals went once.
    health.flush(true);
    expect(sent).toHaveLength(1);
    health.recordRemote('property', 'mounts');
    health.flush(true);
    expect(sent[1]!.items).toEqual([
      {
        remote: 'property',
        version: '2.0.0',
        build: 'canary',
        mounts: 1,
        loadFailures: 0,
        boundaryErrors: 0,
        uncaughtErrors: 0,
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('city=');
  });

  it('counts a boundary error against the remote it names, or the one its stack points into', () => {
    const { health, sent } = reporter();
    health.recordError(new Error('page crashed'), 'boundaryErrors', 'auto');
    const error = new Error('gallery crashed');
    error.stack = 'Error: gallery crashed\n    at https://souq.example/remotes/property/1.0.0/412.js:1:1';
    health.recordError(error, 'boundaryErrors', 'auto');
    health.flush();
    expect(sent[0]!.items.map((i) => [i.remote, i.version, i.boundaryErrors])).toEqual([
      ['auto', '1.4.0', 1],
      ['property', '1.0.0', 1],
    ]);
  });

  it('keeps batches within the API’s limits and a page to a few of them', () => {
    const { health, sent } = reporter();
    for (let round = 0; round < 10; round += 1) {
      for (let v = 0; v < MAX_ITEMS_PER_BATCH + 2; v += 1)
        health.record({ remote: 'auto', version: `1.${round}.${v}`, build: 'current', manifest: '/m.json' }, 'mounts');
      health.flush();
    }
    expect(sent).toHaveLength(MAX_BATCHES_PER_PAGE);
    for (const batch of sent) expect(batch.items.length).toBeLessThanOrEqual(MAX_ITEMS_PER_BATCH);
  });

  it('sends nothing from a browser outside the sample', () => {
    const { health, sent } = reporter({ sampled: false });
    health.recordRemote('property', 'mounts');
    health.recordError(new Error('x'), 'boundaryErrors', 'property');
    health.flush(true);
    expect(sent).toEqual([]);
  });
});

describe('the installed reporter', () => {
  it('counts uncaught errors and boundary errors from the page’s events and beacons them when the page is hidden', async () => {
    const beacons: Array<{ url: string; body: HealthBatch }> = [];
    const blobs: Array<Promise<void>> = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        // jsdom's Blob has no text(): read it as a visitor's browser would send it.
        blobs.push(
          new Promise<void>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => {
              beacons.push({ url, body: JSON.parse(String(reader.result)) as HealthBatch });
              resolve();
            };
            reader.readAsText(data);
          }),
        );
        return true;
      },
    });
    const { installHealthReporting } = await import('./healthReport');
    const origin = window.location.origin;
    const remoteBuilds: RemoteBuild[] = [
      {
        remote: 'property',
        version: '2.0.0',
        build: 'canary',
        manifest: `${origin}/remotes/property/2.0.0/mf-manifest.json`,
      },
    ];
    installHealthReporting(
      () => remoteBuilds,
      (remote) => remoteBuilds.find((b) => b.remote === remote) ?? null,
    );

    const inRemote = new Error('listing page crashed');
    inRemote.stack = `Error: listing page crashed\n    at ${origin}/remotes/property/2.0.0/55.js:1:10`;
    window.dispatchEvent(new ErrorEvent('error', { error: inRemote }));
    const inShell = new Error('shell bug');
    inShell.stack = `Error: shell bug\n    at ${origin}/main.js:1:10`;
    window.dispatchEvent(new ErrorEvent('error', { error: inShell }));
    window.dispatchEvent(
      new CustomEvent(BOUNDARY_ERROR_EVENT, { detail: { error: new Error('caught'), remote: 'property' } }),
    );
    window.dispatchEvent(new Event('pagehide'));
    await Promise.all(blobs);

    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/client-reports/remote-health');
    expect(beacons[0]!.body.browser).toMatch(/^[0-9a-f]{32}$/);
    expect(beacons[0]!.body.browser).toBe(localStorage.getItem('souqHealthId'));
    expect(beacons[0]!.body.items).toEqual([
      {
        remote: 'property',
        version: '2.0.0',
        build: 'canary',
        mounts: 0,
        loadFailures: 0,
        boundaryErrors: 1,
        uncaughtErrors: 1,
      },
    ]);
  });
});
