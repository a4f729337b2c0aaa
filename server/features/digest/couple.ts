import { coupleGenitive } from '../../lib/couple-names.ts';
import { t } from '../../lib/i18n.ts';

/** The couple as the digest names them («свадьба Анны и Петра»); before the wizard: «свадьба вашей пары». */
export function coupleGenitiveOf(bride: string | null, groom: string | null): string {
  return coupleGenitive(bride, groom) || t('digest:coupleUnknown');
}
