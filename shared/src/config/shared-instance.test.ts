/** @jest-environment node */
// One copy of @souq/shared per page is a build property that only the browser can show; here we check
// that each copy has its own id and that a second copy on the same page is reported.
function loadCopy(): string {
  let id = '';
  jest.isolateModules(() => {
    id = require('./shared-instance').SHARED_INSTANCE_ID;
  });
  return id;
}

beforeEach(() => {
  delete globalThis.__SOUQ_SHARED__;
});

describe('shared instance guard', () => {
  it('the first copy registers itself quietly', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = loadCopy();
    expect(id).toMatch(/\S{8,}/);
    expect(globalThis.__SOUQ_SHARED__).toEqual({ id });
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('a second copy on the same page is reported as a build bug and does not take over', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = loadCopy();
    const second = loadCopy();
    expect(second).not.toBe(first);
    expect(globalThis.__SOUQ_SHARED__).toEqual({ id: first });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('@souq/shared was loaded twice');
    consoleError.mockRestore();
  });

  it('the package entry exposes the id and registers it', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let entry: typeof import('../index') | undefined;
    jest.isolateModules(() => {
      entry = require('../index');
    });
    expect(globalThis.__SOUQ_SHARED__?.id).toBe(entry!.SHARED_INSTANCE_ID);
    expect(typeof entry!.useSession).toBe('function');
    expect(entry!.i18n.isInitialized).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
