import { messageRoutes } from '../../../src/contract/message-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { messageDepsOf } from './deps.ts';
import { sendDueMessages, sendMessageNow } from './send.ts';
import * as messages from './service.ts';

/** How often a process looks for messages whose time has come (until app.jobs schedules each one). */
const SEND_SWEEP_MS = 30_000;

/**
 * Messages to guests and the RSVP reminders, as `messageRoutes` declares them. A message due now
 * is sent after the answer (app.background); one at a time waits for the sweep.
 */
export default planningFeature(messageRoutes, (app, options) => {
  const deps = messageDepsOf(app, options);
  const sweep = setInterval(() => app.background.run(async () => void (await sendDueMessages(deps))), SEND_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  return {
    list: async (request) => messages.listMessages(deps, request.weddingId),
    reach: async (request) => messages.reachOfQuery(deps, request.weddingId, request.query, request.mailLinkBase),
    one: async (request) => messages.findMessage(deps, request.weddingId, request.params.id),
    send: async (request, reply) => {
      const message = await messages.createMessage(deps, request.weddingId, request.body, request.mailLinkBase);
      if (message.status === 'scheduled' && Date.parse(message.sendAt) <= deps.now().getTime()) {
        app.background.run(async () => void (await sendMessageNow(deps, message.id)));
      }
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
