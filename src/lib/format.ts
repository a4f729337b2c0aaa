import dayjs from './dayjs.ts';

/** An ISO instant as a local calendar date: '12 June 2027' in Russian. */
export function formatDate(iso: string): string {
  return dayjs(iso).format('D MMMM YYYY');
}

/** An ISO instant in local time: '12 June 2027, 14:00' in Russian. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('D MMMM YYYY, HH:mm');
}
