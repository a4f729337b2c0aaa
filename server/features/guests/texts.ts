import type { GuestTexts } from '../../../src/contract/guest-file.ts';
import type { GuestColumnKey } from '../../../src/contract/guest-file.ts';
import { t } from '../../lib/i18n.ts';

/** locales/ru/guests.json through the server's i18n, for the shared file rules. */
export const guestTexts: GuestTexts = (key, values) => t(`guests:${key}`, values);

export const columnHeader = (key: GuestColumnKey) => t(`guests:columns.${key}`);
