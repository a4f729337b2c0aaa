import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed } from './schema-kit.ts';

/*
 * What the product writes to a member of its own accord (api.md, "Guests' contacts, messages and
 * reminders"): the digest of the wedding's deadlines and answers, and a reminder the day before a
 * payment falls due. The settings are each member's own.
 */

export const DIGEST_FREQUENCIES = ['weekly', 'daily', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** Where a member is unless their settings say otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/**
 * The time zones of Russia, west to east: a member picks theirs. A short list the form shows, not
 * every IANA zone (a couple abroad picks the nearest hour).
 */
export const RUSSIAN_TIME_ZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
] as const;

const Frequency = Type.Enum(DIGEST_FREQUENCIES, {
  description: 'weekly: Monday morning; daily: every morning; off: none.',
});
const TimeZone = Type.Enum(RUSSIAN_TIME_ZONES, {
  description: 'The member’s time zone: mail goes out in the morning there, never at night.',
});

export const NotificationSettings = Closed({
  digest: Frequency,
  paymentReminders: Type.Boolean({ description: 'A mail the day before a payment falls due.' }),
  timeZone: TimeZone,
});
export type NotificationSettings = Static<typeof NotificationSettings>;

/** A member's settings until they choose: the weekly digest and payment reminders, on Moscow time. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  digest: 'weekly',
  paymentReminders: true,
  timeZone: DEFAULT_TIME_ZONE,
};

export const NotificationSettingsUpdate = Closed({
  digest: Type.Optional(Frequency),
  paymentReminders: Type.Optional(Type.Boolean()),
  timeZone: Type.Optional(TimeZone),
});
export type NotificationSettingsUpdate = Static<typeof NotificationSettingsUpdate>;

export const DigestPreview = Closed({
  subject: Type.String(),
  text: Type.String({ description: 'The plain text of the mail, as it would be sent now.' }),
});
export type DigestPreview = Static<typeof DigestPreview>;
