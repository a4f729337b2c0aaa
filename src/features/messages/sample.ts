import type { Guest } from '../../contract/guests.ts';
import type { Invitation } from '../../contract/invitations.ts';
import {
  channelsOf,
  deliveryStatusAtStart,
  householdNamesOf,
  inAudience,
  reachOf,
} from '../../contract/message-rules.ts';
import { messageRoutes } from '../../contract/message-routes.ts';
import type { Message, MessageAudience, MessageDelivery } from '../../contract/messages.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/*
 * The sample's messages to its guests, made by the contract's rules from its households (an
 * invitation per guest, each reached by its guest's e-mail): the invitation sent to everyone a week
 * ago (one address refused), a reminder to those who have not answered two days ago, and the
 * banquet's address scheduled for the eve of the wedding. Their texts are sample:data.messages.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

interface Household {
  invitation: Invitation;
  guests: Guest[];
  channels: ReturnType<typeof channelsOf>;
}

function householdsOf(guests: readonly Guest[], invitations: readonly Invitation[]): Household[] {
  return invitations.map((invitation) => {
    const members = guests.filter((guest) => invitation.guestIds.includes(guest.id));
    const emails = members.flatMap((guest) => (guest.email ? [guest.email] : []));
    return { invitation, guests: members, channels: channelsOf({ emails, telegramChat: null, emailStopped: false }) };
  });
}

function deliveriesOf(households: readonly Household[], audience: MessageAudience): MessageDelivery[] {
  return households
    .filter((household) => inAudience(audience, household))
    .flatMap((household) =>
      household.channels.map((channel) => ({
        invitationId: household.invitation.id,
        names: householdNamesOf(household.guests),
        channel,
        status: deliveryStatusAtStart(channel),
      })),
    );
}

/** Sent deliveries: every queued one went, but the `failed`-th e-mail, which the mail server refused. */
const sent = (deliveries: MessageDelivery[], failed = -1): MessageDelivery[] =>
  deliveries.map((delivery, index) =>
    delivery.status === 'queued' ? { ...delivery, status: index === failed ? 'failed' : 'sent' } : delivery,
  );

export const sample: SectionSample = {
  reads: ({ texts: catalogue, guests, invitations, events, weddingDate, now }) => {
    const texts = (catalogue.data.messages ?? {}) as Record<string, string>;
    const banquetId = events[1]!.id;
    const households = householdsOf(guests, invitations);
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    const message = (
      id: string,
      audience: MessageAudience,
      fields: Pick<Message, 'sendAt' | 'status' | 'deliveries'>,
    ) => ({
      id: `sample-message-${id}`,
      text: texts[id] ?? id,
      audience,
      createdAt: fields.status === 'scheduled' ? ago(0) : fields.sendAt,
      ...fields,
    });
    const everyone = deliveriesOf(households, {});
    const messages: Message[] = [
      message(
        'banquet',
        { eventIds: [banquetId] },
        {
          sendAt: `${eveOf(weddingDate)}T07:00:00.000Z`,
          status: 'scheduled',
          deliveries: deliveriesOf(households, { eventIds: [banquetId] }),
        },
      ),
      message(
        'reminder',
        { answer: 'none' },
        {
          sendAt: ago(2),
          status: 'sent',
          deliveries: sent(deliveriesOf(households, { answer: 'none' })),
        },
      ),
      message(
        'invitation',
        {},
        {
          sendAt: ago(7),
          status: 'sent',
          deliveries: sent(
            everyone,
            everyone.findLastIndex((delivery) => delivery.channel === 'email'),
          ),
        },
      ),
    ];
    return [sampleRead(messageRoutes.list, messages), sampleRead(messageRoutes.reach, reachOf(households))];
  },
};

/** The day before a calendar day (YYYY-MM-DD). */
function eveOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}
