import { EmptyAnswer } from './validation.ts';
import {
  Consultation,
  ConsultationIdParams,
  ConsultationList,
  ConsultationRequest,
  ConsultationSlotList,
} from './consultations.ts';
import { route } from './route-table.ts';

/** The consultation's calls (api.md, "Consultation"): free slots, the wedding's bookings, book, cancel. */
export const consultationRoutes = {
  slots: route({
    method: 'GET',
    path: '/consultations/slots',
    access: 'read',
    summary: 'Free consultation slots',
    description:
      'Slots support opened (npm run support -- consultation-slots add) that nobody booked and that start later.',
    answer: ConsultationSlotList,
  }),
  list: route({
    method: 'GET',
    path: '/consultations',
    access: 'read',
    summary: "The wedding's consultation bookings",
    answer: ConsultationList,
  }),
  book: route({
    method: 'POST',
    path: '/consultations',
    access: 'write',
    summary: 'Book a consultation slot',
    description:
      'One booking per paid period (a period starts with each payment or support grant): a second one is 409, ' +
      'and so is a slot someone else took or that has started. The couple and support get a mail with a calendar file.',
    body: ConsultationRequest,
    answer: Consultation,
    errors: [409],
    changes: ['/consultations', '/consultations/slots'],
    activity: 'consultationBooked',
  }),
  cancel: route({
    method: 'DELETE',
    path: '/consultations/:id',
    access: 'write',
    summary: 'Cancel a consultation booking',
    description: 'Until 2 hours before its start (409 later); the slot is free again.',
    params: ConsultationIdParams,
    answer: EmptyAnswer,
    errors: [409],
    changes: ['/consultations', '/consultations/slots'],
    activity: 'consultationCancelled',
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    consultation: typeof consultationRoutes;
  }
}
