import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  RSVP_CHILDREN_MAX,
  RSVP_DIET_MAX_LENGTH,
  RSVP_MESSAGE_MAX_LENGTH,
  RSVP_PAGE_BASE,
  RsvpFormFields,
  RsvpPageQuery,
  RsvpTokenParams,
  type RsvpAnswer,
  type RsvpAnswerRequest,
  type RsvpDiet,
} from '../../../src/contract/invitations.ts';
import { PRINTABLE } from '../../../src/contract/schema-kit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { sendTokenPage } from '../../lib/token-page.ts';
import { refuseCrossSite } from '../../plugins/same-origin.ts';
import { openSitePathOf } from '../site/public.ts';
import { answer, depsOf, erase, householdPage, limitAnswer, readLimited, type Options } from './household.ts';
import { invitationPage, notFoundPage, type PageState } from './page.ts';

/*
 * The household's page at /rsvp/{token}, written by hand (not a JSON call): readable with no
 * script, its form posted to itself, the same-origin check applied here as the API's is.
 */

const hidden = { schema: { hide: true } };

const printable = new RegExp(PRINTABLE);

/** One text of the form, trimmed; too long or unprintable is refused naming the field. */
function formText(fields: Record<string, string>, name: string, label: string, max: number, multiline = false) {
  const raw = (fields[name] ?? '').replace(/\r\n?/g, '\n');
  const checked = multiline ? raw.replace(/\n/g, ' ') : raw;
  if (raw.length > max || !printable.test(checked)) {
    throw new HttpError(422, t('rsvp:errors.tooLong', { field: t(label) }));
  }
  return raw.trim();
}

/**
 * The form's fields as the API's body: `a.<guest>.<part>` a guest's answer, `h.<guest>.<part>` their
 * +1's, `d.<guest>` and `dh.<guest>` their diets (`diet`, a page drawn before diets per person, is
 * the first guest's). A text too long or a bad count is refused with the page's message.
 */
export function answerFromForm(fields: Record<string, string>): RsvpAnswerRequest {
  const answers: RsvpAnswer[] = [];
  const diets: RsvpDiet[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const answer = /^(a|h)\.([^.]+)\.([^.]+)$/.exec(name);
    if (answer && (value === 'yes' || value === 'no')) {
      const coming = { guestId: answer[2]!, eventId: answer[3]!, coming: value === 'yes' };
      answers.push(answer[1] === 'h' ? { ...coming, half: true } : coming);
    }
    const diet = /^(d|dh)\.([^.]+)$/.exec(name);
    if (diet) {
      const text = formText(fields, name, 'rsvp:page.diet', RSVP_DIET_MAX_LENGTH);
      diets.push(diet[1] === 'dh' ? { guestId: diet[2]!, half: true, diet: text } : { guestId: diet[2]!, diet: text });
    }
  }
  const body: RsvpAnswerRequest = {
    answers,
    diets,
    message: formText(fields, 'message', 'rsvp:page.message', RSVP_MESSAGE_MAX_LENGTH, true),
    transfer: fields.transfer === '1',
    overnight: fields.overnight === '1',
  };
  if ('diet' in fields) body.diet = formText(fields, 'diet', 'rsvp:page.diet', RSVP_DIET_MAX_LENGTH);
  if ('halfName' in fields) body.halfName = formText(fields, 'halfName', 'rsvp:page.halfName', 200) || null;
  const children = (fields.childrenCount ?? '').trim();
  if (children !== '') {
    const count = Number(children);
    if (!Number.isInteger(count) || count < 0 || count > RSVP_CHILDREN_MAX) {
      throw new HttpError(422, t('rsvp:errors.childrenCount', { max: RSVP_CHILDREN_MAX }));
    }
    body.childrenCount = count;
  }
  return body;
}

const FORM_LIMIT = 32 * 1024;

