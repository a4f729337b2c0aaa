import type { Guest } from '../src/contract/guests.ts';
import { invitationSeen } from '../src/contract/invitation-rules.ts';
import type { Invitation } from '../src/contract/invitations.ts';
import {
  channelsOf,
  deliveryStatusAtStart,
  householdNamesOf,
  type AudienceHousehold,
} from '../src/contract/message-rules.ts';
import type { DeliveryChannel, Message, MessageAudience, MessageDelivery } from '../src/contract/messages.ts';
import { invitationsSoFar } from './invitations-store.ts';
import type { MockMember } from './planning-route.ts';
import { mockDb, planKeyOf } from './store.ts';

/*
 * The messages as the server keeps them (server/features/messages), by the couple: each message
 * with its deliveries. Kept under a store key of their own (a reset forgets it, store.ts).
 */
declare module './store.ts' {
  interface MockDb {
    /** Messages to guests by plan key, made on the first messages call (mocks/handlers/messages.ts). */
    messages?: Record<string, Message[]>;
    /** The RSVP reminders' settings by plan key; the defaults until the couple sets them. */
    messageReminders?: Record<string, { enabled: boolean; daysBefore: number[] }>;
  }
}

/** A household as the audience and the deliveries read it: its invitation, its guests, its channels. */
export interface MockHousehold extends AudienceHousehold {
  invitation: Invitation;
  guests: Guest[];
  channels: DeliveryChannel[];
}

/**
 * The couple's households: the invitations (as the invitations mock keeps them, or as its scenario
 * starts them before its first call) with their guests on the list. The mock has no Telegram bot:
 * a household's channels are its guests' e-mails.
 */
export function mockHouseholds(user: MockMember): MockHousehold[] {
  const guests = mockDb.guests[planKeyOf(user)] ?? [];
  const data = invitationsSoFar(user.id, guests);
  if (!data) return [];
  const guestIds = new Set(guests.map((guest) => guest.id));
  const eventIds = new Set(data.events.map((event) => event.id));
  return data.invitations
    .map((stored) => invitationSeen(stored, guestIds, eventIds))
    .map((invitation) => {
      const members = guests.filter((guest) => invitation.guestIds.includes(guest.id));
      const emails = [...new Set(members.flatMap((guest) => (guest.email ? [guest.email] : [])))];
      return { invitation, guests: members, channels: channelsOf({ emails, telegramChat: null, emailStopped: false }) };
    })
    .filter((household) => household.guests.length > 0);
}

/** A new message's deliveries: one per household and channel, queued or no-contact. */
export function deliveriesFor(households: readonly MockHousehold[]): MessageDelivery[] {
  return households.flatMap((household) =>
    household.channels.map((channel) => ({
      invitationId: household.invitation.id,
      names: householdNamesOf(household.guests),
      channel,
      status: deliveryStatusAtStart(channel),
    })),
  );
}

/** A stored message, as the seed and the send call make it. */
export function mockMessage(
  id: string,
  text: string,
  audience: MessageAudience,
  deliveries: MessageDelivery[],
  times: { sendAt: Date; createdAt: Date },
): Message {
  return {
    id,
    text,
    audience,
    sendAt: times.sendAt.toISOString(),
    createdAt: times.createdAt.toISOString(),
    status: 'scheduled',
    deliveries,
  };
}
