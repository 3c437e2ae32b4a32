// Exposed modules by federation name ("property/app") for the single-bundle build: each an import of its own
// chunk, loaded when first asked for, as the composed site loads a remote's module.

type ModuleImport = () => Promise<unknown>;

export interface ExposedModuleLoader {
  /** Loads the module exposed as `id`; rejects when no remote exposes it or its chunk cannot be loaded. */
  load<T>(id: string): Promise<T>;
}

export function createExposedModuleLoader(modules: Record<string, ModuleImport>): ExposedModuleLoader {
  return {
    async load<T>(id: string): Promise<T> {
      const load = Object.hasOwn(modules, id) ? modules[id] : undefined;
      if (!load) throw new Error(`Remote module ${id} is not part of this build`);
      const loaded = await load();
      if (loaded == null) throw new Error(`Remote module ${id} is unavailable`);
      return loaded as T;
    },
  };
}
