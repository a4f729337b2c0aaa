import { consultationRoutes } from '../../src/contract/consultation-routes.ts';
import * as rules from '../../src/contract/consultation-rules.ts';
import { cleanConsultationTopic } from '../../src/contract/consultations.ts';
import { newMockConsultations } from '../consultations-store.ts';
import { mockCollection, mockDb, mockRoute, newMockId, planData, refuseWith } from '../kit.ts';

/*
 * The consultations (server/features/consultations) by consultation-rules.ts: one booking per paid
 * period (here: per subscription end, which a payment moves).
 */

const consultationsOf = planData('consultations', () => newMockConsultations(mockDb.scenario));
const bookings = mockCollection((user) => consultationsOf(user).bookings, rules.consultationOf);

export const consultationHandlers = [
  mockRoute(consultationRoutes.slots, ({ user }) => {
    const { slots, bookings } = consultationsOf(user);
    const taken = new Set(bookings.map((booking) => booking.slotId));
    return slots.filter((slot) => !taken.has(slot.id) && slot.startsAt > rules.earliestBookable(new Date()));
  }),
  bookings.list(consultationRoutes.list, (rows) => rows.sort((a, b) => a.startsAt.localeCompare(b.startsAt))),
  bookings.add(consultationRoutes.book, ({ user, body }) => {
    const topic = cleanConsultationTopic(body.topic);
    const { slots, bookings } = consultationsOf(user);
    const slot = slots.find((candidate) => candidate.id === body.slotId);
    refuseWith(rules.bookingRefusal(topic, slot, new Date()));
    const period = user.subscriptions?.expiresDate ?? '';
    const periodTaken = bookings.some((booking) => booking.period === period);
    if (periodTaken || bookings.some((booking) => booking.slotId === body.slotId)) {
      refuseWith(rules.bookingTakenRefusal(periodTaken));
    }
    const { startsAt } = slot!;
    const booked = { id: newMockId('cs'), slotId: body.slotId, startsAt, topic, bookedAt: new Date().toISOString() };
    return { ...rules.consultationOf(booked), period };
  }),
  bookings.remove(consultationRoutes.cancel, ({ startsAt }) => refuseWith(rules.cancelRefusal(startsAt, new Date()))),
];
