import { pathOf, type RouteDeclaration } from '../../contract/route-table.ts';

/**
 * The SWR key a declared read is cached under: its path, with its parameters filled. Apart from the
 * read hooks (route-calls.ts), so a screen's list of first reads needs none of them.
 */
export function keyOf(declaration: RouteDeclaration, params?: Record<string, string>): string {
  return pathOf(declaration, params);
}
