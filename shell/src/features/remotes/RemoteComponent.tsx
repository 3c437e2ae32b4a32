// A component exposed by a remote (auth/AuthModal, property/FeaturedProperties, …), loaded on demand.
// Loading shows the loading text; a load failure or a throw while rendering shows the unavailable card,
// whose retry button loads it again from scratch.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary, LoadingText, UnavailableCard } from '@souq/shared';
import { loadRemoteModule, prepareRetry } from './federation';
import type { RemoteName } from './remoteRegistry';

type Props = Record<string, unknown>;

function lazyRemote(id: string): ComponentType<Props> {
  return lazy(async () => {
    const module = await loadRemoteModule<{ default?: ComponentType<Props> } & Record<string, unknown>>(id);
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

export function RemoteComponent({ id, props = {} }: { id: `${RemoteName}/${string}`; props?: Props }) {
  const [attempt, setAttempt] = useState(0);
  const Component = cachedLazyRemote(id);
  const retry = async () => {
    await prepareRetry(id.split('/')[0] as RemoteName);
    lazyComponents.delete(id);
    setAttempt((value) => value + 1);
  };
  return (
    <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => void retry()} />}>
      <Suspense fallback={<LoadingText />}>
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
