import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
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
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { validationFailed } from '../validation.ts';

/*
 * The consultation's calls as the server answers them (server/features/consultations), with the
 * contract's rules: slots BOOKING_HOURS_AHEAD ahead, one booking per paid period (here: per
 * subscription end, which a payment moves), a cancellation until CANCEL_HOURS_BEFORE the start.
 */

function consultationsOf(user: SessionUser): MockConsultations {
  const all = (mockDb.consultations ??= {});
  return (all[planKeyOf(user)] ??= newMockConsultations(mockDb.scenario));
}

const texts = settings.consultation.errors;
let counter = 0;

export const consultationHandlers = [
  mockRoute(consultationRoutes.slots, ({ user }) => {
    const { slots, bookings } = consultationsOf(user);
    const earliest = Date.now() + BOOKING_HOURS_AHEAD * 3_600_000;
    const taken = new Set(bookings.map((booking) => booking.slotId));
    return HttpResponse.json(slots.filter((slot) => !taken.has(slot.id) && Date.parse(slot.startsAt) > earliest));
  }),

  mockRoute(consultationRoutes.list, ({ user }) =>
    HttpResponse.json(
      consultationsOf(user)
        .bookings.map(({ period: _period, ...booking }) => booking)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    ),
  ),

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

  mockRoute(consultationRoutes.cancel, ({ user, params }) => {
    const { bookings } = consultationsOf(user);
    const index = bookings.findIndex((booking) => booking.id === params.id);
    if (index < 0) return errorResponse(404, errors.server.notFound);
    if (!canCancelConsultation(bookings[index]!.startsAt, new Date())) return errorResponse(409, texts.tooLateToCancel);
    bookings.splice(index, 1);
    return HttpResponse.json({});
  }),
];
