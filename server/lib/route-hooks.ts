import type { onRequestHookHandler, onResponseHookHandler, RouteOptions } from 'fastify';

/**
 * Adds an onRequest hook to one route, after the route's own. A plugin whose check concerns only
 * some routes (the same-origin check, the file limits) attaches it from an `onRoute` hook this
 * way, so every other request skips it entirely instead of entering it to find nothing to do. The
 * guard a route's declaration sets comes before them (server/lib/declared-routes.ts).
 */
export function appendOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const own = route.onRequest;
  route.onRequest = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
}

/** Adds an onResponse hook to one route, after the route's own (see appendOnRequest). */
export function appendOnResponse(route: RouteOptions, hook: onResponseHookHandler): void {
  const own = route.onResponse;
  route.onResponse = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
}
