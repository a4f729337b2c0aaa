import * as Type from 'typebox';
import type { TObject, TOptional, TProperties, TSchema } from 'typebox';

/*
 * Building blocks of the request and answer schemas (TypeBox, so each schema is JSON Schema for
 * ajv and OpenAPI and gives its TypeScript type through `Static`). Every call's schema is built from
 * these, so a rule such as "a required text reads empty as 'required'" is written once.
 */

/**
 * No control characters: nobody types them, and PostgreSQL cannot even store NUL in text.
 * Passwords may hold anything, since only their hash is stored.
 */
export const PRINTABLE = '^[^\\u0000-\\u001F\\u007F]*$';

interface TextOptions {
  /** Shortest accepted length; shorter reads as "too short" (empty is "required" all the same). */
  min?: number;
  max: number;
  /** Refuse control characters (every free text; not passwords). */
  printable?: boolean;
  description?: string;
}

/**
 * A required string: empty reads as "required", shorter than `min` as "too short". ajv checks
 * `allOf` before the string keywords beside it, so both minimums sit inside it, in that order.
 */
export function RequiredText({ min = 1, max, printable = false, description }: TextOptions) {
  return Type.String({
    maxLength: max,
    ...(printable ? { pattern: PRINTABLE } : {}),
    allOf: [{ minLength: 1 }, { minLength: min }],
    ...(description ? { description } : {}),
  });
}

/** An optional free text, only capped (names, places, comments). */
export function Text({ max, description }: { max: number; description?: string }) {
  return Type.String({ maxLength: max, pattern: PRINTABLE, ...(description ? { description } : {}) });
}

/** A value or null: what an answer holds for a field not filled in yet. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** An object that accepts only the properties it lists (unknown ones are dropped by ajv). */
export function Closed<P extends Record<string, TSchema>>(properties: P, options: { description?: string } = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/**
 * The same object with every property optional: the body of a PATCH. Built by hand rather than
 * with Type.Partial, whose type engine would ride along into the first screen's JavaScript.
 */
export function Patch<P extends TProperties>(schema: TObject<P>) {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [name, Type.Optional(property)]),
  ) as { [K in keyof P]: TOptional<P[K]> };
  return Type.Object(properties, { additionalProperties: false });
}

/** The smallest limits a schema keyword carries, for the app's form rules. */
export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** The limits of one property schema: its own keywords and those inside `allOf`. */
export function limitsOf(schema: TSchema): FieldLimits {
  const node = schema as FieldLimits & { allOf?: FieldLimits[] };
  const limits: FieldLimits = {
    minLength: node.minLength,
    maxLength: node.maxLength,
    minimum: node.minimum,
    maximum: node.maximum,
    format: node.format,
  };
  for (const part of node.allOf ?? []) {
    if (part.minLength !== undefined) limits.minLength = Math.max(limits.minLength ?? 0, part.minLength);
  }
  return limits;
}
