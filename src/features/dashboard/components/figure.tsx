/** One labelled figure of a widget (a count, a sum); 'danger' shows it in red. */
export function Figure({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string | number;
  testId: string;
  tone?: 'danger';
}) {
  return (
    <div className={`widget__figure${tone ? ` widget__figure--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
