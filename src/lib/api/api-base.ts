/** Where the API lives on the app's own origin (the build's early session lookup asks there too). */
export const API_BASE = '/api/v1';
