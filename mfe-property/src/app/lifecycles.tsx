// Exposed as "property/app": the single-spa lifecycles the shell mounts into its outlet.
import { reactLifecycles } from '@souq/shared/lifecycles';
import { PropertyRoot } from './PropertyRoot';

export const { bootstrap, mount, unmount } = reactLifecycles('property', PropertyRoot);
