import { inclineFirstname } from 'lvovich';
import { t } from './i18n.ts';

/*
 * The couple as guests read them (issue 40): the names exactly as the couple wrote them, declined
 * where Russian grammar asks («the wedding of Anna and Pyotr» takes the genitive). Declension is
 * lvovich's (the maintained TypeScript successor of petrovich's rules, no dependencies). A name it
 * cannot be trusted with stays as written, in the nominative: a reader forgives an undeclined name, not a
 * misspelt one.
 */

/**
 * One plain Russian first name, capitalised as names are: a capital Cyrillic letter, then lower-case
 * ones, optionally joined by hyphens (a double name). Anything else (two words, Latin letters,
 * capitals throughout, digits, nothing) is left as written. Written with escapes: no Cyrillic in server/.
 */
const PLAIN_FIRST_NAME =
  /^[\u0410-\u042F\u0401][\u0430-\u044F\u0451]+(?:-[\u0410-\u042F\u0401][\u0430-\u044F\u0451]+)*$/;

/** A first name in the genitive, or as written where it is not a plain Russian first name. */
export function genitiveFirstName(name: string, gender: 'female' | 'male'): string {
  const written = name.trim();
  if (!PLAIN_FIRST_NAME.test(written)) return written;
  const declined = inclineFirstname(written, 'genitive', gender);
  // The rules answer every name; one that comes back empty or with a changed start is not trusted.
  return declined.length > 0 && declined[0] === written[0] ? declined : written;
}

/**
 * "Anny i Petra": the bride's and the groom's first names in the genitive, joined by the catalogue's "and"
 * (common:coupleJoined). A missing
 * name leaves the other alone; neither gives an empty string (the caller words the text without them).
 */
export function coupleGenitive(brideName: string | null | undefined, groomName: string | null | undefined): string {
  const bride = brideName?.trim() ? genitiveFirstName(brideName, 'female') : '';
  const groom = groomName?.trim() ? genitiveFirstName(groomName, 'male') : '';
  if (bride && groom) return t('common:coupleJoined', { bride, groom });
  return bride || groom;
}
