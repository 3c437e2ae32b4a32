// single-spa root configuration: one application per route remote (docs/product/routes.md route table) and the shell's own
// pages as a local application. Every application mounts into its outlet in the layout.
import { registerApplication, start, triggerAppChange, unregisterApplication, type LifeCycles } from 'single-spa';
import { sessionStore } from '@souq/shared';
import { loadRemoteModule, prepareRetry } from '../../lib/remotes/federation';
import { KIND_MODULES, kindForPath } from '@souq/shared/listing-kinds';
import {
  isAdminRoute,
  isLoginRoute,
  remoteForPath,
  type ApplicationName,
  type RemoteApplicationName,
} from '@souq/shared/routes';
import { guardedApplication } from './guardedLifecycles';
import { outletElement } from './outletElements';

type AnyLifeCycles = LifeCycles<Record<string, unknown>>;

function hasToken(): boolean {
  return Boolean(sessionStore.getState().token);
}

/** The signed-in user is an admin: only then is the admin remote (and its manifest) ever loaded. */
function signedInAdmin(): boolean {
  const { token, user } = sessionStore.getState();
  return Boolean(token) && user?.user_type === 'Admin';
}

/**
 * Which application owns a path right now. A (login) route without a token stays with the shell's pages, and so does
 * /admin for anyone but a signed-in admin: members and guests never load the admin remote.
 */
export function activeApplication(pathname: string, token: string | null, admin: boolean): ApplicationName {
  const remote = remoteForPath(pathname);
  if (remote === 'account' && !token) return 'shell-pages';
  if (remote === 'admin' && !(token && admin)) return 'shell-pages';
  return remote ?? 'shell-pages';
}

/** Each kind's remote is active on the kind's pages. */
const kindActivity = Object.fromEntries(
  KIND_MODULES.map(({ name, remote }) => [remote, (location: Location) => kindForPath(location.pathname) === name]),
) as Record<(typeof KIND_MODULES)[number]['remote'], (location: Location) => boolean>;

const activity: Record<ApplicationName, (location: Location) => boolean> = {
  ...kindActivity,
  account: (location) => isLoginRoute(location.pathname) && !isAdminRoute(location.pathname) && hasToken(),
  admin: (location) => isAdminRoute(location.pathname) && signedInAdmin(),
  'shell-pages': (location) =>
    activeApplication(location.pathname, sessionStore.getState().token, signedInAdmin()) === 'shell-pages',
};

function loader(app: ApplicationName): () => Promise<AnyLifeCycles> {
  if (app === 'shell-pages') {
    return guardedApplication(
      app,
      async () =>
        (await import(/* webpackChunkName: "shell-pages" */ '../../features/pages/shellPagesLifecycles')).lifecycles,
    );
  }
  const remote: RemoteApplicationName = app;
  return guardedApplication(app, () => loadRemoteModule<AnyLifeCycles>(`${remote}/app`));
}

function register(app: ApplicationName): void {
  registerApplication({
    name: app,
    app: loader(app),
    activeWhen: activity[app],
    customProps: () => ({ domElement: outletElement(app) }),
  });
}

export const APPLICATIONS: readonly ApplicationName[] = [
  'shell-pages',
  ...KIND_MODULES.map(({ remote }) => remote),
  'account',
  'admin',
];

let started = false;

/** Registers every application and starts routing; call once the layout's outlets are in the page. */
export function startApplications(): void {
  if (started) return;
  started = true;
  APPLICATIONS.forEach(register);
  // Logging in or out changes which application owns a (login) route, and the user's type whether /admin is theirs.
  let token = sessionStore.getState().token;
  let admin = signedInAdmin();
  sessionStore.subscribe((state) => {
    const nowAdmin = signedInAdmin();
    if (state.token !== token || nowAdmin !== admin) {
      token = state.token;
      admin = nowAdmin;
      void triggerAppChange();
    }
  });
  start({ urlRerouteOnly: true });
}

/** The retry button of an application's unavailable card: reload it from scratch. */
export async function retryApplication(app: ApplicationName): Promise<void> {
  if (app !== 'shell-pages') await prepareRetry(app);
  await unregisterApplication(app);
  register(app);
  await triggerAppChange();
}
