import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable } from './schema-kit.ts';

/*
 * The call list (issue 40, point 6): the households that have not answered and that no message can
 * reach (no address, no Telegram), with their phones, for the couple or a partner to call and
 * record the answer in one step (PUT /invitations/{id}/answer).
 */

export const CallListGuest = Closed({
  id: Type.String(),
  name: Type.String(),
  phone: Nullable(Type.String({ description: 'As the couple typed it.' })),
});
export type CallListGuest = Static<typeof CallListGuest>;

export const CallListHousehold = Closed({
  invitationId: Type.String(),
  guests: Type.Array(CallListGuest),
  eventIds: Type.Array(Type.String(), { description: 'The parts of the day the household is invited to.' }),
});
export type CallListHousehold = Static<typeof CallListHousehold>;

export const CallList = Type.Array(CallListHousehold, {
  description: 'Households with a phone first, then those without, each in the invitations’ order.',
});
export type CallList = Static<typeof CallList>;

/** A household as the call list weighs it: answered or not, reached by a message or not, its guests' phones. */
export function callListEntryOf(
  invitation: { id: string; answeredAt: string | null; eventIds: string[] },
  guests: ReadonlyArray<{ id: string; name: string; phone?: string | null }>,
  reachable: boolean,
) {
  const phones = guests.map((guest) => ({ id: guest.id, name: guest.name, phone: guest.phone ?? null }));
  const household = { invitationId: invitation.id, guests: phones, eventIds: invitation.eventIds };
  return { answered: invitation.answeredAt !== null, reachable, household };
}

/** Whom to call: not answered and no channel; those with a phone to call first. */
export function callListOf<H extends { answered: boolean; reachable: boolean; household: CallListHousehold }>(
  households: readonly H[],
): CallList {
  const toCall = households.filter((entry) => !entry.answered && !entry.reachable).map((entry) => entry.household);
  const hasPhone = (household: CallListHousehold) => household.guests.some((guest) => guest.phone);
  return [...toCall.filter(hasPhone), ...toCall.filter((household) => !hasPhone(household))];
}
