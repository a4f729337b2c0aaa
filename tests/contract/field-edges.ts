import type { TSchema } from 'typebox';
import { limitsOf } from '../../src/contract/schema-kit.ts';

/** One bad variant of a valid body: which field, what was done to it, and the body sent. */
export interface FieldEdge {
  field: string;
  edge: 'missing' | 'empty' | 'too short' | 'too long' | 'wrong type';
  body: Record<string, unknown>;
}

interface PropertySchema {
  type?: string | string[];
  anyOf?: PropertySchema[];
}

function typesOf(schema: PropertySchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/**
 * The edge cases of every field of an object schema, read from the schema itself (so a new
 * feature's request gets the same sweep as soon as it has a case): each required field missing,
 * each required text empty, one character under its minimum, one over its maximum, and each field of the
 * wrong type. `valid` is a body the schema accepts; each edge changes one field of it.
 */
export function fieldEdges(schema: TSchema, valid: Record<string, unknown>): FieldEdge[] {
  const object = schema as unknown as { properties: Record<string, TSchema>; required?: string[] };
  const edges: FieldEdge[] = [];
  const withField = (field: string, value: unknown) => ({ ...valid, [field]: value });
  for (const [field, property] of Object.entries(object.properties)) {
    const types = typesOf(property as PropertySchema);
    const limits = limitsOf(property);
    if (object.required?.includes(field)) {
      const { [field]: _dropped, ...rest } = valid;
      edges.push({ field, edge: 'missing', body: rest });
    }
    if (types.includes('string')) {
      // Empty is an edge only for a text that must hold something (a free text may be empty).
      if (limits.minLength !== undefined && limits.minLength > 0) {
        edges.push({ field, edge: 'empty', body: withField(field, '') });
      }
      if (limits.minLength !== undefined && limits.minLength > 1) {
        edges.push({ field, edge: 'too short', body: withField(field, '1'.repeat(limits.minLength - 1)) });
      }
      if (limits.maxLength !== undefined) {
        const tooLong =
          limits.format === 'email' ? `${'a'.repeat(limits.maxLength)}@example.ru` : '1'.repeat(limits.maxLength + 1);
        edges.push({ field, edge: 'too long', body: withField(field, tooLong) });
      }
      edges.push({ field, edge: 'wrong type', body: withField(field, 12345) });
    } else if (types.length > 0) {
      edges.push({ field, edge: 'wrong type', body: withField(field, types.includes('boolean') ? 'yes' : 'many') });
    }
  }
  return edges;
}
