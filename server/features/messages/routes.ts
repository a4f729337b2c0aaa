import { messageRoutes } from '../../../src/contract/message-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { messageDepsOf } from './deps.ts';
import { MESSAGE_SEND_JOB, type MessageSendPayload } from './jobs.ts';
import { scheduleReminders } from './reminders.ts';
import { sendMessageNow } from './send.ts';
import * as messages from './service.ts';

/**
 * Messages to guests and the RSVP reminders, as `messageRoutes` declares them. Each message is sent
 * by its job (at once or at its time); a failed attempt (an SMTP outage) is retried by the
 * scheduler and goes on with the deliveries still queued. The reminders are jobs too (reminders.ts).
 */
export default planningFeature(messageRoutes, (app, options) => {
  const deps = messageDepsOf(app, options);
  app.jobs.define<MessageSendPayload>({
    kind: MESSAGE_SEND_JOB,
    // The job is the one runner of its message: a later attempt resumes what an earlier one began.
    run: async (_app, payload) => void (await sendMessageNow(deps, payload.messageId, { resume: true })),
  });
  scheduleReminders(app, deps, options.publicUrl ?? '');

  return {
    list: async (request) => messages.listMessages(deps, request.weddingId),
    reach: async (request) => messages.reachOfQuery(deps, request.weddingId, request.query, request.mailLinkBase),
    one: async (request) => messages.findMessage(deps, request.weddingId, request.params.id),
    send: async (request, reply) => {
      const message = await messages.createMessage(deps, request.weddingId, request.body, request.mailLinkBase);
      return reply.code(201).send(message);
    },
    cancel: async (request) => {
      await messages.cancelMessage(deps, request.weddingId, request.params.id);
      return {};
    },
    reminders: async (request) => messages.remindersOf(deps, request.weddingId),
    setReminders: async (request) => messages.setReminders(deps, request.weddingId, request.body),
  };
});
