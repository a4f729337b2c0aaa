import { accountHandlers } from './account.ts';
import { activityHandlers } from './activity.ts';
import { adviceHandlers } from './advices.ts';
import { budgetHandlers } from './budget.ts';
import { consultationHandlers } from './consultations.ts';
import { contractorHandlers } from './contractors.ts';
import { guestHandlers } from './guests.ts';
import { invitationHandlers, rsvpHandlers } from './invitations.ts';
import { noteHandlers } from './notes.ts';
import { purchaseHandlers } from './purchases.ts';
import { lookHandlers } from './looks.ts';
import { profileHandlers } from './profile.ts';
import { seatingHandlers } from './seating.ts';
import { subscriptionHandlers } from './subscriptions.ts';
import { todoHandlers } from './todos.ts';
import { weddingHandlers } from './wedding.ts';
import { weddingDayHandlers } from './wedding-day.ts';

/** Every mocked call, shared by the component tests (msw/node) and `npm run dev:mock` (the worker). */
export const handlers = [
  ...accountHandlers,
  ...profileHandlers,
  ...subscriptionHandlers,
  ...adviceHandlers,
  ...todoHandlers,
  ...budgetHandlers,
  ...guestHandlers,
  ...weddingHandlers,
  ...activityHandlers,
  ...seatingHandlers,
  ...invitationHandlers,
  ...rsvpHandlers,
  ...noteHandlers,
  ...purchaseHandlers,
  ...weddingDayHandlers,
  ...lookHandlers,
  ...contractorHandlers,
  ...consultationHandlers,
];
