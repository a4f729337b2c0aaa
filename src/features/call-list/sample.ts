import { callListRoutes } from '../../contract/call-list-routes.ts';
import { callListEntryOf, callListOf } from '../../contract/call-list.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/*
 * The sample's call list, by the contract's rule from its households: those that have not answered
 * and whose guest left no e-mail (the sample has no Telegram chats), with their phones.
 */
export const sample: SectionSample = {
  reads: ({ guests, invitations }) => [
    sampleRead(
      callListRoutes.households,
      callListOf(
        invitations.map((invitation) => {
          const members = guests.filter((guest) => invitation.guestIds.includes(guest.id));
          return callListEntryOf(
            invitation,
            members,
            members.some((guest) => guest.email),
          );
        }),
      ),
    ),
  ],
};
