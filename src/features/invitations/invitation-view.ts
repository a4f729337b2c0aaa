import type { Guest } from '../../contract/guests.ts';
import type { Invitation } from '../../contract/invitations.ts';

/*
 * What the invitations page computes: the household's names, its share links and who has not
 * answered; pure, so the unit test reads it without a page.
 */

export function householdNames(invitation: Invitation, guests: readonly Guest[]): string[] {
  return invitation.guestIds.map((id) => guests.find((guest) => guest.id === id)?.name ?? '').filter(Boolean);
}

export interface ShareLink {
  key: 'telegram' | 'whatsapp' | 'vk' | 'email';
  href: string;
}

/** Telegram, WhatsApp, VK and e-mail links carrying the page's address and a text naming the guests. */
export function shareLinks(url: string, text: string, subject: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${text} ${url}`);
  return [
    { key: 'telegram', href: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}` },
    { key: 'whatsapp', href: `https://wa.me/?text=${both}` },
    { key: 'vk', href: `https://vk.com/share.php?url=${u}&title=${encodeURIComponent(text)}` },
    { key: 'email', href: `mailto:?subject=${encodeURIComponent(subject)}&body=${both}` },
  ];
}

/** Guests not on any invitation yet: the ones to pick a household from. */
export function guestsNotInvited(guests: readonly Guest[], invitations: readonly Invitation[]): Guest[] {
  const invited = new Set(invitations.flatMap((invitation) => invitation.guestIds));
  return guests.filter((guest) => !invited.has(guest.id));
}

/** Days since the invitation was made, for "no answer for N days". */
export function daysWaiting(invitation: Invitation, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(invitation.createdAt)) / 86_400_000));
}

/** The "no answer after N days" view starts at a week; the couple changes it. */
export const WAITING_DAYS_DEFAULT = 7;
export const WAITING_DAYS_MAX = 365;

/** Invitations without an answer made at least `days` days ago, the longest waiting first. */
export function notAnsweredAfter(invitations: readonly Invitation[], days: number, now: Date): Invitation[] {
  return invitations
    .filter((invitation) => invitation.answeredAt === null && daysWaiting(invitation, now) >= days)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
