import type { Ajv, Plugin } from 'ajv';
import addFormats from 'ajv-formats';
import { EMAIL_PATTERN } from '../../src/contract/validation.ts';

/**
 * ajv-formats' formats, with its ASCII-only e-mail rule replaced by the app's own. Passing the
 * formats plugin ourselves stops Fastify from adding it again after us.
 */
const formatPlugins: Plugin<unknown>[] = [
  addFormats as Plugin<unknown>,
  function appFormats(ajv: Ajv): Ajv {
    return ajv.addFormat('email', EMAIL_PATTERN);
  },
];

/**
 * How request bodies are validated: every bad field reported (one message each), no silent type
 * coercion, unknown properties dropped, and the e-mail rule shared with the app's forms.
 */
export const ajvOptions = {
  customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true },
  plugins: formatPlugins,
};
