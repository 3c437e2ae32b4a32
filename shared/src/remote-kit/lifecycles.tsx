// `@souq/shared/lifecycles`: a remote's single-spa lifecycles, written out rather than made by single-spa-react
// (~2 KB gzip on every page of the remote): the shell only needs a React root in the element it passes, a mount
// that ends once the page is on screen, and an unmount.
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary, UnavailableCard } from '@souq/shared';

interface MountProps {
  name?: string;
  domElement?: HTMLElement;
}

/** Calls `done` once its content (or the error boundary's card) is committed. */
function Mounted({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => done(), [done]);
  return children;
}

/** The lifecycles of the remote `name` whose page is `RootComponent` (which has its own boundary inside its providers). */
export function reactLifecycles(name: string, RootComponent: ComponentType) {
  let root: Root | null = null;
  return {
    async bootstrap(): Promise<void> {},
    mount(props: MountProps): Promise<void> {
      let element = props.domElement;
      if (!element) {
        // Outside the shell's outlets (as single-spa-react did): a container of its own at the end of the page.
        element = document.createElement('div');
        element.id = `single-spa-application:${props.name ?? name}`;
        document.body.appendChild(element);
      }
      const container = element;
      return new Promise((resolve) => {
        const created = createRoot(container);
        root = created;
        // Rendered as a transition: React builds the page in short slices instead of one long task.
        startTransition(() =>
          created.render(
            <Mounted done={() => resolve()}>
              {/* Last resort if the providers themselves fail. */}
              <ErrorBoundary remote={name} fallback={<UnavailableCard onRetry={() => window.location.reload()} />}>
                <RootComponent />
              </ErrorBoundary>
            </Mounted>,
          ),
        );
      });
    },
    async unmount(): Promise<void> {
      root?.unmount();
      root = null;
    },
  };
}
