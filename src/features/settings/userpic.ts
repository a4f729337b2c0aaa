/** The pictures the server takes as a userpic, and how large (api.md; the server re-encodes them). */
export const USERPIC_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const USERPIC_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be a userpic, checked before anything is sent; null if it can. */
export function userpicProblem(file: File): 'pictureType' | 'pictureSize' | null {
  if (!(USERPIC_TYPES as readonly string[]).includes(file.type)) return 'pictureType';
  if (file.size > USERPIC_MAX_BYTES) return 'pictureSize';
  return null;
}
