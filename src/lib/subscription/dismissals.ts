/*
 * Remembers which subscription reminders the user has put away. Browsers may refuse storage
 * (privacy modes, full quota); the app then remembers in memory until the tab is reloaded.
 */

import { localDay } from '../local-day.ts';

type StorageKind = 'localStorage' | 'sessionStorage';

const inMemory = new Map<string, string>();

function storage(kind: StorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function read(kind: StorageKind, key: string): string | null {
  try {
    const stored = storage(kind)?.getItem(key);
    if (stored !== null && stored !== undefined) return stored;
  } catch {
    // fall through to memory
  }
  return inMemory.get(`${kind}:${key}`) ?? null;
}

function write(kind: StorageKind, key: string, value: string): void {
  inMemory.set(`${kind}:${key}`, value);
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // memory holds it
  }
}

const EXPIRY_MODAL_KEY = 'wedding:expiry-modal-dismissed';
const BANNER_KEY = 'wedding:subscription-banner-dismissed';

/**
 * The expiry modal is put away for the rest of the local day, in every tab of this browser: it
 * warns about days running out, so once a day is often enough, and never on every navigation.
 */
export const expiryModalDismissals = {
  isDismissed(subject: string, now: Date = new Date()): boolean {
    return read('localStorage', EXPIRY_MODAL_KEY) === `${localDay(now)}|${subject}`;
  },
  dismiss(subject: string, now: Date = new Date()): void {
    write('localStorage', EXPIRY_MODAL_KEY, `${localDay(now)}|${subject}`);
  },
};

/**
 * The dashboard banner, once closed, stays closed for this tab's session (until the tab is
 * closed) or until the subscription changes: it is a status line, not an alarm.
 */
export const bannerDismissals = {
  isDismissed(subject: string): boolean {
    return read('sessionStorage', BANNER_KEY) === subject;
  },
  dismiss(subject: string): void {
    write('sessionStorage', BANNER_KEY, subject);
  },
};

/** Forgets everything (tests start from a clean browser). */
export function forgetDismissals(): void {
  inMemory.clear();
  for (const [kind, key] of [
    ['localStorage', EXPIRY_MODAL_KEY],
    ['sessionStorage', BANNER_KEY],
  ] as const) {
    try {
      storage(kind)?.removeItem(key);
    } catch {
      // nothing stored
    }
  }
}
