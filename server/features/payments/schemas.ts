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

export const emptyObject = { type: 'object', additionalProperties: false, properties: {} } as const;

export const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    ui: {
      type: 'object',
      properties: {
        messages: {
          type: 'array',
          items: { type: 'object', properties: { text: { type: 'string' }, field: { type: 'string' } } },
        },
      },
    },
  },
} as const;
