import type { FastifyReply } from 'fastify';
import { EVENT_PLACE_MAX_LENGTH } from '../../src/contract/invitations.ts';
import { BRAND } from './brand.ts';
import { escapeHtml } from './html.ts';

/*
 * The pages a link with a token in its address opens without a session: a household's invitation
 * (/rsvp/{token}) and the day's timeline (/day/{token}). Server-written HTML, one inline
 * stylesheet of the page's own and no script, so they read at once on a slow phone.
 */

/** A whole page around `body`, with `style` as its one stylesheet. */
export function tokenPageDocument(title: string, style: string, body: string): string {
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    // The address holds the key: never send it on to a map or anywhere else, nor to a search engine.
    '<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex,nofollow">' +
    `<meta name="theme-color" content="${BRAND.primary}">` +
    `<title>${escapeHtml(title)}</title><style>${style.replace(/\n/g, '')}</style></head><body><main>${body}</main></body></html>`
  );
}

/** Sends such a page: never cached, its address never sent on, never indexed. */
export function sendTokenPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** Yandex Maps' search for a place's address (or its name when no address is given). */
export function mapUrl(place: string, address = ''): string | null {
  const where = [place, address].filter((part) => part.trim() !== '').join(', ');
  return where
    ? `https://yandex.ru/maps/?text=${encodeURIComponent(where.slice(0, EVENT_PLACE_MAX_LENGTH * 2))}`
    : null;
}
