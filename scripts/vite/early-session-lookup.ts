import type { Plugin } from 'vite';
import { API_BASE } from '../../src/lib/api/api-base.ts';
import { sessionRoutes } from '../../src/contract/account-routes.ts';

/**
 * Every screen starts with the session lookup (GET /whoami), and the app can only ask once its
 * entry script has arrived and run: on a phone's network that is a second or more of waiting
 * before the question is even sent. A preload in index.html sends it with the page instead, so
 * the answer is there when the entry asks (the browser hands the preloaded answer to the app's
 * request, which matches it: same URL, credentials sent). The mock builds answer /api from MSW,
 * which a preload made before the worker starts would miss, so they go without.
 */
export function earlySessionLookup(): Plugin {
  return {
    name: 'early-session-lookup',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: `${API_BASE}${sessionRoutes.whoami.path}`,
          as: 'fetch',
          crossorigin: 'use-credentials',
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}
