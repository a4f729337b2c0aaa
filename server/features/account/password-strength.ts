import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import type { ValidationMessageKey } from '../../../src/contract/validation.ts';
import { WEDDING_WORDS } from './wedding-words.ts';

/*
 * How guessable a new password is, by zxcvbn-ts (pattern matching over dictionaries, keyboard
 * walks, repeats, sequences and dates). Server-side only: the app shows the server's 422 message,
 * so the login screen does not carry the dictionaries. The threshold is low on purpose: the spec
 * allows passwords of 4 characters, so only score 0 ("too guessable": under about 10^3 guesses) is
 * refused, which catches `aaaa`, `1234`, `qwerty`, the address itself and the like.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary, weddingWords: WEDDING_WORDS },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEn.translations,
});

/** The lowest zxcvbn score (0 to 4) a new password must reach. */
export const MIN_PASSWORD_SCORE = 1;

type WeakPasswordKey = Extract<ValidationMessageKey, `weakPassword${string}`> | 'commonPassword';

/** Digits and signs around a word (a year, a date, `!`), which add little to guess. */
const FILLER = /^[^\p{L}]{0,6}$/u;

/**
 * A password made of the couple's own words (the wedding's, their names, their address) and
 * nothing but a number or signs around them: `svadba2027`, `Masha!2027`. zxcvbn rates such a
 * password above its lowest score, but it is the first an acquaintance would try.
 */
function onlyWeddingWords(result: ReturnType<typeof zxcvbn.check>): boolean {
  const isOwnWord = (match: (typeof result.sequence)[number]) =>
    match.pattern === 'dictionary' &&
    (match.dictionaryName === 'weddingWords' || match.dictionaryName === 'userInputs');
  return (
    result.sequence.some(isOwnWord) && result.sequence.every((match) => isOwnWord(match) || FILLER.test(match.token))
  );
}

/** Which message says why zxcvbn found the password guessable, by its warning. */
const WARNING_MESSAGES: Record<string, WeakPasswordKey> = {
  straightRow: 'weakPasswordKeyboard',
  keyPattern: 'weakPasswordKeyboard',
  simpleRepeat: 'weakPasswordRepeat',
  extendedRepeat: 'weakPasswordRepeat',
  sequences: 'weakPasswordSequence',
  recentYears: 'weakPasswordDate',
  dates: 'weakPasswordDate',
  topTen: 'commonPassword',
  topHundred: 'commonPassword',
  common: 'commonPassword',
  similarToCommon: 'commonPassword',
  wordByItself: 'weakPasswordWord',
  namesByThemselves: 'weakPasswordWord',
  commonNames: 'weakPasswordWord',
  userInputs: 'weakPasswordEmail',
};
const warningKeyOf = new Map(Object.entries(zxcvbnEn.translations.warnings).map(([key, text]) => [text, key]));

/**
 * The message key saying why a password is too easy to guess, or null when it is strong enough.
 * `userInputs` (the e-mail address and its parts) count as known to an attacker.
 */
export function weakPasswordReason(password: string, userInputs: string[]): WeakPasswordKey | null {
  const result = zxcvbn.check(password, userInputs);
  if (onlyWeddingWords(result)) return 'weakPasswordWedding';
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning ? warningKeyOf.get(result.feedback.warning) : undefined;
  return (warning && WARNING_MESSAGES[warning]) || 'weakPassword';
}
