import { t } from '../../lib/i18n.ts';

/** The couple as the digest names them («свадьба Анны и Петра»); before the wizard: «свадьба». */
export function coupleGenitiveOf(bride: string | null, groom: string | null): string {
  if (!bride || !groom) return t('digest:coupleUnknown');
  return t('digest:couple', { bride, groom });
}