/** GET and POST /rsvp/{token}: the page, readable with no script, and its form. */
export async function rsvpPageRoutes(fastify: FastifyInstance, options: Options) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = depsOf(fastify, options);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  /** The household's Telegram link; a failure to make one leaves the link out, never the page. */
  const telegramLink = async (invitationId: string) => {
    try {
      return (await options.telegramLinkOf?.(invitationId)) ?? null;
    } catch (error) {
      fastify.log.error({ err: error }, 'rsvp: the Telegram link failed');
      return null;
    }
  };

  /** The wedding's site when open to guests, carrying the token so the site links back to this page. */
  const siteLink = async (weddingId: string, token: string) => {
    const path = await openSitePathOf(fastify.db, weddingId);
    return path ? `${path}?from=${encodeURIComponent(token)}` : null;
  };

  /** The page, or the friendly 404 for a wrong or revoked token; other refusals shown above the form. */
  const show = async (reply: FastifyReply, token: string, state: PageState, status = 200) => {
    try {
      const { page, invitationId, weddingId } = await householdPage(deps, token);
      const telegram = await telegramLink(invitationId);
      const site = await siteLink(weddingId, token);
      const action = `${RSVP_PAGE_BASE}${encodeURIComponent(token)}`;
      return sendTokenPage(reply, status, invitationPage(page, action, { ...state, telegram, site }));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return sendTokenPage(reply, 404, notFoundPage());
      throw error;
    }
  };

  app.get(
    `${RSVP_PAGE_BASE}:token`,
    { schema: { hide: true, params: RsvpTokenParams, querystring: RsvpPageQuery } },
    async (request, reply) => {
      const { token } = request.params;
      try {
        const { page, invitationId, weddingId } = await readLimited(fastify, deps, request, token);
        const state = {
          saved: request.query.saved === '1',
          erased: request.query.erased === '1',
          telegram: await telegramLink(invitationId),
          site: await siteLink(weddingId, token),
        };
        return sendTokenPage(reply, 200, invitationPage(page, `${RSVP_PAGE_BASE}${encodeURIComponent(token)}`, state));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return sendTokenPage(reply, 404, notFoundPage());
        throw error;
      }
    },
  );

  app.post(
    `${RSVP_PAGE_BASE}:token`,
    { schema: { hide: true, params: RsvpTokenParams, body: RsvpFormFields } },
    async (request, reply) => {
      const { token } = request.params;
      try {
        await refuseCrossSite(request, options.publicUrl);
        if (typeof request.body !== 'object' || request.body === null) {
          throw new HttpError(400, t('auth:server.malformedForm'));
        }
        await limitAnswer(fastify, request, token);
        await answer(fastify, deps, token, answerFromForm(request.body));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode !== 404) {
          if (error.headers['retry-after']) void reply.header('retry-after', error.headers['retry-after']);
          return show(reply, token, { error: error.message }, error.statusCode);
        }
        if (error instanceof HttpError) return sendTokenPage(reply, 404, notFoundPage());
        throw error;
      }
      return reply.redirect(`${RSVP_PAGE_BASE}${encodeURIComponent(token)}?saved=1`, 303);
    },
  );

  // The household erases its own data: the page's form, posted with nothing in it.
  app.post(
    `${RSVP_PAGE_BASE}:token/erase`,
    { schema: { hide: true, params: RsvpTokenParams } },
    async (request, reply) => {
      const { token } = request.params;
      try {
        await refuseCrossSite(request, options.publicUrl);
        await limitAnswer(fastify, request, token);
        await erase(fastify, deps, options, token);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode !== 404) {
          if (error.headers['retry-after']) void reply.header('retry-after', error.headers['retry-after']);
          return show(reply, token, { error: error.message }, error.statusCode);
        }
        if (error instanceof HttpError) return sendTokenPage(reply, 404, notFoundPage());
        throw error;
      }
      return reply.redirect(`${RSVP_PAGE_BASE}${encodeURIComponent(token)}?erased=1`, 303);
    },
  );

  app.get(`${RSVP_PAGE_BASE}*`, hidden, (_request, reply) => sendTokenPage(reply, 404, notFoundPage()));
  app.get('/rsvp', hidden, (_request, reply) => sendTokenPage(reply, 404, notFoundPage()));
}
