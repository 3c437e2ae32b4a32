import type { RouteOptions } from 'fastify';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface RegisteredRoute {
  method: RouteMethod;
  path: string;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Collects every route an app registers, as Fastify announces it (buildApp's onRoute), so no route can be left out:
 * the printed route tree (printRoutes) misses some wildcard routes. HEAD (answered by the GET beside it) and OPTIONS
 * (the CORS pre-flight for every path) are not routes of their own.
 */
export function routeCollector(): { routes: RegisteredRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: RegisteredRoute[] = [];
  const seen = new Set<string>();
  return {
    routes,
    onRoute(route) {
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (!METHODS.has(method) || seen.has(key)) continue;
        seen.add(key);
        routes.push({ method: method as RouteMethod, path: route.url });
      }
    },
  };
}
