import { describe, expect, it } from 'vitest';
import i18n from '../../src/lib/i18n.ts';
import { formatDate, formatDateTime } from '../../src/lib/format.ts';
import { formatRoubles } from '../../src/contract/money.ts';

describe('money and dates', () => {
  it('formats roubles the Russian way', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatRoubles(299))).toBe('299 ₽');
    expect(plain(formatRoubles(125000))).toBe('125 000 ₽');
    expect(plain(formatRoubles(1234.5))).toBe('1 234,50 ₽');
    expect(plain(formatRoubles(0.3))).toBe('0,30 ₽');
  });

  it('shows dates in local time with Russian month names', () => {
    const local = new Date(2027, 5, 12, 14, 5).toISOString();
    expect(formatDate(local)).toBe('12 июня 2027');
    expect(formatDateTime(local)).toBe('12 июня 2027, 14:05');
  });
});

describe('the Russian catalogue', () => {
  it('picks the plural forms one, few and many', () => {
    i18n.addResourceBundle('ru', 'plural-test', {
      day_one: '{{count}} день',
      day_few: '{{count}} дня',
      day_many: '{{count}} дней',
      day_other: '{{count}} дня',
    });
    const day = (count: number) => i18n.t('day', { ns: 'plural-test', count } as never);
    expect([1, 2, 5, 21, 22, 11, 1.5].map(day)).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '21 день',
      '22 дня',
      '11 дней',
      '1.5 дня',
    ]);
  });

  it('keeps every user-visible string out of src/ (no Cyrillic outside tests and comments)', () => {
    const sources = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!../../src/**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(30);
    const offenders = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({
          where: `${file}:${index + 1}`,
          code: line.replace(/\/\/.*$|\/\*.*?\*\/|^\s*\*.*$/g, ''),
        }))
        .filter(({ code }) => /[А-Яа-яЁё]/.test(code))
        .map(({ where }) => where),
    );
    expect(offenders).toEqual([]);
  });
});
