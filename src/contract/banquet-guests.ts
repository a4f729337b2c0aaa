import type { RsvpAnswer, WeddingEvent } from './invitations.ts';

/*
 * Who is expected at the banquet, as the seating plan seats them by default. Shared by the server
 * (server/features/invitations/public.ts, server/features/seating) and the mocks so both count alike.
 */

/** An invitation as far as the banquet's count needs it. */
export interface BanquetInvitation {
  guestIds: readonly string[];
  eventIds: readonly string[];
  answers: readonly RsvpAnswer[];
}

/**
 * The guests invited to the banquet who have not declined it, or null when the wedding has no
 * invitation yet (then everyone is expected). The banquet is the part named as the one the wedding
 * starts with (`banquetName`, rsvp:defaultEvents.banquet); a wedding that renamed or removed it
 * counts every part instead.
 */
export function guestsInvitedToBanquet(
  events: readonly Pick<WeddingEvent, 'id' | 'name'>[],
  invitations: readonly BanquetInvitation[],
  banquetName: string,
): Set<string> | null {
  if (invitations.length === 0) return null;
  const wanted = banquetName.toLocaleLowerCase('ru');
  const named = events.filter((event) => event.name.toLocaleLowerCase('ru').includes(wanted));
  const banquet = new Set((named.length > 0 ? named : events).map((event) => event.id));
  const invited = new Set<string>();
  for (const invitation of invitations) {
    const eventIds = invitation.eventIds.filter((id) => banquet.has(id));
    if (eventIds.length === 0) continue;
    for (const guestId of invitation.guestIds) {
      const declined = eventIds.every((eventId) =>
        // The guest's own answer: a +1 declining does not keep the guest away.
        invitation.answers.some(
          (answer) => answer.guestId === guestId && answer.eventId === eventId && !answer.half && !answer.coming,
        ),
      );
      if (!declined) invited.add(guestId);
    }
  }
  return invited;
}

/** The guests expected: those invited to the banquet, and a guest confirmed on the list whatever the invitations say; null with no invitation. */
export function expectedGuests(
  guests: readonly { id: string; checked: boolean }[],
  invited: ReadonlySet<string> | null,
): Set<string> | null {
  return invited && new Set(guests.filter((guest) => guest.checked || invited.has(guest.id)).map((guest) => guest.id));
}
