/*
 * Messages to guests and the RSVP reminders' settings (migrations/2026-11-28T04-30-00-messages.ts),
 * merged into the database's type.
 */

/** A text the couple sends to the households of an audience, now or at a time. */
export interface MessagesTable {
  id: string;
  wedding_id: string;
  text: string;
  /** JSON MessageAudience (src/contract/messages.ts), empty filters dropped. */
  audience: string;
  /** Where the mail's links point (the request's mailLinkBase when it was made): a later send has no request. */
  link_base: string;
  /** ISO instant it goes (its creation's when sent at once). */
  send_at: string;
  /** When its sending started: from then on it cannot be cancelled. */
  started_at: string | null;
  created_at: string;
}

/** One household's delivery by one channel: `queued` until the send sets it `sent` or `failed`. */
export interface MessageDeliveriesTable {
  id: string;
  message_id: string;
  wedding_id: string;
  invitation_id: string;
  /** The household's guests' names when the message was made. */
  names: string;
  channel: string;
  status: string;
  /** Where it goes: the household's addresses (JSON array) or its chat; null for `none`. */
  address: string | null;
  /** Why it failed, for the logs and support (never shown to guests). */
  error: string | null;
  /** The household's place in the message, as its answers list them. */
  position: number;
  updated_at: string;
}

/** A household that asked (/unsubscribe/{token}) to get no more mail from the couple. */
export interface MessageStopsTable {
  invitation_id: string;
  wedding_id: string;
  created_at: string;
}

/** The RSVP reminders' settings, one row per wedding that changed the defaults. */
export interface ReminderSettingsTable {
  wedding_id: string;
  enabled: number;
  /** JSON array of days before the deadline, largest first. */
  days_before: string;
  updated_at: string;
}

declare module '../../db/database.ts' {
  interface Database {
    messages: MessagesTable;
    message_deliveries: MessageDeliveriesTable;
    message_stops: MessageStopsTable;
    reminder_settings: ReminderSettingsTable;
  }
}
