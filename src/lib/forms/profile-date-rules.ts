import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { profileDateProblems, type ProfileDates } from '../../contract/account.ts';
import dayjs from '../dayjs.ts';
import i18n from '../i18n.ts';

/**
 * The profile's dates checked as the server checks them (the contract's `profileDateProblems`): a
 * changed date not in the past nor years ahead, the banquet not before the registration. `saved` is
 * what the session holds, so a date left as it was is not judged again. An emptied date is left out
 * of the update (it keeps its value), so it counts as the saved one here too.
 */
export function profileDateRule(field: keyof ProfileDates, saved: ProfileDates): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const typed = (name: keyof ProfileDates) => {
        const value = getFieldValue(name) as Dayjs | null | undefined;
        return value ? value.toISOString() : undefined;
      };
      const problem = profileDateProblems(
        { registrationDate: typed('registrationDate'), banquetDate: typed('banquetDate') },
        saved,
        dayjs().startOf('day').toDate(),
        new Date(),
      ).find((found) => found.field === field);
      if (!problem) return;
      const latest = problem.latest ? dayjs(problem.latest).format('DD.MM.YYYY') : '';
      throw new Error(i18n.t(`validation:${problem.key}`, { date: latest }));
    },
  });
}

/** The saved dates of a session, for `profileDateRule`. */
export function savedDatesOf(session: Partial<ProfileDates> | null): ProfileDates {
  return { registrationDate: session?.registrationDate ?? null, banquetDate: session?.banquetDate ?? null };
}
