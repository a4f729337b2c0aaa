import { describe, expect, it } from 'vitest';
import { dayConflicts, endsOf, moscowClock, sortDay } from '../../src/contract/wedding-day.ts';

const step = (id: string, time: string, contractorId: string | null = null, until: string | null = null, who = '') => ({
  id,
  time,
  until,
  contractorId,
  who,
});
const booked = { id: 'photo', status: 'booked' as const };

describe('the wedding day’s rules (src/contract/wedding-day.ts)', () => {
  it('sorts by time and keeps the order of steps at one time', () => {
    const sorted = sortDay([step('b', '17:00'), step('a', '11:00'), step('c', '11:00'), step('d', '09:05')]);
    expect(sorted.map((item) => item.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('ends a step at its own end, else at the next later step, the last one open', () => {
    const items = sortDay([
      step('a', '11:00'),
      step('b', '11:00'),
      step('c', '12:00', null, '15:00'),
      step('d', '23:00', null, '01:00'),
      step('e', '23:30'),
    ]);
    expect(endsOf(items)).toEqual([720, 720, 900, 24 * 60 + 60, null]);
  });

  it('finds one contractor at two steps at once', () => {
    const conflicts = dayConflicts(
      [step('session', '12:00', 'photo', '15:00'), step('walk', '14:00', 'photo'), step('dinner', '17:00', 'photo')],
      [booked],
    );
    expect(conflicts).toEqual([{ kind: 'overlap', contractorId: 'photo', itemIds: ['session', 'walk'] }]);
  });

  it('treats steps without an end as lasting until the next one: back to back is no clash', () => {
    expect(
      dayConflicts([step('a', '11:00', 'photo'), step('b', '12:00'), step('c', '12:00', 'photo')], [booked]),
    ).toEqual([]);
    expect(dayConflicts([step('a', '11:00', null, '12:00'), step('b', '12:00')], [])).toEqual([]);
    expect(dayConflicts([step('a', '11:00', 'photo'), step('b', '11:00', 'photo')], [booked])).toEqual([
      { kind: 'overlap', contractorId: 'photo', itemIds: ['a', 'b'] },
    ]);
    // Different contractors, or a person in free text, never clash.
    expect(
      dayConflicts(
        [step('a', '11:00', 'photo', '13:00'), step('b', '12:00', 'host')],
        [booked, { id: 'host', status: 'paid' }],
      ),
    ).toEqual([]);
  });

  it('finds two of the couple’s own steps at once, not a step of someone else beside theirs (issue 38)', () => {
    const conflicts = dayConflicts(
      [
        step('registration', '11:00', null, '12:00'),
        step('photos', '11:30'),
        step('groom', '11:30', null, null, 'Свидетель'),
        step('session', '11:30', 'photo'),
      ],
      [booked],
    );
    expect(conflicts).toEqual([{ kind: 'coupleOverlap', contractorId: null, itemIds: ['registration', 'photos'] }]);
  });

  it('warns of a contractor on the day not booked yet, once with all its steps', () => {
    const conflicts = dayConflicts(
      [step('a', '17:00', 'host'), step('b', '19:00', 'host'), step('c', '12:00', 'photo')],
      [booked, { id: 'host', status: 'talking' }, { id: 'florist', status: 'looking' }],
    );
    expect(conflicts).toEqual([{ kind: 'notHired', contractorId: 'host', itemIds: ['a', 'b'] }]);
  });

  it('reads the wizard’s instants as Moscow clock times', () => {
    expect(moscowClock('2027-06-12T08:00:00.000Z')).toBe('11:00');
    expect(moscowClock('2027-06-12T21:30:00.000Z')).toBe('00:30');
    expect(moscowClock(null)).toBeNull();
    expect(moscowClock('soon')).toBeNull();
  });
});
