import { pathOf, type RouteDeclaration } from '../../contract/route-table.ts';

/**
 * The SWR key a declared read is cached under: its path, with its parameters filled and its query
 * after it (a new day's tip is a new read). Apart from the read hooks (route-calls.ts), so a
 * screen's list of first reads needs none of them.
 */
export function keyOf(
  declaration: RouteDeclaration,
  params?: Record<string, string>,
  query?: Record<string, string>,
): string {
  const path = pathOf(declaration, params);
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}
