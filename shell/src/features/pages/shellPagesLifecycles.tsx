import { reactLifecycles } from '@souq/shared/lifecycles';
import { ShellPagesApp } from './ShellPagesApp';

// The same lifecycles as the remotes' (the page rendered as a transition, in short slices); ShellPagesApp has
// its own error boundary inside its providers, the lifecycles' boundary is the last resort.
export const lifecycles = reactLifecycles('shell-pages', ShellPagesApp);
