// A component exposed by a remote (auth/AuthModal, property/FeaturedProperties, …), loaded on demand.
// Loading shows the loading text; a load failure or a throw while rendering shows the unavailable card,
// whose retry button loads it again from scratch.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, LoadingText, UnavailableCard } from '@souq/shared';
import { loadRemoteModule, prepareRetry } from './federation';
import { countedAsLoadFailure, healthReporter } from './healthReport';
import type { RemoteName } from './remoteRegistry';

type Props = Record<string, unknown>;

function lazyRemote(id: string): ComponentType<Props> {
  return lazy(async () => {
    const module = await loadRemoteModule<{ default?: ComponentType<Props> } & Record<string, unknown>>(id).catch(
      (error: unknown) => {
        // Already counted as load failures of the builds tried; the boundary that shows it does not count it again.
        countedAsLoadFailure(error);
        throw error;
      },
    );
    const exposedName = id.split('/')[1] ?? '';
    const component = module.default ?? (module[exposedName] as ComponentType<Props> | undefined);
    if (!component) throw new Error(`Remote module ${id} exports no component`);
    return { default: component };
  });
}

// Kept outside React: a component that suspends before its first commit loses its hooks' state, so a
// lazy component made in useMemo would be re-created (and the remote re-fetched) on every render.
const lazyComponents = new Map<string, ComponentType<Props>>();

function cachedLazyRemote(id: string): ComponentType<Props> {
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazyRemote(id);
    lazyComponents.set(id, component);
  }
  return component;
}

/** Counts a mount of the remote's build once its component is on screen. */
function Mounted({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  useEffect(() => healthReporter()?.recordRemote(remote, 'mounts'), [remote]);
  return children;
}

export function RemoteComponent({ id, props = {} }: { id: `${RemoteName}/${string}`; props?: Props }) {
  const [attempt, setAttempt] = useState(0);
  const Component = cachedLazyRemote(id);
  const remote = id.split('/')[0] as RemoteName;
  const retry = async () => {
    await prepareRetry(remote);
    lazyComponents.delete(id);
    setAttempt((value) => value + 1);
  };
  return (
    <ErrorBoundary key={attempt} remote={remote} fallback={<UnavailableCard onRetry={() => void retry()} />}>
      <Suspense fallback={<LoadingText />}>
        <Mounted remote={remote}>
          <Component {...props} />
        </Mounted>
      </Suspense>
    </ErrorBoundary>
  );
}
