import type { Ajv, Plugin } from 'ajv';
import addFormats from 'ajv-formats';
import { EMAIL_PATTERN } from './validation.ts';

/*
 * How request bodies are validated, by the server (Fastify's ajv) and by the mock handlers alike:
 * every bad field reported (one message each), no silent type coercion, unknown properties dropped,
 * and the e-mail rule shared with the app's forms.
 */

/**
 * ajv-formats' formats, with its ASCII-only e-mail rule replaced by the app's own. Passing the
 * formats plugin ourselves stops Fastify from adding it again after us.
 */
export const ajvPlugins: Plugin<unknown>[] = [
  addFormats as Plugin<unknown>,
  function appFormats(ajv: Ajv): Ajv {
    return ajv.addFormat('email', EMAIL_PATTERN);
  },
];

/** ajv's options on top of Fastify's defaults (which also fill in `default`s). */
export const ajvCustomOptions = { allErrors: true, coerceTypes: false, removeAdditional: true, useDefaults: true };

/** The `ajv` option of Fastify. */
export const ajvOptions = { customOptions: ajvCustomOptions, plugins: ajvPlugins };
