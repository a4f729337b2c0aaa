import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArticles, parseArticle } from '../../server/features/blog/articles.ts';
import { escapeHtml } from '../../server/lib/html.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const contentDir = path.resolve(import.meta.dirname, '../../content/blog');

/** The text of the first match of a pattern, HTML entities left as they are. */
function first(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

// The blog reads no database, so one engine is enough.
describe('the wedding blog with the articles of the repository', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { PUBLIC_URL: 'https://svadba.example.ru' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds at least six articles of 400 to 900 words, each with its own title and description', () => {
    const articles = loadArticles(contentDir);
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(400);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(900);
      expect(article.description.length, article.slug).toBeLessThanOrEqual(200);
    }
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.description)).size).toBe(articles.length);
  });

  it('lists every article at /blog/ as a plain HTML page titled «Свадебный блог», with a link to the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(first(res.body, /<title>(.*?)<\/title>/)).toBe('Свадебный блог — Свадебный планировщик');
    expect(first(res.body, /<h1>(.*?)<\/h1>/)).toBe('Свадебный блог');
    expect(first(res.body, /<meta name="description" content="([^"]+)">/)).toMatch(/бюджет/);
    expect(res.body).toContain('<link rel="canonical" href="https://svadba.example.ru/blog/">');
    expect(res.body).toContain('href="/profile/"');
    for (const article of loadArticles(contentDir)) {
      expect(res.body).toContain(`href="/blog/${article.slug}"`);
    }
    // Readable without JavaScript, and nothing the strict CSP would block.
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
  });

  it('sends /blog on to /blog/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog/');
  });

  it('serves each article with its title, description, the way back to the list and to the app', async () => {
    for (const article of loadArticles(contentDir)) {
      const res = await t.app.inject({ method: 'GET', url: `/blog/${article.slug}` });
      expect(res.statusCode, article.slug).toBe(200);
      expect(first(res.body, /<h1>(.*?)<\/h1>/), article.slug).toBe(escapeHtml(article.title));
      expect(res.body).toContain('<meta name="description" content="');
      expect(res.body).toContain('href="/blog/"');
      expect(res.body).toContain('href="/profile/"');
      expect(res.body).toMatch(/\d+ минут[аы]? чтения/);
      expect(res.body).not.toMatch(/<script/i);
    }
  });

  it('titles every article under 60 characters, with the blog’s name when it fits, and keeps the full heading', async () => {
    const titles: string[] = [];
    for (const article of loadArticles(contentDir)) {
      const res = await t.app.inject({ method: 'GET', url: `/blog/${article.slug}` });
      const title = first(res.body, /<title>(.*?)<\/title>/)!;
      titles.push(title);
      expect(title.length, title).toBeLessThan(60);
      expect(first(res.body, /<meta property="og:title" content="([^"]+)">/)).toBe(title);
    }
    expect(titles).toContain('Чек-лист подготовки к свадьбе по месяцам — Свадебный блог');
    expect(titles).toContain('Площадка и подрядчики: порядок выбора и вопросы');
    expect(titles).toContain('Список гостей: кого позвать и как не поссориться с роднёй');
    const venue = await t.app.inject({ method: 'GET', url: '/blog/venue-and-vendors' });
    expect(first(venue.body, /<h1>(.*?)<\/h1>/)).toBe(
      'Площадка и подрядчики: в каком порядке выбирать и что спросить до договора',
    );
  });

  it('describes an article to link previews: og:type article, its address, Russian locale and a picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/wedding-budget' });
    const og = (property: string) => first(res.body, new RegExp(`<meta property="${property}" content="([^"]*)">`));
    expect(og('og:type')).toBe('article');
    expect(og('og:url')).toBe('https://svadba.example.ru/blog/wedding-budget');
    expect(og('og:locale')).toBe('ru_RU');
    expect(og('og:image')).toBe('https://svadba.example.ru/blog/og-image.png');
    expect(og('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const list = await t.app.inject({ method: 'GET', url: '/blog/' });
    expect(first(list.body, /<meta property="og:type" content="([^"]*)">/)).toBe('website');
    expect(first(list.body, /<meta property="og:url" content="([^"]*)">/)).toBe('https://svadba.example.ru/blog/');

    const image = await t.app.inject({ method: 'GET', url: '/blog/og-image.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('sends an article’s address with a trailing slash on to the article, and an unknown one to the 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/wedding-budget/' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog/wedding-budget');
    expect((await t.app.inject({ method: 'GET', url: res.headers.location })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/blog/no-such-article/' })).statusCode).toBe(404);
  });

  it('answers /robots.txt, letting crawlers in and pointing them to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Sitemap: https:\/\/svadba\.example\.ru\/blog\/sitemap\.xml$/m);
  });

  it('answers an unknown article with the blog’s own HTML 404 page, not JSON', async () => {
    for (const url of ['/blog/no-such-article', '/blog/a/b', '/blog/%3Cscript%3E']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('Статья не найдена');
      expect(res.body, url).toContain('href="/blog/"');
      expect(res.body, url).not.toContain('<script>');
    }
  });

  it('lists the blog and every article in sitemap.xml with absolute addresses and dates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<loc>https://svadba.example.ru/blog/</loc>');
    for (const article of loadArticles(contentDir)) {
      expect(res.body).toContain(
        `<url><loc>https://svadba.example.ru/blog/${article.slug}</loc><lastmod>${article.date}</lastmod></url>`,
      );
    }
  });

  it('sends the site’s security headers and compresses the pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('the blog renders what authors write safely', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dir, 'older.md'),
      '---\ntitle: Старая статья\ndescription: Первая\ndate: 2026-01-10\n---\nТекст.\n',
    );
    fs.writeFileSync(
      path.join(dir, 'tricky.md'),
      [
        '---',
        'title: "Бюджет <b>& «гости»</b>"',
        'description: "Описание с \\"кавычками\\" и <script>alert(1)</script>"',
        'date: 2026-03-05',
        '---',
        'Абзац с <script>alert(1)</script> и <img src=x onerror=alert(1)>.',
        '',
        '[ссылка](javascript:alert(1)) и **жирный** текст.',
        '',
      ].join('\n'),
    );
    t = await buildTestApp('sqlite', {}, { blogDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('escapes HTML in titles, descriptions and the Markdown body, and drops javascript: links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/tricky' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Бюджет &lt;b&gt;&amp; «гости»&lt;/b&gt; — Свадебный блог</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Описание с &quot;кавычками&quot; и &lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).toContain('<strong>жирный</strong>');
    expect(res.body).not.toContain('href="javascript:');
    expect(res.body).not.toMatch(/<script|<img/i);
  });

  it('lists the newest article first, with its date in Russian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/' });
    expect(res.body.indexOf('/blog/tricky')).toBeLessThan(res.body.indexOf('/blog/older'));
    expect(res.body).toContain('<time datetime="2026-03-05">5 марта 2026</time>');
  });

  it('refuses an article without the front matter it needs, naming the file', () => {
    expect(() => parseArticle('no-date.md', '---\ntitle: Т\ndescription: О\n---\nТекст')).toThrow(
      'Blog article no-date.md: front matter needs "date"',
    );
    expect(() => parseArticle('Bad_Name.md', '---\ntitle: Т\n---\n')).toThrow(/file name/);
  });
});
