import { APP_MODULES_ATTRIBUTE } from '../../contract/server-screen-start.ts';

/*
 * What a page with a drawn screen runs instead of the app's script (issue 23): once the screen has
 * painted, it asks for the app and the screen's own modules at once.
 * - Asked before the paint, the app's 230 KiB would share a slow line with the screen's
 *   stylesheets and hold the paint back; low priority alone does not stop a browser from
 *   fetching them side by side.
 * - Asked by the app's script as it runs, the screen's modules would wait for it to arrive and run
 *   first: one more round trip before the app can take the drawing's place.
 * The server writes the list from the build's manifest (server/plugins/server-screens.ts).
 */

const holder = document.querySelector(`[${APP_MODULES_ATTRIBUTE}]`);
const [entry, ...screenModules] = JSON.parse(holder?.getAttribute(APP_MODULES_ATTRIBUTE) ?? '[]') as string[];

function startApp() {
  // The entry first: on a line of six connections, the largest file should not wait behind the others.
  if (entry) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  }
  for (const href of screenModules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// The frame's callback runs before the paint and the timer's after it. A page opened behind
// another tab paints nothing until shown, so it starts at once.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
