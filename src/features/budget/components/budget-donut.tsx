import { Pie } from '@ant-design/charts';
import { formatRoubles } from '../../../contract/money.ts';
import type { ChartSlice } from '../budget-view.ts';

/**
 * The donut itself (@ant-design/charts): loaded on demand by BudgetChart, so the charting library
 * stays out of the entry and out of the budget page's first render.
 */
export default function BudgetDonut({ slices }: { slices: ChartSlice[] }) {
  return (
    <Pie
      data={slices}
      angleField="value"
      colorField="key"
      innerRadius={0.62}
      radius={0.95}
      height={220}
      autoFit
      animate={false}
      legend={false}
      label={false}
      scale={{ color: { domain: slices.map((s) => s.key), range: slices.map((s) => s.colour) } }}
      tooltip={{
        title: (datum: ChartSlice) => datum.label,
        items: [(datum: ChartSlice) => ({ name: datum.label, value: formatRoubles(datum.value) })],
      }}
    />
  );
}
