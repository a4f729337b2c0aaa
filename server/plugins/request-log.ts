import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../lib/redact.ts';

/**
 * One access-log line per request, written when its answer is done: method, URL, client address,
 * status and time, under the request's id (addresses and tokens in the query left out, see redact.ts). Fastify's default writes two (one on arrival, one on
 * completion), and serializing a log line cost more than the health route itself; the arrival
 * line held nothing the completion line does not. Errors keep their own lines (error-handler).
 */
export class AccessLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Every answer names its request id, so a user's report can be matched with its log line; a
 * request whose client left before the answer still gets a line, marked aborted.
 */
async function requestLog(app: FastifyInstance) {
  // Among the reply's headers, not the raw response's (see security.ts).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info(
      { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip },
      'request aborted',
    );
    done();
  });
}

export default fp(requestLog, { name: 'request-log' });
