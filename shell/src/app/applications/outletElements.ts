import type { ApplicationName } from '@souq/shared/routes';

/** Id of the element an application mounts into; the layout renders one per application. */
export function outletId(app: ApplicationName): string {
  return `souq-outlet-${app}`;
}

export function outletElement(app: ApplicationName): HTMLElement {
  const element = document.getElementById(outletId(app));
  if (!element) throw new Error(`Outlet for ${app} is not in the page`);
  return element;
}
