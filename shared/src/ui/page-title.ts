import { useEffect, useSyncExternalStore } from 'react';

// A route remote names what its page shows (a listing's title) so that the shell's breadcrumbs can end with it
// (docs/product/routes.md: Home > Auto > current page title). The name is kept with the path it was given for: a name announced
// for one page never labels another.
interface AnnouncedTitle {
  path: string;
  title: string;
}

let announced: AnnouncedTitle | null = null;
const listeners = new Set<() => void>();

export function announcePageTitle(title: string, path: string = window.location.pathname): void {
  if (announced?.path === path && announced.title === title) return;
  announced = { path, title };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title announced for this path, if the page on it has announced one. */
export function usePageTitle(path: string): string | undefined {
  const current = useSyncExternalStore(subscribe, () => announced);
  return current?.path === path ? current.title : undefined;
}

/** Rendered by a page once it knows its title; renders nothing. */
export function AnnouncePageTitle({ title }: { title: string }): null {
  useEffect(() => announcePageTitle(title), [title]);
  return null;
}
