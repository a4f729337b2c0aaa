import dayjs from './dayjs.ts';

const roubles = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 });
const wholeRoubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
});

/** Money in roubles the Russian way: '1 234 RUB sign', '1 234,50 RUB sign'. Whole sums drop the kopecks. */
export function formatRoubles(value: number): string {
  return Number.isInteger(value) ? wholeRoubles.format(value) : roubles.format(value);
}

/** An ISO instant as a local calendar date: '12 June 2027' in Russian. */
export function formatDate(iso: string): string {
  return dayjs(iso).format('D MMMM YYYY');
}

/** An ISO instant in local time: '12 June 2027, 14:00' in Russian. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('D MMMM YYYY, HH:mm');
}
