import { extend, Runtime } from '@antv/g2/esm/api/index';
import { Theta } from '@antv/g2/esm/coordinate/theta';
import { litelib } from '@antv/g2/esm/lib/lite';
import { StackY } from '@antv/g2/esm/transform/stackY';
import { Light } from '@antv/g2/esm/theme/light';
import { useEffect, useRef } from 'react';
import { formatRoubles } from '../../../lib/format.ts';
import type { ChartSlice } from '../budget-view.ts';

/*
 * G2's runtime with its "lite" library and the two pieces a donut adds (the theta coordinate and
 * the stacking of the slices), instead of @ant-design/charts, which brings all of G2 (every mark,
 * coordinate, transform and interaction) and, for the default look, the light theme: 1.6 MB raw, 477 KiB gzip for the chunk before, about
 * 1.2 MB raw, 340 KiB gzip now.
 */
const DonutChart = extend(Runtime, {
  ...litelib(),
  'coordinate.theta': Theta,
  'transform.stackY': StackY,
  'theme.light': Light,
});

/**
 * The donut itself: loaded on demand by BudgetChart once the page has painted, so the charting
 * library stays out of the entry and out of the budget page's first render.
 */
export default function BudgetDonut({ slices }: { slices: ChartSlice[] }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<InstanceType<typeof DonutChart> | null>(null);

  useEffect(() => {
    const created = new DonutChart({ container: container.current!, autoFit: true, height: 220 });
    chart.current = created;
    return () => {
      chart.current = null;
      created.destroy();
    };
  }, []);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.options({
      type: 'interval',
      data: slices,
      encode: { y: 'value', color: 'key' },
      transform: [{ type: 'stackY' }],
      coordinate: { type: 'theta', innerRadius: 0.62, outerRadius: 0.95 },
      scale: { color: { domain: slices.map((s) => s.key), range: slices.map((s) => s.colour) } },
      animate: false,
      legend: false,
      labels: [],
      tooltip: {
        title: (datum: ChartSlice) => datum.label,
        items: [(datum: ChartSlice) => ({ name: datum.label, value: formatRoubles(datum.value) })],
      },
    });
    void current.render();
  }, [slices]);

  return <div ref={container} />;
}
