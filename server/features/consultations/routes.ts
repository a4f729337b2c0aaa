import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consultationRoutes } from '../../../src/contract/consultation-routes.ts';
import type { Consultation } from '../../../src/contract/consultations.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { coupleAddressesOf, weddingAnswersOf } from '../wedding/public.ts';
import { coupleMail, supportMail } from './mails.ts';
import * as consultations from './service.ts';

/**
 * The consultation (api.md, "Consultation"), as `consultationRoutes` declares it. A booking or a
 * cancellation mails the couple and support, each with the calendar file, after the answer.
 */
export default planningFeature(consultationRoutes, (app, options) => {
  const deps: consultations.ConsultationDeps = { db: app.db, now: () => app.clock.now() };
  // Mailed links take the address the couple opened the product at (plugins/link-base.ts).
  const mailEveryone = (request: FastifyRequest & { weddingId: string }, booking: Consultation, cancelled: boolean) => {
    const job = { weddingId: request.weddingId, booking, cancelled, linkBase: request.mailLinkBase };
    app.background.run(() => sendMails(app, { ...job, supportEmail: options.supportEmail }));
  };
  return {
    slots: async () => consultations.listFreeSlots(deps),
    list: async (request) => consultations.listConsultations(deps, request.weddingId),
    book: async (request) => {
      const booking = await consultations.bookConsultation(
        deps,
        { weddingId: request.weddingId, userId: request.userId! },
        request.body,
      );
      mailEveryone(request, booking, false);
      return booking;
    },
    cancel: async (request) => {
      const booking = await consultations.cancelConsultation(deps, request.weddingId, request.params.id);
      mailEveryone(request, booking, true);
      return {};
    },
  };
});

async function sendMails(
  app: FastifyInstance,
  job: { weddingId: string; booking: Consultation; cancelled: boolean; linkBase: string; supportEmail?: string },
) {
  const [addresses, answers] = await Promise.all([
    coupleAddressesOf(app.db, job.weddingId),
    weddingAnswersOf(app.db, job.weddingId),
  ]);
  const couple =
    answers?.bride_name && answers.groom_name
      ? t('mail:consultation.couple', { bride: answers.bride_name, groom: answers.groom_name })
      : t('mail:consultation.coupleUnknown');
  const context = {
    booking: job.booking,
    couple,
    coupleAddresses: addresses,
    settingsLink: `${job.linkBase}/profile/settings`,
  };
  for (const address of addresses) await app.mail.send(coupleMail(address, context, job.cancelled));
  if (job.supportEmail) await app.mail.send(supportMail(job.supportEmail, context, job.cancelled));
}
