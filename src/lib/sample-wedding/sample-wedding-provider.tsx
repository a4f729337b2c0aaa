import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanningSectionKey } from '../routing/planning-section.ts';
import { SampleWeddingContext, type SampleView } from './sample-context.ts';
import { sampleWedding, type SampleCatalogue } from './sample-wedding.ts';

/** Shows `children` (a planning page) on the sample wedding, made from the catalogue once per visit. */
export function SampleWeddingProvider({ section, children }: { section: PlanningSectionKey; children: ReactNode }) {
  const { t } = useTranslation(['sample', 'budget', 'guests', 'todos', 'looks']);
  const view = useMemo<SampleView>(() => {
    const catalogue: SampleCatalogue = {
      data: t('sample:data', { returnObjects: true }) as unknown as SampleCatalogue['data'],
      budgetCategories: t('budget:defaultCategories', { returnObjects: true }) as unknown as Record<string, string>,
      guestDictionaries: t('guests:dictionaries', {
        returnObjects: true,
      }) as unknown as SampleCatalogue['guestDictionaries'],
      checklist: t('todos:checklist', { returnObjects: true }) as unknown as SampleCatalogue['checklist'],
      periods: t('todos:periods', { returnObjects: true }) as unknown as Record<string, string>,
      lookKinds: t('looks:kinds', { returnObjects: true }) as unknown as Record<string, string>,
    };
    return { section, ...sampleWedding(catalogue) };
  }, [t, section]);
  return <SampleWeddingContext.Provider value={view}>{children}</SampleWeddingContext.Provider>;
}
