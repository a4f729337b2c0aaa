import type { onRequestHookHandler, onResponseHookHandler, RouteOptions } from 'fastify';

/**
 * Adds an onRequest hook to one route, after the route's own. A plugin whose check concerns only
 * some routes (the planning guard, the same-origin check) attaches it from an `onRoute` hook this
 * way, so every other request skips it entirely instead of entering it to find nothing to do.
 */
export function appendOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const own = route.onRequest;
  route.onRequest = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
}

/**
 * Adds an onRequest hook to one route, before the hooks other plugins attached to it: the planning
 * guard, whose 401/403 must come before the same-origin check and before a file limit counts the call.
 */
export function prependOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const own = route.onRequest;
  route.onRequest = own === undefined ? [hook] : [hook, ...(Array.isArray(own) ? own : [own])];
}

/** Adds an onResponse hook to one route, after the route's own (see appendOnRequest). */
export function appendOnResponse(route: RouteOptions, hook: onResponseHookHandler): void {
  const own = route.onResponse;
  route.onResponse = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
}
