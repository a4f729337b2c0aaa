import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable } from './schema-kit.ts';

/** How many entries a wedding keeps: older ones are pruned as new ones are written. */
export const ACTIVITY_KEEP = 100;

/**
 * What a member did to the plan (api.md, "The wedding, shared"). The server derives the key from
 * the write's route; `changed` stands for a write route that has no key of its own yet.
 */
export const ACTIVITY_ACTIONS = [
  'guestAdded',
  'guestChanged',
  'guestDeleted',
  'guestsImported',
  'budgetItemAdded',
  'budgetItemChanged',
  'budgetItemDeleted',
  'budgetTotalSet',
  'budgetPeopleChanged',
  'categoryAdded',
  'categoryRenamed',
  'categoryDeleted',
  'todoAdded',
  'todoChecked',
  'todoUnchecked',
  'todoChanged',
  'todoDeleted',
  'seatingTableAdded',
  'seatingTableChanged',
  'seatingTableDeleted',
  'seatingGuestMoved',
  'seatingRuleAdded',
  'seatingRuleDeleted',
  'seatingAuto',
  'eventAdded',
  'eventChanged',
  'eventDeleted',
  'invitationAdded',
  'invitationsAdded',
  'invitationRevoked',
  'rsvpDeadlineSet',
  'noteAdded',
  'noteChanged',
  'noteDeleted',
  'purchaseAdded',
  'purchaseBought',
  'purchaseUnbought',
  'purchaseChanged',
  'purchaseDeleted',
  'purchaseToBudget',
  'rsvpAnswered',
  'dayItemAdded',
  'dayItemChanged',
  'dayItemDeleted',
  'dayShareRevoked',
  'boardCardAdded',
  'boardCardChanged',
  'boardCardDeleted',
  'contractorAdded',
  'contractorChanged',
  'contractorDeleted',
  'contractorPaymentAdded',
  'contractorFileAdded',
  'contractorFileDeleted',
  'consultationBooked',
  'consultationCancelled',
  'changed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Actions taken by a guest on their invitation page, not by a member: the entry names no one. */
export const GUEST_ACTIONS: readonly ActivityAction[] = ['rsvpAnswered'];

export const ActivityEntry = Closed({
  at: Type.String({ format: 'date-time', description: 'When the change was made.' }),
  email: Nullable(Type.String({ description: 'The member who made it; null once that member deleted their account.' })),
  action: Type.Enum(ACTIVITY_ACTIONS, {
    description: 'What was done; `changed` for a change without a key of its own.',
  }),
  what: Nullable(
    Type.String({ description: 'The name of what was changed (a guest, a task, a budget item, a figure), if known.' }),
  ),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const ActivityList = Type.Array(ActivityEntry, { maxItems: ACTIVITY_KEEP });
export type ActivityList = Static<typeof ActivityList>;

/** The data of one event of GET /wedding/live: the API paths (SWR keys) whose answers changed. */
export interface WeddingChangeEvent {
  paths: string[];
}
