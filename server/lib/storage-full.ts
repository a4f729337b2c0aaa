/**
 * Whether an error says the storage is full: SQLite's SQLITE_FULL (13, "database or disk is full"),
 * PostgreSQL's disk_full (53100), or the system's ENOSPC (a file write). Looked for through `cause`,
 * as drivers and libraries wrap errors.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, errcode } = current as { code?: unknown; errcode?: unknown };
    if (code === '53100' || code === 'ENOSPC' || code === 'SQLITE_FULL' || errcode === 13) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
