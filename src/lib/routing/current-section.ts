import { createContext, useContext } from 'react';
import type { PlanningSectionKey } from './planning-section.ts';

/**
 * The planning section whose route is open, set around its page (app/planning-section-screen.tsx),
 * so the page's frame can show the tabs of its section's family (components/page/section-tabs.tsx).
 */
export const CurrentSectionContext = createContext<PlanningSectionKey | null>(null);

export function useCurrentSection(): PlanningSectionKey | null {
  return useContext(CurrentSectionContext);
}
