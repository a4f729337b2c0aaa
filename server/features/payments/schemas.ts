/** JSON schemas shared by the payment routes; they also make the OpenAPI document. */

export const redirectResponse = (description: string) => ({
  description,
  type: 'null',
  headers: { location: { type: 'string', description: 'Where the browser goes next' } },
});

export const htmlResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
