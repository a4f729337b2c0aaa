import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanningSectionKey } from '../routing/planning-section.ts';
import { SampleWeddingContext, type SampleView } from './sample-context.ts';
import { SAMPLE_NAMESPACES, sampleWedding } from './sample-wedding.ts';

/** Shows `children` (a planning page) on the sample wedding, made from the catalogue once per visit. */
export function SampleWeddingProvider({ section, children }: { section: PlanningSectionKey; children: ReactNode }) {
  const { t } = useTranslation(['sample', ...SAMPLE_NAMESPACES]);
  const view = useMemo<SampleView>(() => {
    const data = t('sample:data', { returnObjects: true }) as unknown as Record<string, unknown>;
    // A key the sections' samples name (`todos:checklist`), read whole.
    const of = (key: string): unknown => t(key as 'sample:data', { returnObjects: true });
    return { section, ...sampleWedding({ data, of }) };
  }, [t, section]);
  return <SampleWeddingContext.Provider value={view}>{children}</SampleWeddingContext.Provider>;
}
