/*
 * Between the server and the script a drawn page starts with (src/lib/server-screen/start.ts): the
 * scripts the app and the drawn screen need, the app's entry first. Only that script and the
 * server import this module, so the build keeps it in that script's own small file.
 */

/** The attribute of the start script's element that lists the modules, as JSON. */
export const APP_MODULES_ATTRIBUTE = 'data-app-modules';

/** The element's attribute, written by the server: the entry first, then the screen's modules. */
export function appModulesAttribute(modules: string[]): string {
  return `${APP_MODULES_ATTRIBUTE}="${JSON.stringify(modules).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
}
