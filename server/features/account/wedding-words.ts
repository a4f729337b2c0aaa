/*
 * Words a couple reaches for first when asked for a password in the middle of planning a wedding,
 * for zxcvbn's dictionary (password-strength.ts). Each Russian word counts as it is, in Latin
 * letters as people transliterate it (`svadba`, `lyubov`, `liubov`), and as typed with the keyboard
 * left on the English layout (`cdflm,f`), since all three are guessed as easily.
 */

// The words. Escaped so
// that server/ holds no Cyrillic literals; the tests spell them out.
const RUSSIAN_WORDS = [
  '\u0441\u0432\u0430\u0434\u044c\u0431\u0430', // svadba
  '\u0441\u0432\u0430\u0434\u0435\u0431\u043a\u0430', // svadebka
  '\u043b\u044e\u0431\u043e\u0432\u044c', // lyubov
  '\u043b\u044e\u0431\u043b\u044e', // lyublyu
  '\u043b\u044e\u0431\u0438\u043c\u0430\u044f', // lyubimaya
  '\u043b\u044e\u0431\u0438\u043c\u044b\u0439', // lyubimyy
  '\u043d\u0435\u0432\u0435\u0441\u0442\u0430', // nevesta
  '\u0436\u0435\u043d\u0438\u0445', // zhenih
  '\u0436\u0435\u043d\u0430', // zhena
  '\u043c\u0443\u0436', // muzh
  '\u0441\u0435\u043c\u044c\u044f', // semya
  '\u043a\u043e\u043b\u044c\u0446\u043e', // koltso
  '\u0432\u0435\u043d\u0447\u0430\u043d\u0438\u0435', // venchanie
  '\u0441\u0447\u0430\u0441\u0442\u044c\u0435', // schaste
  '\u043d\u0430\u0432\u0441\u0435\u0433\u0434\u0430', // navsegda
  '\u0432\u043c\u0435\u0441\u0442\u0435', // vmeste
  '\u0441\u043e\u043b\u043d\u044b\u0448\u043a\u043e', // solnyshko
  '\u0437\u0430\u0439\u043a\u0430', // zayka
  '\u043a\u043e\u0442\u0438\u043a', // kotik
  '\u043c\u0430\u043b\u044b\u0448', // malysh
];

/** Month names as dates are written: yanvar' and yanvarya, mart and marta, may and maya. */
const SOFT_MONTH_STEMS = [
  '\u044f\u043d\u0432\u0430\u0440', // yanvar'
  '\u0444\u0435\u0432\u0440\u0430\u043b', // fevral'
  '\u0430\u043f\u0440\u0435\u043b', // aprel'
  '\u0438\u044e\u043d', // iyun'
  '\u0438\u044e\u043b', // iyul'
  '\u0441\u0435\u043d\u0442\u044f\u0431\u0440', // sentyabr'
  '\u043e\u043a\u0442\u044f\u0431\u0440', // oktyabr'
  '\u043d\u043e\u044f\u0431\u0440', // noyabr'
  '\u0434\u0435\u043a\u0430\u0431\u0440', // dekabr'
];
const MONTHS = [
  ...SOFT_MONTH_STEMS.flatMap((stem) => [`${stem}\u044c`, `${stem}\u044f`]),
  '\u043c\u0430\u0440\u0442', // mart
  '\u043c\u0430\u0440\u0442\u0430', // marta
  '\u0430\u0432\u0433\u0443\u0441\u0442', // avgust
  '\u0430\u0432\u0433\u0443\u0441\u0442\u0430', // avgusta
  '\u043c\u0430\u0439', // may
  '\u043c\u0430\u044f', // maya
];

/** English words of the same kind. */
const ENGLISH_WORDS = ['wedding', 'love', 'bride', 'groom', 'forever', 'together', 'honey', 'sweetheart'];

// Two common ways to write Cyrillic in Latin letters: with y (passport style) and with i/j.
const LATIN: Record<string, [string, string]> = {
  '\u0430': ['a', 'a'],
  '\u0431': ['b', 'b'],
  '\u0432': ['v', 'v'],
  '\u0433': ['g', 'g'],
  '\u0434': ['d', 'd'],
  '\u0435': ['e', 'e'],
  '\u0451': ['yo', 'e'],
  '\u0436': ['zh', 'j'],
  '\u0437': ['z', 'z'],
  '\u0438': ['i', 'i'],
  '\u0439': ['y', 'i'],
  '\u043a': ['k', 'k'],
  '\u043b': ['l', 'l'],
  '\u043c': ['m', 'm'],
  '\u043d': ['n', 'n'],
  '\u043e': ['o', 'o'],
  '\u043f': ['p', 'p'],
  '\u0440': ['r', 'r'],
  '\u0441': ['s', 's'],
  '\u0442': ['t', 't'],
  '\u0443': ['u', 'u'],
  '\u0444': ['f', 'f'],
  '\u0445': ['h', 'kh'],
  '\u0446': ['ts', 'c'],
  '\u0447': ['ch', 'ch'],
  '\u0448': ['sh', 'sh'],
  '\u0449': ['sch', 'shch'],
  '\u044a': ['', ''],
  '\u044b': ['y', 'y'],
  '\u044c': ['', ''],
  '\u044d': ['e', 'e'],
  '\u044e': ['yu', 'iu'],
  '\u044f': ['ya', 'ia'],
};

// The Russian keyboard layout (YTsUKEN) over the English QWERTY one, key by key.
const RUSSIAN_KEYS =
  '\u0439\u0446\u0443\u043a\u0435\u043d\u0433\u0448\u0449\u0437\u0445\u044a\u0444\u044b\u0432\u0430\u043f\u0440\u043e\u043b\u0434\u0436\u044d\u044f\u0447\u0441\u043c\u0438\u0442\u044c\u0431\u044e\u0451';
const ENGLISH_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";

function transliterated(word: string, style: 0 | 1): string {
  return Array.from(word, (letter) => LATIN[letter]?.[style] ?? letter).join('');
}

function onEnglishLayout(word: string): string {
  return Array.from(word, (letter) => {
    const at = RUSSIAN_KEYS.indexOf(letter);
    return at === -1 ? letter : ENGLISH_KEYS[at]!;
  }).join('');
}

/** A Russian word (or name) as it is, in both Latin spellings and on the English layout. */
export function spellingsOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (!/[\u0400-\u04ff]/.test(lower)) return [lower];
  return [...new Set([lower, transliterated(lower, 0), transliterated(lower, 1), onEnglishLayout(lower)])];
}

/** Every spelling of every word, in the order zxcvbn ranks them (earlier = guessed sooner). */
export const WEDDING_WORDS: string[] = [
  ...new Set([...[...RUSSIAN_WORDS, ...MONTHS].flatMap(spellingsOf), ...ENGLISH_WORDS]),
];
