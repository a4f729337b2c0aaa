import { USERPIC_ACCEPTED_TYPES, USERPIC_MAX_BYTES } from '../../contract/account.ts';

/** Why a chosen file cannot be a userpic, checked before anything is sent; null if it can. */
export function userpicProblem(file: File): 'pictureType' | 'pictureSize' | null {
  if (!(USERPIC_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'pictureType';
  if (file.size > USERPIC_MAX_BYTES) return 'pictureSize';
  return null;
}
