import { USERPIC_ACCEPTED_TYPES, USERPIC_MAX_BYTES } from '../../contract/account.ts';

/** Why a chosen file cannot be a userpic, checked before anything is sent; null if it can. */
export function userpicProblem(file: File): 'pictureType' | 'pictureSize' | null {
  if (!(USERPIC_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'pictureType';
  if (file.size > USERPIC_MAX_BYTES) return 'pictureSize';
  return null;
}

/**
 * Whether the browser can draw the file: a renamed text file says "image/jpeg" by its name but
 * would show as a broken picture. The server checks the content again; where the browser has no
 * decoder to ask (jsdom), the file's type has to do.
 */
export async function picturesDecodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}
