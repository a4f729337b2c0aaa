import type { Day, DayConflict, DayContractor, DayItem } from '../../contract/wedding-day.ts';

/*
 * What the day's page computes, apart from React: who a step names, the warnings of each step and
 * the summary's lines, from the conflicts the server (or the mocks) worked out with the contract's
 * `dayConflicts`.
 */

/** A warning as the page words it: its kind, the contractor's name and the steps' titles. */
export interface DayWarning {
  kind: DayConflict['kind'];
  contractor: string;
  titles: string[];
}

export function contractorsById(day: Pick<Day, 'contractors'>): Map<string, DayContractor> {
  return new Map(day.contractors.map((contractor) => [contractor.id, contractor]));
}

/** Who does a step: the contractor's name, else the person typed in, else nobody (''). */
export function whoOf(item: DayItem, contractors: ReadonlyMap<string, DayContractor>): string {
  return (item.contractorId && contractors.get(item.contractorId)?.name) || item.who;
}

function warningOf(conflict: DayConflict, day: Day, contractors: ReadonlyMap<string, DayContractor>): DayWarning {
  const titles = conflict.itemIds.map((id) => day.items.find((item) => item.id === id)?.title ?? '');
  const contractor = conflict.contractorId ? contractors.get(conflict.contractorId)?.name : undefined;
  return { kind: conflict.kind, contractor: contractor ?? '', titles };
}

/** Every warning, in the order the server gives them (clashes first, then contractors not booked). */
export function dayWarnings(day: Day): DayWarning[] {
  const contractors = contractorsById(day);
  return day.conflicts.map((conflict) => warningOf(conflict, day, contractors));
}

/** The warnings that concern each step, by the step's id. */
export function warningsByItem(day: Day): Map<string, DayWarning[]> {
  const contractors = contractorsById(day);
  const byItem = new Map<string, DayWarning[]>();
  for (const conflict of day.conflicts) {
    const warning = warningOf(conflict, day, contractors);
    for (const id of conflict.itemIds) byItem.set(id, [...(byItem.get(id) ?? []), warning]);
  }
  return byItem;
}

/** "11:00–15:00", or "11:00" for a step without an end of its own. */
export function timeLabel(item: Pick<DayItem, 'time' | 'until'>): string {
  return item.until ? `${item.time}–${item.until}` : item.time;
}
