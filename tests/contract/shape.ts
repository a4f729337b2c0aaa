/** What a JSON value can be at one place of an answer; 'absent' is a key some list elements lack. */
export type Kind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'absent';

/**
 * The shape of a JSON value: the kinds seen at a place, the fields of objects seen there and the
 * merged shape of list elements. A list's shape is that of all its elements together, so a list
 * of ten tariffs and one of three compare by what a tariff looks like.
 */
export interface Shape {
  kinds: Set<Kind>;
  fields: Map<string, Shape>;
  /** null: no list seen here had an element. */
  element: Shape | null;
}

function kindOf(value: unknown): Exclude<Kind, 'absent'> {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'object') return kind;
  throw new Error(`not a JSON value: ${String(value)}`);
}

const ABSENT: Shape = { kinds: new Set(['absent']), fields: new Map(), element: null };

export function shapeOf(value: unknown): Shape {
  const kind = kindOf(value);
  const shape: Shape = { kinds: new Set([kind]), fields: new Map(), element: null };
  if (kind === 'object') {
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) shape.fields.set(key, shapeOf(field));
  }
  if (kind === 'array') {
    shape.element = (value as unknown[])
      .map(shapeOf)
      .reduce<Shape | null>((merged, s) => (merged ? mergeShapes(merged, s) : s), null);
  }
  return shape;
}

/** Both shapes in one: kinds joined, a field one side lacks marked 'absent' there. */
export function mergeShapes(a: Shape, b: Shape): Shape {
  const fields = new Map<string, Shape>();
  const hasObject = a.kinds.has('object') || b.kinds.has('object');
  for (const key of new Set([...a.fields.keys(), ...b.fields.keys()])) {
    const left = a.fields.get(key) ?? (a.kinds.has('object') ? ABSENT : undefined);
    const right = b.fields.get(key) ?? (b.kinds.has('object') ? ABSENT : undefined);
    fields.set(key, left && right ? mergeShapes(left, right) : (left ?? right)!);
  }
  const element = a.element && b.element ? mergeShapes(a.element, b.element) : (a.element ?? b.element);
  return { kinds: new Set([...a.kinds, ...b.kinds]), fields: hasObject ? fields : new Map(), element };
}

function kinds(shape: Shape): string {
  return [...shape.kinds].sort().join(' | ');
}

/**
 * Where the mock's answer does not have the server's shape. Every kind the mock gives at a place
 * must be one the server gives there; objects must have the same keys (the mock may leave out one
 * the server too leaves out at times); lists compare by element,
 * and an empty list against a filled one cannot be compared, so that is a difference too.
 */
export function shapeDifferences(mock: Shape, server: Shape, path = '$'): string[] {
  const differences: string[] = [];
  const foreign = [...mock.kinds].filter((kind) => !server.kinds.has(kind));
  if (foreign.length > 0) differences.push(`${path}: the mock gives ${kinds(mock)}, the server ${kinds(server)}`);

  if (mock.kinds.has('object') && server.kinds.has('object')) {
    for (const key of new Set([...mock.fields.keys(), ...server.fields.keys()])) {
      const mockField = mock.fields.get(key);
      const serverField = server.fields.get(key);
      if (!serverField) differences.push(`${path}.${key}: only the mock has it`);
      else if (!mockField) {
        // A key the server leaves out at times (in some list elements) may be left out by the mock.
        if (!serverField.kinds.has('absent')) differences.push(`${path}.${key}: only the server has it`);
      } else differences.push(...shapeDifferences(mockField, serverField, `${path}.${key}`));
    }
  }
  if (mock.kinds.has('array') && server.kinds.has('array')) {
    if (mock.element && server.element)
      differences.push(...shapeDifferences(mock.element, server.element, `${path}[]`));
    else if (mock.element || server.element) {
      differences.push(
        `${path}[]: ${mock.element ? 'the server' : 'the mock'} answered an empty list; fill both to compare`,
      );
    }
  }
  return differences;
}
