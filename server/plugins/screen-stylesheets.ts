import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ScreenStylesheetParams } from '../../src/contract/server-screen.ts';
import { sendRouteNotFound } from './error-handler.ts';

/*
 * One stylesheet per drawn screen (issue 23). The build cuts a screen's styles into up to ten
 * files, by what other screens share; a phone with a cold cache fetches those over six connections
 * in two round trips before the drawing can paint. Joined in their order under one immutable
 * address, they need one. The page also names each file as a disabled link: never fetched, but
 * the app's loader (Vite's preload helper) finds it there and does not fetch it again when it loads
 * the page's chunks; the joined sheet keeps styling the page after the drawing is gone.
 */

export interface ScreenStylesheet {
  /** Its file name: the screen's key and a hash of its content, so it can be cached for good. */
  name: string;
  raw: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

/** The files of dist/ (as the manifest names them) joined in their order, compressed once. */
export function joinStylesheets(distDir: string, key: string, files: string[]): ScreenStylesheet {
  const raw = Buffer.from(files.map((file) => fs.readFileSync(path.join(distDir, file), 'utf8')).join('\n'));
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 10);
  return {
    name: `${key}-${hash}.css`,
    raw,
    brotli: zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      },
    }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  };
}

/** GET {prefix}{name}: a joined stylesheet, in the best encoding the browser takes. */
export function serveScreenStylesheets(
  app: FastifyInstance,
  prefix: string,
  find: (name: string) => Promise<ScreenStylesheet | undefined>,
) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(`${prefix}:name`, { schema: { hide: true, params: ScreenStylesheetParams } }, async (request, reply) => {
    const sheet = await find(request.params.name);
    // Not the app's page, as other addresses under /profile/ get: a stylesheet that is not there.
    if (!sheet) return sendRouteNotFound(reply);
    const accepted = request.headers['accept-encoding'] ?? '';
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', sheet.brotli]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', sheet.gzip]
        : [undefined, sheet.raw];
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Vary', 'Accept-Encoding')
      .type('text/css; charset=utf-8')
      .send(body);
  });
}
