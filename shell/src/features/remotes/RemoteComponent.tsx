// A component exposed by a remote (auth/AuthModal, property/FeaturedProperties, …), loaded on demand.
// Loading shows the loading text; a load failure or a throw while rendering shows the unavailable card,
// whose retry button loads it again from scratch.
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
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

export function RemoteComponent({ id, props = {} }: { id: `${RemoteName}/${string}`; props?: Props }) {
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(() => lazyRemote(id), [id, attempt]);
  const retry = async () => {
    await prepareRetry(id.split('/')[0] as RemoteName);
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
