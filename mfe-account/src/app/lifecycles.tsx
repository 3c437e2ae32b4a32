// Exposed as "account/app": the single-spa lifecycles the shell mounts into its outlet. Written out rather than
// made by single-spa-react (~2 KB gzip on every account page): the shell only needs a React root in the element
// it passes, a mount that ends once the page is on screen, and an unmount.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary, UnavailableCard } from '@souq/shared';
import { AccountRoot } from './AccountRoot';

interface MountProps {
  name?: string;
  domElement?: HTMLElement;
}

let root: Root | null = null;

/** Calls `done` once its content (or the error boundary's card) is committed. */
function Mounted({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => done(), [done]);
  return children;
}

export async function bootstrap(): Promise<void> {}

export function mount(props: MountProps): Promise<void> {
  let element = props.domElement;
  if (!element) {
    // Outside the shell's outlets (as single-spa-react did): a container of its own at the end of the page.
    element = document.createElement('div');
    element.id = `single-spa-application:${props.name ?? 'account'}`;
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
          {/* Last resort if the providers themselves fail; AccountRoot has its own boundary inside them. */}
          <ErrorBoundary remote="account" fallback={<UnavailableCard onRetry={() => window.location.reload()} />}>
            <AccountRoot />
          </ErrorBoundary>
        </Mounted>,
      ),
    );
  });
}

export async function unmount(): Promise<void> {
  root?.unmount();
  root = null;
}
