/** A local calendar day, 'YYYY-MM-DD': what "today" is where the couple is. No dayjs, so the entry can use it. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
