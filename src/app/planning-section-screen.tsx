import { lazy, type ReactNode } from 'react';
import { accessStateOf, isSampleView } from '../lib/routing/access.ts';
import type { PlanningSectionKey } from '../lib/routing/planning-section.ts';
import { PlanningPageContext } from '../lib/session/can-edit.ts';
import { useSessionState } from '../lib/services/services-context.tsx';

// The sample (its data and catalogue) loads only for a couple who looks before paying.
const SampleWeddingProvider = lazy(() =>
  import('../lib/sample-wedding/sample-wedding-provider.tsx').then((m) => ({ default: m.SampleWeddingProvider })),
);

/**
 * A planning section's route: the couple's own plan, or, without a subscription, the same page on
 * the sample wedding (the rule is access.ts `isSampleView`). Either way its frame knows it is a
 * plan, so a member who may only read it sees it read-only (lib/session/can-edit.ts).
 */
export function PlanningSectionScreen({ section, children }: { section: PlanningSectionKey; children: ReactNode }) {
  const { session } = useSessionState();
  if (!isSampleView(section, accessStateOf(session))) {
    return <PlanningPageContext value>{children}</PlanningPageContext>;
  }
  return <SampleWeddingProvider section={section}>{children}</SampleWeddingProvider>;
}
