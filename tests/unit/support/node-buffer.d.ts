// The component tests' type check has no Node types; this is the one Node module they import.
declare module 'node:buffer' {
  export const Blob: typeof globalThis.Blob;
  export const File: typeof globalThis.File;
}
