import { createContext, useContext } from 'react';
import type { PlanningSectionKey } from '../routing/planning-section.ts';
import type { SampleWedding } from './sample-wedding.ts';

/** A planning page shown as the sample wedding: which section, and the sample's answers. */
export interface SampleView extends SampleWedding {
  section: PlanningSectionKey;
}

/**
 * Set around a planning page a couple without a subscription opens (lib/routing/access.ts
 * `isSampleView`): the page's reads answer from the sample instead of the API, its writes send
 * nothing, and its frame shows the sample banner with every write control off.
 */
export const SampleWeddingContext = createContext<SampleView | null>(null);

/** The sample being shown, or null on the couple's own plan. */
export function useSampleWedding(): SampleView | null {
  return useContext(SampleWeddingContext);
}
