import { lazy, type ReactNode } from 'react';
import { accessStateOf, isSampleView } from '../lib/routing/access.ts';
import { CurrentSectionContext } from '../lib/routing/current-section.ts';
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
 * plan, so a member who may only read it sees it read-only (lib/session/can-edit.ts), and which
 * section it is, so a section with sub-sections shows their tabs.
 */
export function PlanningSectionScreen({ section, children }: { section: PlanningSectionKey; children: ReactNode }) {
  const { session } = useSessionState();
  return (
    <CurrentSectionContext value={section}>
      {isSampleView(section, accessStateOf(session)) ? (
        <SampleWeddingProvider section={section}>{children}</SampleWeddingProvider>
      ) : (
        <PlanningPageContext value>{children}</PlanningPageContext>
      )}
    </CurrentSectionContext>
  );
}
