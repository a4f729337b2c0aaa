/*
 * What a file is by its first bytes (the name and the declared type are the client's word), shared
 * by the server (server/lib/pictures.ts, server/features/wedding-files) and the mocks so both type
 * an upload alike.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The document types a contract or an estimate may be. */
export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `length` bytes from `start` as latin1 text. */
const textAt = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** A picture's format by its first bytes. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 12 && textAt(bytes, 0, 4) === 'RIFF' && textAt(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/** A contract's or an estimate's type by its first bytes: PDF, JPEG or PNG. */
export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  if (bytes.length >= 5 && textAt(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  const image = imageKindOf(bytes);
  if (image === 'jpeg') return 'image/jpeg';
  if (image === 'png') return 'image/png';
  return null;
}

/** The name a file is shown and offered under: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(-200) || 'file';
}
