/** @jest-environment node */
import { createExposedModuleLoader } from './exposedModuleLoader';

describe("the single bundle's exposed-module loader", () => {
  it('loads a module by its federation name, only when asked for', async () => {
    const lifecycles = { mount: () => Promise.resolve() };
    const imports: string[] = [];
    const loader = createExposedModuleLoader({
      'property/app': async () => {
        imports.push('property/app');
        return lifecycles;
      },
      'auto/app': async () => {
        imports.push('auto/app');
        return {};
      },
    });
    expect(imports).toEqual([]);
    await expect(loader.load('property/app')).resolves.toBe(lifecycles);
    expect(imports).toEqual(['property/app']);
  });

  it('rejects a name no remote exposes, including names inherited from Object', async () => {
    const loader = createExposedModuleLoader({ 'property/app': async () => ({}) });
    await expect(loader.load('property/Missing')).rejects.toThrow(
      'Remote module property/Missing is not part of this build',
    );
    await expect(loader.load('toString')).rejects.toThrow('not part of this build');
  });

  it('rejects when the chunk does not load, and loads it on the next attempt', async () => {
    let attempts = 0;
    const loader = createExposedModuleLoader({
      'auth/AuthModal': async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Loading chunk 123 failed');
        return { default: 'AuthModal' };
      },
    });
    await expect(loader.load('auth/AuthModal')).rejects.toThrow('Loading chunk 123 failed');
    await expect(loader.load('auth/AuthModal')).resolves.toEqual({ default: 'AuthModal' });
  });
});
