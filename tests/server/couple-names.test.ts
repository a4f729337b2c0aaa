import { describe, expect, it } from 'vitest';
import { coupleGenitive, genitiveFirstName } from '../../server/lib/couple-names.ts';

/* Guest-facing texts name the couple as they wrote their names, declined where Russian asks (issue 40). */

describe("the couple's names in the genitive («свадьба Анны и Петра»)", () => {
  it.each([
    ['Анна', 'female', 'Анны'],
    ['Мария', 'female', 'Марии'],
    ['Любовь', 'female', 'Любови'],
    ['Ольга', 'female', 'Ольги'],
    ['Юлия', 'female', 'Юлии'],
    ['Ия', 'female', 'Ии'],
    ['Анна-Мария', 'female', 'Анны-Марии'],
    ['Пётр', 'male', 'Петра'],
    ['Илья', 'male', 'Ильи'],
    ['Никита', 'male', 'Никиты'],
    ['Лев', 'male', 'Льва'],
    ['Павел', 'male', 'Павла'],
    ['Игорь', 'male', 'Игоря'],
    ['Алексей', 'male', 'Алексея'],
    ['Кузьма', 'male', 'Кузьмы'],
    // Names that do not decline stay as they are.
    ['Нелли', 'female', 'Нелли'],
    ['Айгуль', 'female', 'Айгуль'],
  ] as const)('%s (%s) → %s', (name, gender, genitive) => {
    expect(genitiveFirstName(name, gender)).toBe(genitive);
  });

  it.each([
    ['Anna', 'female'],
    ['Peter', 'male'],
    ['Анна Мария', 'female'],
    ['Анна Петрова', 'female'],
    ['АННА', 'female'],
    ['анна', 'female'],
    ['Пётр 2', 'male'],
    ['', 'male'],
  ] as const)('keeps «%s» as written: not a plain Russian first name', (name, gender) => {
    expect(genitiveFirstName(name, gender)).toBe(name);
  });

  it('trims what the couple typed around a name', () => {
    expect(genitiveFirstName('  Анна ', 'female')).toBe('Анны');
  });

  it('joins the bride and the groom with «и»', () => {
    expect(coupleGenitive('Анна', 'Пётр')).toBe('Анны и Петра');
    expect(coupleGenitive('Мария', 'Илья')).toBe('Марии и Ильи');
    expect(coupleGenitive('Любовь', 'Никита')).toBe('Любови и Никиты');
    expect(coupleGenitive('Anna', 'Пётр')).toBe('Anna и Петра');
  });

  it('names the one partner given, and nobody when neither is', () => {
    expect(coupleGenitive('Анна', null)).toBe('Анны');
    expect(coupleGenitive('  ', 'Пётр')).toBe('Петра');
    expect(coupleGenitive(null, undefined)).toBe('');
  });
});
