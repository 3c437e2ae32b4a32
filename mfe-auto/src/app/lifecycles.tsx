// Exposed as "auto/app": the single-spa lifecycles the shell mounts into its outlet.
import { reactLifecycles } from '@souq/shared/lifecycles';
import { AutoRoot } from './AutoRoot';

export const { bootstrap, mount, unmount } = reactLifecycles('auto', AutoRoot);
