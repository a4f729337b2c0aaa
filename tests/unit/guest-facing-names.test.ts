import { describe, expect, it } from 'vitest';
import type { Guest } from '../../src/contract/guests.ts';
import { noteInName, withNoteFromName } from '../../src/features/guests/guest-note.ts';
import { householdNames, shareLinks } from '../../src/features/invitations/invitation-view.ts';
import { placeCards } from '../../src/features/seating/seating-view.ts';

/* What guests read is their name; the couple's note about them (issue 38 item 4) is never on it. */

const NOTE = 'мама Анны';
const olga: Guest = {
  id: 'g1',
  name: 'Ольга Петрова',
  withHalf: true,
  halfName: 'Олег',
  from: 'bride',
  children: 'one',
  comment: NOTE,
  category: [],
  checked: true,
  email: null,
  phone: null,
};

describe('the names guests read', () => {
  it('puts the name on each place card of the household and never the note', () => {
    const cards = placeCards(
      [{ id: 't1', name: 'Стол 1', shape: 'round', seats: 8, head: false, guestIds: ['g1'], x: 0, y: 0 }],
      new Map([['g1', olga]]),
    );
    expect(cards.map((card) => [card.kind, card.name, card.of])).toEqual([
      ['guest', 'Ольга Петрова', 'Ольга Петрова'],
      ['half', 'Олег', 'Ольга Петрова'],
      ['child', null, 'Ольга Петрова'],
    ]);
    expect(JSON.stringify(cards)).not.toContain(NOTE);
  });

  it('names the household in the share text and never the note', () => {
    const names = householdNames({ guestIds: ['g1'] } as Parameters<typeof householdNames>[0], [olga]);
    expect(names).toEqual(['Ольга Петрова']);
    const links = shareLinks('https://example.ru/rsvp/t', `${names.join(', ')}, приглашаем вас`, 'Приглашение');
    for (const link of links) expect(decodeURIComponent(link.href)).not.toContain(NOTE);
  });
});

describe('a reminder written into the name', () => {
  it('is found only as a trailing "(…)" and moved to the note once', () => {
    expect(noteInName('Ольга Петрова (мама Анны)')).toEqual({ name: 'Ольга Петрова', note: 'мама Анны' });
    expect(noteInName('Ольга Петрова')).toBeNull();
    expect(noteInName('(Ольга)')).toBeNull();
    expect(noteInName('Ольга Петрова ( )')).toBeNull();
    expect(withNoteFromName('', 'мама Анны')).toBe('мама Анны');
    expect(withNoteFromName('позвонить в мае', 'мама Анны')).toBe('мама Анны; позвонить в мае');
    expect(withNoteFromName('мама Анны; позвонить', 'мама Анны')).toBe('мама Анны; позвонить');
  });
});
