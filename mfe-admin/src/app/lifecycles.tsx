// Exposed as "admin/app": the single-spa lifecycles the shell mounts into its outlet, for a signed-in admin only.
import { reactLifecycles } from '@souq/shared/lifecycles';
import { AdminRoot } from './AdminRoot';

export const { bootstrap, mount, unmount } = reactLifecycles('admin', AdminRoot);
