import { describe, expect, it } from 'vitest';
import type { Guest } from '../../src/contract/guests.ts';
import type { Invitation } from '../../src/contract/invitations.ts';
import { householdAtEvent, invitationSummaryOf, peopleOfGuest } from '../../src/contract/people-rules.ts';

/*
 * The one rule of head counts (issue 38, item 1), as the server, the mocks and the app apply it:
 * parents invited together and an aunt with a +1 and two children, all accepting the banquet.
 */
const guest = (id: string, fields: Partial<Pick<Guest, 'withHalf' | 'children'>> = {}) => ({
  id,
  withHalf: false,
  children: 'none' as Guest['children'],
  ...fields,
});
const mother = guest('mother');
const father = guest('father');
const aunt = guest('aunt', { withHalf: true, children: 'several' });
const guests = [mother, father, aunt];
const invitation = (guestIds: string[], fields: Partial<Invitation> = {}) => ({
  guestIds,
  eventIds: ['banquet'],
  answers: guestIds.map((guestId) => ({ guestId, eventId: 'banquet', coming: true })),
  answeredAt: '2027-04-01T10:00:00.000Z',
  childrenCount: 0,
  ...fields,
});

describe('head counts in people', () => {
  it('counts a guest, their +1 and their children', () => {
    expect(peopleOfGuest(aunt)).toEqual({ people: 4, children: 2 });
    expect(peopleOfGuest(mother)).toEqual({ people: 1, children: 0 });
  });

  it('counts six people coming to the banquet, two of them children, and the aunt’s household as four', () => {
    const invitations = [invitation(['mother', 'father']), invitation(['aunt'])];
    expect(invitationSummaryOf([{ id: 'banquet' }], invitations, guests)).toEqual([
      { eventId: 'banquet', invited: 6, coming: 6, declined: 0, noAnswer: 0, comingChildren: 2 },
    ]);
    const byId = new Map(guests.map((one) => [one.id, one]));
    expect(householdAtEvent(invitations[1]!, byId, 'banquet')).toMatchObject({ comingPeople: 4, children: 2 });
  });

  it('takes the household’s own count of children while the list still agrees with it', () => {
    const byId = new Map(guests.map((one) => [one.id, one]));
    expect(householdAtEvent(invitation(['aunt'], { childrenCount: 3 }), byId, 'banquet').children).toBe(3);
    // The couple changed the list since (one child): the list counts.
    const changed = new Map([['aunt', { ...aunt, children: 'one' as const }]]);
    expect(householdAtEvent(invitation(['aunt'], { childrenCount: 3 }), changed, 'banquet').children).toBe(1);
  });

  it('counts a +1 who declined a part as declined for it while their guest comes', () => {
    const byId = new Map(guests.map((one) => [one.id, one]));
    const halfDeclined = invitation(['aunt'], {
      answers: [
        { guestId: 'aunt', eventId: 'banquet', coming: true },
        { guestId: 'aunt', eventId: 'banquet', coming: false, half: true },
      ],
    });
    expect(householdAtEvent(halfDeclined, byId, 'banquet')).toMatchObject({
      coming: [{ guestId: 'aunt', half: false }],
      comingPeople: 3,
      declined: 1,
      childrenState: 'coming',
    });
    // Before the +1 answered apart, they follow their guest.
    expect(householdAtEvent(invitation(['aunt']), byId, 'banquet').coming).toEqual([
      { guestId: 'aunt', half: false },
      { guestId: 'aunt', half: true },
    ]);
  });

  it('declines the children with a household whose every guest said no, and waits while one has not answered', () => {
    const byId = new Map(guests.map((one) => [one.id, one]));
    const declined = invitation(['aunt'], { answers: [{ guestId: 'aunt', eventId: 'banquet', coming: false }] });
    expect(householdAtEvent(declined, byId, 'banquet')).toMatchObject({ declined: 4, childrenState: 'declined' });
    const waiting = invitation(['aunt'], { answers: [], answeredAt: null });
    expect(invitationSummaryOf([{ id: 'banquet' }], [waiting], guests)).toEqual([
      { eventId: 'banquet', invited: 4, coming: 0, declined: 0, noAnswer: 4, comingChildren: 0 },
    ]);
  });
});
