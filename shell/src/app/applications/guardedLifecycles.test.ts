import { guardedApplication } from './guardedLifecycles';
import { useOutletStatus } from './outletStatus';

const props = { name: 'property' };
const statusOf = () => useOutletStatus.getState().statuses.property;

async function start(load: Parameters<typeof guardedApplication>[1]) {
  const lifecycles = await guardedApplication('property', load)();
  await (lifecycles.bootstrap as (p: object) => Promise<unknown>)(props);
  await (lifecycles.mount as (p: object) => Promise<unknown>)(props);
  return lifecycles;
}

describe('guarded single-spa applications', () => {
  beforeEach(() => useOutletStatus.setState({ statuses: {} }));
  // The wrapper reports each failure on the console for operators; keep test output quiet.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('marks the outlet mounted when the application mounts', async () => {
    const mounted: string[] = [];
    await start(async () => ({
      bootstrap: async () => undefined,
      mount: async () => {
        mounted.push('property');
      },
      unmount: async () => undefined,
    }));
    expect(mounted).toEqual(['property']);
    expect(statusOf()).toBe('mounted');
  });

  it('shows the unavailable outlet when the remote cannot be loaded, without breaking routing', async () => {
    const lifecycles = await start(async () => {
      throw new Error('remote entry unreachable');
    });
    expect(statusOf()).toBe('failed');
    await (lifecycles.unmount as (p: object) => Promise<unknown>)(props);
    expect(statusOf()).toBe('idle');
  });

  it('shows the unavailable outlet when the application throws on mount, and unmounts cleanly', async () => {
    const unmounted: string[] = [];
    const lifecycles = await start(async () => ({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('render crashed');
      },
      unmount: async () => {
        unmounted.push('half-mounted tree');
      },
    }));
    expect(statusOf()).toBe('failed');
    expect(unmounted).toEqual(['half-mounted tree']);
    await expect((lifecycles.unmount as (p: object) => Promise<unknown>)(props)).resolves.toBeUndefined();
  });

  it('shows the unavailable outlet when the application fails to bootstrap', async () => {
    await start(async () => ({
      bootstrap: async () => {
        throw new Error('bootstrap failed');
      },
      mount: async () => undefined,
      unmount: async () => undefined,
    }));
    expect(statusOf()).toBe('failed');
  });
});
