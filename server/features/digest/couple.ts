import { coupleGenitive } from '../../lib/couple-names.ts';
import { t } from '../../lib/i18n.ts';

/** The couple as the digest names them, in the genitive; before the wizard has their names, digest:coupleUnknown. */
export function coupleGenitiveOf(bride: string | null, groom: string | null): string {
  return coupleGenitive(bride, groom) || t('digest:coupleUnknown');
}
