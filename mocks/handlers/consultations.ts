import { HttpResponse } from 'msw';
import settings from '../../locales/ru/settings.json';
import validation from '../../locales/ru/validation.json';
import { consultationRoutes } from '../../src/contract/consultation-routes.ts';
import {
  BOOKING_HOURS_AHEAD,
  canCancelConsultation,
  cleanConsultationTopic,
  consultationEnd,
} from '../../src/contract/consultations.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { newMockConsultations, type MockConsultations } from '../consultations-store.ts';
import { mockCollection } from '../collection.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { validationFailed } from '../validation.ts';

/*
 * The consultation's calls as the server answers them (server/features/consultations), with the
 * contract's rules: slots BOOKING_HOURS_AHEAD ahead, one booking per paid period (here: per
 * subscription end, which a payment moves), a cancellation until CANCEL_HOURS_BEFORE the start.
 */

const consultationsOf = (user: SessionUser): MockConsultations =>
  ((mockDb.consultations ??= {})[planKeyOf(user)] ??= newMockConsultations(mockDb.scenario));

const bookings = mockCollection(
  (user) => consultationsOf(user).bookings,
  ({ period: _period, ...booking }) => booking,
);

const texts = settings.consultation.errors;
let counter = 0;

export const consultationHandlers = [
  mockRoute(consultationRoutes.slots, ({ user }) => {
    const { slots, bookings } = consultationsOf(user);
    const earliest = Date.now() + BOOKING_HOURS_AHEAD * 3_600_000;
    const taken = new Set(bookings.map((booking) => booking.slotId));
    return HttpResponse.json(slots.filter((slot) => !taken.has(slot.id) && Date.parse(slot.startsAt) > earliest));
  }),

  bookings.list(consultationRoutes.list, (rows) => rows.sort((a, b) => a.startsAt.localeCompare(b.startsAt))),

  mockRoute(consultationRoutes.book, ({ user, body }) => {
    const topic = cleanConsultationTopic(body.topic);
    if (!topic) return validationFailed([{ field: 'topic', text: validation.required }]);
    const consultations = consultationsOf(user);
    const slot = consultations.slots.find((candidate) => candidate.id === body.slotId);
    if (!slot) return validationFailed([{ field: 'slotId', text: texts.unknownSlot }]);
    const period = user.subscriptions?.expiresDate ?? '';
    if (consultations.bookings.some((booking) => booking.period === period)) {
      return errorResponse(409, texts.alreadyBooked);
    }
    const tooSoon = Date.parse(slot.startsAt) <= Date.now() + BOOKING_HOURS_AHEAD * 3_600_000;
    if (tooSoon || consultations.bookings.some((booking) => booking.slotId === slot.id)) {
      return errorResponse(409, texts.slotTaken);
    }
    const booking = {
      id: `cs_mock_${(counter += 1)}_${Date.now().toString(36)}`,
      slotId: slot.id,
      startsAt: slot.startsAt,
      endsAt: consultationEnd(slot.startsAt),
      topic,
      bookedAt: new Date().toISOString(),
    };
    consultations.bookings.push({ ...booking, period });
    return HttpResponse.json(booking);
  }),

  bookings.remove(consultationRoutes.cancel, (booking) => {
    if (!canCancelConsultation(booking.startsAt, new Date())) return errorResponse(409, texts.tooLateToCancel);
  }),
];
