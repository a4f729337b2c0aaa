import fs from 'node:fs';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BlogPageParams } from '../../../src/contract/blog.ts';
import { loadArticles } from './articles.ts';
import {
  BLOG_BASE,
  OG_IMAGE_PATH,
  renderArticle,
  renderArticleList,
  renderNotFound,
  renderRobots,
  renderSitemap,
} from './pages.ts';

export interface BlogOptions {
  /** Folder of the Markdown articles (content/blog in the repository). */
  contentDir: string;
  /** The product's public address, for canonical links and the sitemap. */
  publicUrl: string;
}

// Articles change only with a release, so a browser may keep a page for a while.
const PAGE_CACHE = 'public, max-age=600';

/**
 * The wedding blog at /blog/: plain HTML pages rendered once at start from the Markdown articles
 * of the repository, so a request costs a map lookup. No script runs on them.
 */
export default async function blogRoutes(fastify: FastifyInstance, options: BlogOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const articles = loadArticles(options.contentDir);
  const pages = new Map(articles.map((article) => [article.slug, renderArticle(article, options.publicUrl)]));
  const listPage = renderArticleList(articles, options.publicUrl);
  const notFoundPage = renderNotFound();
  const sitemap = renderSitemap(articles, options.publicUrl);
  const robots = renderRobots(options.publicUrl);
  const ogImage = fs.readFileSync(new URL('./og-image.png', import.meta.url));
  app.log.debug({ articles: articles.length }, 'blog articles loaded');

  const html = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', PAGE_CACHE).type('text/html; charset=utf-8').send(body);

  const hidden = { schema: { hide: true } };
  app.get('/blog', hidden, (_request, reply) => reply.redirect(BLOG_BASE, 301));
  app.get(BLOG_BASE, hidden, (_request, reply) => html(reply, listPage));
  app.get(`${BLOG_BASE}sitemap.xml`, hidden, (_request, reply) =>
    reply.header('Cache-Control', PAGE_CACHE).type('application/xml; charset=utf-8').send(sitemap),
  );
  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.header('Cache-Control', PAGE_CACHE).type('text/plain; charset=utf-8').send(robots),
  );
  app.get(OG_IMAGE_PATH, hidden, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(ogImage),
  );
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(notFoundPage);
  app.get(`${BLOG_BASE}:slug`, { schema: { hide: true, params: BlogPageParams } }, (request, reply) => {
    const page = pages.get(request.params.slug);
    return page ? html(reply, page) : notFound(reply);
  });
  // An article's address typed or linked with a trailing slash goes on to its one address.
  app.get(`${BLOG_BASE}:slug/`, { schema: { hide: true, params: BlogPageParams } }, (request, reply) =>
    pages.has(request.params.slug) ? reply.redirect(`${BLOG_BASE}${request.params.slug}`, 301) : notFound(reply),
  );
  // Deeper paths under the blog are its pages too: a reader gets the blog's 404, not the API's JSON.
  app.get(`${BLOG_BASE}*`, hidden, (_request, reply) => notFound(reply));
}
