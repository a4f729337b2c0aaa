import type { TodoPeriodCode } from './todos.ts';

/*
 * The ready checklist every new couple starts with: each task's key in locales/ru/todos.json
 * (`checklist.<key>.task` and, for many, `checklist.<key>.comment`, a list of lines of advice) and
 * the period it belongs to. The server copies it into a couple's own list once; from then on the
 * couple edits or deletes these tasks like their own. The mocks seed their lists from it too.
 */
export const READY_CHECKLIST: ReadonlyArray<{ key: string; period: TodoPeriodCode }> = [
  { key: 'budget', period: 'yearOrMore' },
  { key: 'weddingDate', period: 'yearOrMore' },
  { key: 'format', period: 'yearOrMore' },
  { key: 'guestDraft', period: 'yearOrMore' },
  { key: 'venue', period: 'yearOrMore' },
  { key: 'registryOffice', period: 'yearOrMore' },
  { key: 'registryDocuments', period: 'yearOrMore' },
  { key: 'stateFee', period: 'yearOrMore' },
  { key: 'registryApplication', period: 'yearOrMore' },
  { key: 'coordinator', period: 'yearOrMore' },
  { key: 'paymentCalendar', period: 'yearOrMore' },

  { key: 'photographer', period: 'nineMonths' },
  { key: 'videographer', period: 'nineMonths' },
  { key: 'host', period: 'nineMonths' },
  { key: 'music', period: 'nineMonths' },
  { key: 'style', period: 'nineMonths' },
  { key: 'dressSearch', period: 'nineMonths' },
  { key: 'witnesses', period: 'nineMonths' },
  { key: 'honeymoonIdea', period: 'nineMonths' },
  { key: 'saveTheDate', period: 'nineMonths' },

  { key: 'decorator', period: 'sixMonths' },
  { key: 'florist', period: 'sixMonths' },
  { key: 'dressOrder', period: 'sixMonths' },
  { key: 'rings', period: 'sixMonths' },
  { key: 'invitationsDesign', period: 'sixMonths' },
  { key: 'honeymoonBooking', period: 'sixMonths' },
  { key: 'guestAccommodation', period: 'sixMonths' },
  { key: 'transport', period: 'sixMonths' },

  { key: 'invitationsSend', period: 'threeMonths' },
  { key: 'menuTasting', period: 'threeMonths' },
  { key: 'cake', period: 'threeMonths' },
  { key: 'groomSuit', period: 'threeMonths' },
  { key: 'shoes', period: 'threeMonths' },
  { key: 'beautyArtist', period: 'threeMonths' },
  { key: 'firstDance', period: 'threeMonths' },
  { key: 'programWithHost', period: 'threeMonths' },

  { key: 'trialLook', period: 'twoMonths' },
  { key: 'rsvp', period: 'twoMonths' },
  { key: 'drinks', period: 'twoMonths' },
  { key: 'guestGifts', period: 'twoMonths' },
  { key: 'printing', period: 'twoMonths' },
  { key: 'playlist', period: 'twoMonths' },
  { key: 'vows', period: 'twoMonths' },

  { key: 'seatingPlan', period: 'oneMonth' },
  { key: 'finalGuestCount', period: 'oneMonth' },
  { key: 'dressFitting', period: 'oneMonth' },
  { key: 'dayTiming', period: 'oneMonth' },
  { key: 'contractsCheck', period: 'oneMonth' },
  { key: 'registryConfirm', period: 'oneMonth' },
  { key: 'emergencyKit', period: 'oneMonth' },
  { key: 'beautyAppointments', period: 'oneMonth' },

  { key: 'callContractors', period: 'twoWeeks' },
  { key: 'breakInShoes', period: 'twoWeeks' },
  { key: 'paymentEnvelopes', period: 'twoWeeks' },
  { key: 'giftsKeeper', period: 'twoWeeks' },
  { key: 'weatherPlan', period: 'twoWeeks' },

  { key: 'printSeating', period: 'oneWeek' },
  { key: 'honeymoonPacking', period: 'oneWeek' },
  { key: 'deliveriesCheck', period: 'oneWeek' },
  { key: 'venueVisit', period: 'oneWeek' },
  { key: 'cash', period: 'oneWeek' },

  { key: 'outfitsReady', period: 'oneDay' },
  { key: 'passportsAndRings', period: 'oneDay' },
  { key: 'decorDelivery', period: 'oneDay' },
  { key: 'sleep', period: 'oneDay' },

  { key: 'breakfast', period: 'weddingDay' },
  { key: 'phoneToHelper', period: 'weddingDay' },
  { key: 'registration', period: 'weddingDay' },
  { key: 'enjoy', period: 'weddingDay' },
  { key: 'giftsHome', period: 'weddingDay' },

  { key: 'thankGuests', period: 'afterWedding' },
  { key: 'reviews', period: 'afterWedding' },
  { key: 'photosBackup', period: 'afterWedding' },
  { key: 'newPassport', period: 'afterWedding' },
  { key: 'documentsUpdate', period: 'afterWedding' },
  { key: 'dressCare', period: 'afterWedding' },
  { key: 'budgetReview', period: 'afterWedding' },
];

/**
 * The ready task that asks the couple to choose the wedding date: done as soon as the date is set
 * (made done when the list is made with a date, or when a date is first set and the task still
 * reads as the checklist has it), so the list never offers to choose a date already chosen.
 */
export const DATE_CHOICE_TASK_KEY = 'weddingDate';
