import { Ajv, type ValidateFunction } from 'ajv';
import type { Static, TSchema } from 'typebox';
import { ajvCustomOptions, ajvPlugins } from './ajv-options.ts';
import type { SchemaIssue } from './field-messages.ts';

/*
 * Checks a value against a contract schema outside Fastify's own request validation: the mock
 * handlers' bodies and the server's multipart profile form. Same ajv options and formats as the
 * routes, so the issues, and the messages made from them, come out the same.
 */
const ajv = new Ajv({ ...ajvCustomOptions, strict: false });
for (const plugin of ajvPlugins) plugin(ajv);
const compiled = new WeakMap<TSchema, ValidateFunction>();

export type SchemaCheck<S extends TSchema> = { ok: true; value: Static<S> } | { ok: false; issues: SchemaIssue[] };

/** Checks (and, like the routes, strips unknown properties from) `value`. */
export function checkAgainst<S extends TSchema>(schema: S, value: unknown): SchemaCheck<S> {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return { ok: true, value: value as Static<S> };
  return { ok: false, issues: (validate.errors ?? []) as SchemaIssue[] };
}
