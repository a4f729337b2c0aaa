import type { Dayjs } from 'dayjs';
import type { AmountOfGuests, SessionUser } from '../../contract/session.ts';
import dayjs from '../../lib/dayjs.ts';

/** The wizard's form: the profile fields of its four steps. */
export interface WizardValues {
  brideName?: string;
  groomName?: string;
  registrationDate?: Dayjs | null;
  banquetDate?: Dayjs | null;
  registrationLocation?: string;
  banquetLocation?: string;
  amountOfGuests?: AmountOfGuests | null;
}

export type WizardField = keyof WizardValues;

/** The four steps of spec section 2, each saved on its own through POST /user/update. */
export const WIZARD_STEPS = [
  { key: 'names', fields: ['brideName', 'groomName'] },
  { key: 'dates', fields: ['registrationDate', 'banquetDate'] },
  { key: 'places', fields: ['registrationLocation', 'banquetLocation'] },
  { key: 'guests', fields: ['amountOfGuests'] },
] as const satisfies ReadonlyArray<{ key: string; fields: readonly WizardField[] }>;

export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Steps go 0 to 3 and stay at 3 after the last (spec section 4). */
export function nextStep(step: number): number {
  return Math.min(step + 1, LAST_STEP);
}

/** What the user filled in before (a wizard left half-way), so it opens as they left it. */
export function wizardValuesOf(session: SessionUser | null): WizardValues {
  const date = (iso: string | null | undefined) => (iso ? dayjs(iso) : null);
  return {
    brideName: session?.brideName ?? '',
    groomName: session?.groomName ?? '',
    registrationDate: date(session?.registrationDate),
    banquetDate: date(session?.banquetDate),
    registrationLocation: session?.registrationLocation ?? '',
    banquetLocation: session?.banquetLocation ?? '',
    amountOfGuests: session?.amountOfGuests ?? null,
  };
}

/** The step after the last one with anything filled in: where a wizard left half-way stands. */
export function resumeStep(values: WizardValues): number {
  const filled = (value: unknown) => value !== null && value !== undefined && value !== '';
  return WIZARD_STEPS.reduce(
    (step, { fields }, index) => (fields.some((field) => filled(values[field])) ? nextStep(index) : step),
    0,
  );
}
