import type { Kysely } from 'kysely';
import { channelsOf, inAudience } from '../../../src/contract/message-rules.ts';
import type { DeliveryChannel, MessageAudience } from '../../../src/contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { listHouseholds, type Household } from '../invitations/public.ts';
import { telegramChatsOf } from '../telegram/public.ts';
import { stoppedInvitations } from './repository.ts';

/*
 * Whom a message reaches: the wedding's households (invitations' public.ts) in the audience
 * (message-rules.ts), each with its channels: its guests' addresses unless it asked to stop the
 * mail, and its Telegram chat.
 */

export interface Recipient {
  household: Household;
  emails: string[];
  telegramChat: string | null;
  channels: DeliveryChannel[];
}

/** A household's addresses, each once (letter case aside), in its guests' order. */
export function emailsOf(household: Household): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const guest of household.guests) {
    const email = guest.email?.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    emails.push(email);
  }
  return emails;
}

/** The households of an audience, with how each is reached. `publicUrl` is where their RSVP links point. */
export async function recipientsOf(
  deps: { db: Kysely<Database>; now: () => Date },
  weddingId: string,
  audience: MessageAudience,
  publicUrl: string,
): Promise<Recipient[]> {
  const { db } = deps;
  const households = (await listHouseholds({ ...deps, publicUrl }, weddingId)).filter((household) =>
    inAudience(audience, household),
  );
  const ids = households.map((household) => household.invitation.id);
  // Chats bound by /start and not stopped (server/features/telegram).
  const [stopped, chats] = await Promise.all([stoppedInvitations(db, weddingId), telegramChatsOf(db, ids)]);
  return households.map((household) => {
    const emails = emailsOf(household);
    const telegramChat = chats.get(household.invitation.id) ?? null;
    const emailStopped = stopped.has(household.invitation.id);
    return { household, emails, telegramChat, channels: channelsOf({ emails, telegramChat, emailStopped }) };
  });
}
