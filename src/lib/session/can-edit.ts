import { createContext, useContext } from 'react';
import { subscriptionState, type SessionUser } from '../../contract/session.ts';
import { hasSubscriptionExpiry } from '../routing/access.ts';
import { useCurrentSection } from '../routing/current-section.ts';
import { planningSectionOf } from '../routing/planning-sections.ts';
import { useSampleWedding } from '../sample-wedding/sample-context.ts';
import { useSessionState } from '../services/services-context.tsx';

/**
 * Why the wedding's plan is read-only for this member: a helper reads everything and changes
 * nothing but what a section lets helpers write (its `helperWrites`, the calls its table declares
 * `helperWrite`); after a subscription ends the plan stays readable and every write answers 403
 * (api.md). The server's planning guard decides the same from the same session (route-guard.ts).
 */
export type PlanReadOnlyReason = 'helper' | 'ended';

/** The reason, for a section a helper may write (`helperWrites`) or, by default, for the couple's writes. */
export function planReadOnlyReason(
  session: SessionUser | null,
  section: { helperWrites?: true } | undefined = undefined,
): PlanReadOnlyReason | null {
  if (!session?.wedding) return null;
  if (session.wedding.role === 'helper' && !section?.helperWrites) return 'helper';
  if (hasSubscriptionExpiry(session) && subscriptionState(session.subscriptions) === 'ended') return 'ended';
  return null;
}

/**
 * The reason the signed-in member may not change the open page's plan, or null when they may: on a
 * section a helper writes (the gifts), a helper may.
 */
export function usePlanReadOnlyReason(): PlanReadOnlyReason | null {
  const section = planningSectionOf(useCurrentSection());
  return planReadOnlyReason(useSessionState().session, section);
}

/**
 * The reason the member may not make the couple's writes (`write`, not `helperWrite`), whatever the
 * section: a control of a section a helper writes that only the couple may use (deleting a recorded gift).
 */
export function useCoupleWriteReadOnlyReason(): PlanReadOnlyReason | null {
  return planReadOnlyReason(useSessionState().session);
}

/**
 * Whether a write control may be on: the member may change the plan and the page is not the
 * sample wedding. antd controls under a planning page are turned off by the page's frame already;
 * a control of the page's own (a drag handle, a native button) asks this.
 */
export function useCanEdit(): boolean {
  const reason = usePlanReadOnlyReason();
  return useSampleWedding() === null && reason === null;
}

/**
 * Set around a planning section's page (app/planning-section-screen.tsx): its frame (components/page)
 * then turns the write controls off for a member who may only read, and says why.
 */
export const PlanningPageContext = createContext(false);

export function useIsPlanningPage(): boolean {
  return useContext(PlanningPageContext);
}
