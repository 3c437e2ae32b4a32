// Wraps an application's single-spa lifecycles so that a failure to load or mount never breaks routing:
// the application is then "mounted" as an empty outlet and the layout shows the unavailable card.
import type { LifeCycles } from 'single-spa';
import { healthReporter } from '../../lib/remotes/healthReport';
import type { ApplicationName } from '@souq/shared/routes';
import { setOutletStatus } from './outletStatus';

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;
type AnyLifeCycles = LifeCycles<Record<string, unknown>>;

function asArray(fn: Lifecycle | Lifecycle[] | undefined): Lifecycle[] {
  if (!fn) return [];
  return Array.isArray(fn) ? fn : [fn];
}

async function runAll(fns: Lifecycle[], props: Record<string, unknown>): Promise<void> {
  for (const fn of fns) await fn(props);
}

function failedLifecycles(app: ApplicationName): AnyLifeCycles {
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      setOutletStatus(app, 'failed');
    },
    unmount: async () => {
      setOutletStatus(app, 'idle');
    },
  };
}

export function guardedApplication(
  app: ApplicationName,
  load: () => Promise<AnyLifeCycles>,
): () => Promise<AnyLifeCycles> {
  return async () => {
    setOutletStatus(app, 'loading');
    let lifecycles: AnyLifeCycles;
    try {
      lifecycles = await load();
    } catch (error) {
      console.error(`Application "${app}" could not be loaded`, error);
      return failedLifecycles(app);
    }
    let broken = false;
    return {
      bootstrap: async (props) => {
        try {
          await runAll(asArray(lifecycles.bootstrap as Lifecycle | Lifecycle[]), props);
        } catch (error) {
          console.error(`Application "${app}" failed to start`, error);
          broken = true;
        }
      },
      mount: async (props) => {
        if (broken) {
          setOutletStatus(app, 'failed');
          return;
        }
        setOutletStatus(app, 'loading');
        try {
          await runAll(asArray(lifecycles.mount as Lifecycle | Lifecycle[]), props);
          setOutletStatus(app, 'mounted');
          healthReporter()?.recordRemote(app, 'mounts');
        } catch (error) {
          console.error(`Application "${app}" failed to mount`, error);
          healthReporter()?.recordRemote(app, 'loadFailures');
          setOutletStatus(app, 'failed');
          try {
            await runAll(asArray(lifecycles.unmount as Lifecycle | Lifecycle[]), props);
          } catch {
            // the half-mounted application is discarded on retry anyway
          }
          broken = true;
        }
      },
      unmount: async (props) => {
        setOutletStatus(app, 'idle');
        if (broken) return;
        await runAll(asArray(lifecycles.unmount as Lifecycle | Lifecycle[]), props);
      },
    };
  };
}
