/** The session lookup's path under the API base (the build preloads it with the page). */
export const WHOAMI_PATH = '/whoami';
