import { BRAND } from '../../lib/brand.ts';
import { escapeHtml } from '../../lib/html.ts';
import { t } from '../../lib/i18n.ts';
import type { Article } from './articles.ts';

export const BLOG_BASE = '/blog/';
const APP_URL = '/profile/';
const PRIVACY_URL = '/profile/privacy';
/** The picture shown with a link to the blog in messengers and social networks (1200×630). */
export const OG_IMAGE_PATH = `${BLOG_BASE}og-image.png`;
/** Search engines cut a page title at about 60 characters. */
export const PAGE_TITLE_MAX_LENGTH = 59;
/** Words a person reads in a minute, for the reading-time line. */
const WORDS_PER_MINUTE = 180;

// One stylesheet inline: the pages run no script, and one request is all a page needs.
const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${BRAND.fontFamily}; color: ${BRAND.text}; background: ${BRAND.background};
  -webkit-font-smoothing: antialiased; line-height: 1.6; font-size: 17px; }
a { color: ${BRAND.primary}; }
a:hover { color: ${BRAND.primaryHover}; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 16px; top: 16px; background: ${BRAND.surface}; padding: 8px 12px; z-index: 1; }
.top { background: ${BRAND.surface}; border-bottom: 1px solid ${BRAND.border}; }
.top__inner, .wrap, .foot__inner { max-width: 760px; margin: 0 auto; padding: 0 20px; }
.top__inner { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 64px; }
.brand { display: flex; align-items: center; gap: 10px; color: ${BRAND.text}; text-decoration: none; font-weight: 600; }
.brand:hover { color: ${BRAND.primary}; }
.brand svg { flex: none; }
.button { display: inline-block; padding: 8px 16px; border-radius: 8px; background: ${BRAND.primary}; color: #fff;
  text-decoration: none; font-weight: 500; font-size: 15px; line-height: 1.5; white-space: nowrap; }
.button:hover, .button:focus-visible { background: ${BRAND.primaryHover}; color: #fff; }
.wrap { padding-top: 40px; padding-bottom: 56px; }
.crumbs { margin: 0 0 16px; font-size: 15px; }
h1 { font-size: 36px; line-height: 1.2; margin: 0 0 12px; letter-spacing: -0.01em; }
.lead { margin: 0 0 32px; color: ${BRAND.mutedText}; font-size: 19px; }
.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
.card { background: ${BRAND.surface}; border: 1px solid ${BRAND.border}; border-radius: 12px; padding: 20px 24px; }
.card h2 { font-size: 22px; line-height: 1.3; margin: 4px 0 8px; }
.card h2 a { color: ${BRAND.text}; text-decoration: none; }
.card h2 a:hover { color: ${BRAND.primary}; }
.card p { margin: 0 0 8px; }
.meta { color: ${BRAND.mutedText}; font-size: 14px; margin: 0; }
.more { font-weight: 500; }
article .meta { margin-bottom: 28px; }
.body h2 { font-size: 25px; line-height: 1.3; margin: 36px 0 12px; }
.body h3 { font-size: 20px; margin: 28px 0 8px; }
.body p, .body ul, .body ol, .body table { margin: 0 0 16px; }
.body li { margin-bottom: 6px; }
.body blockquote { margin: 0 0 16px; padding: 12px 20px; border-left: 4px solid ${BRAND.primary};
  background: ${BRAND.primarySoft}; border-radius: 0 8px 8px 0; }
.body blockquote p:last-child { margin-bottom: 0; }
.body table { border-collapse: collapse; width: 100%; font-size: 16px; }
.body th, .body td { border: 1px solid ${BRAND.border}; padding: 8px 12px; text-align: left; vertical-align: top; }
.body th { background: ${BRAND.primarySoft}; }
.cta { margin-top: 40px; background: ${BRAND.surface}; border: 1px solid ${BRAND.border}; border-radius: 12px;
  padding: 24px; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 16px; }
.cta p { margin: 0; flex: 1 1 320px; }
.cta strong { display: block; font-size: 19px; margin-bottom: 4px; }
.foot { border-top: 1px solid ${BRAND.border}; color: ${BRAND.mutedText}; font-size: 14px; }
.foot__inner { display: flex; flex-wrap: wrap; gap: 8px 24px; justify-content: space-between; padding-top: 20px; padding-bottom: 28px; }
@media (max-width: 520px) {
  body { font-size: 16px; }
  h1 { font-size: 28px; }
  .lead { font-size: 17px; }
  .wrap { padding-top: 28px; }
  .card { padding: 16px 18px; }
  .brand span { font-size: 15px; white-space: nowrap; }
  .top__inner { padding: 0 16px; }
  .button { padding: 6px 12px; font-size: 14px; }
}
@media (max-width: 400px) {
  .brand svg { display: none; }
}
`;

// Two rings: the product's mark, drawn inline so the header costs no request.
const MARK = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
<circle cx="12" cy="17" r="8" fill="none" stroke="${BRAND.primary}" stroke-width="2.5"/>
<circle cx="20" cy="17" r="8" fill="none" stroke="#e8a3bd" stroke-width="2.5"/>
<path d="M17 6.5l3-3.5 3 3.5-3 2.5z" fill="${BRAND.primary}"/>
</svg>`;

const DATE_FORMAT = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The date as Russian readers write it in text: day, month in the genitive, year, no "year" abbreviation. */
export function formatArticleDate(isoDate: string): string {
  return DATE_FORMAT.formatToParts(new Date(`${isoDate}T00:00:00Z`))
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.value)
    .join(' ');
}

function readingMinutes(article: Article): number {
  return Math.max(1, Math.round(article.wordCount / WORDS_PER_MINUTE));
}

function articleMeta(article: Article): string {
  return `<p class="meta"><time datetime="${article.date}">${escapeHtml(formatArticleDate(article.date))}</time> · ${escapeHtml(
    t('blog:readingTime', { count: readingMinutes(article) }),
  )}</p>`;
}

interface PageParts {
  title: string;
  description: string;
  /** Absolute address of the page, for search engines and link previews; absent on the 404 page. */
  canonicalUrl?: string;
  /** The product's public address, for the preview picture's absolute address. */
  publicUrl?: string;
  /** Open Graph type: an article's page is an `article`, the rest of the blog a `website`. */
  article?: { publishedTime: string };
  main: string;
}

function layout(page: PageParts): string {
  const canonical = page.canonicalUrl
    ? `\n<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">\n<meta property="og:url" content="${escapeHtml(page.canonicalUrl)}">`
    : '';
  const image = page.publicUrl
    ? `\n<meta property="og:image" content="${escapeHtml(`${page.publicUrl}${OG_IMAGE_PATH}`)}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">`
    : '';
  const published = page.article
    ? `\n<meta property="article:published_time" content="${escapeHtml(page.article.publishedTime)}">`
    : '';
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">${canonical}
<meta property="og:type" content="${page.article ? 'article' : 'website'}">
<meta property="og:locale" content="ru_RU">
<meta property="og:site_name" content="${escapeHtml(t('blog:title'))}">
<meta property="og:title" content="${escapeHtml(page.title)}">
<meta property="og:description" content="${escapeHtml(page.description)}">${image}${published}
<link rel="icon" href="${APP_URL}favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#content">${escapeHtml(t('blog:skipToContent'))}</a>
<header class="top">
<div class="top__inner">
<a class="brand" href="${BLOG_BASE}">${MARK}<span>${escapeHtml(t('blog:title'))}</span></a>
<a class="button" href="${APP_URL}">${escapeHtml(t('blog:openApp'))}</a>
</div>
</header>
<main id="content" class="wrap">
${page.main}
</main>
<footer class="foot">
<div class="foot__inner">
<span>${escapeHtml(t('blog:footer', { appName: t('common:appName') }))}</span>
<a href="${PRIVACY_URL}">${escapeHtml(t('blog:privacy'))}</a>
</div>
</footer>
</body>
</html>
`;
}

const callToAction = () => `<aside class="cta">
<p><strong>${escapeHtml(t('blog:ctaTitle'))}</strong>${escapeHtml(t('blog:ctaText'))}</p>
<a class="button" href="${APP_URL}">${escapeHtml(t('blog:openApp'))}</a>
</aside>`;

/** The list of articles, newest first. */
export function renderArticleList(articles: Article[], publicUrl: string): string {
  const cards = articles
    .map(
      (article) => `<li class="card">
${articleMeta(article)}
<h2><a href="${BLOG_BASE}${article.slug}">${escapeHtml(article.title)}</a></h2>
<p>${escapeHtml(article.description)}</p>
<a class="more" href="${BLOG_BASE}${article.slug}" aria-hidden="true" tabindex="-1">${escapeHtml(t('blog:readMore'))}</a>
</li>`,
    )
    .join('\n');
  const list = articles.length > 0 ? `<ul class="cards">\n${cards}\n</ul>` : `<p>${escapeHtml(t('blog:empty'))}</p>`;
  return layout({
    title: t('blog:listPageTitle', { blog: t('blog:title'), appName: t('common:appName') }),
    description: t('blog:listDescription'),
    canonicalUrl: `${publicUrl}${BLOG_BASE}`,
    publicUrl,
    main: `<h1>${escapeHtml(t('blog:title'))}</h1>
<p class="lead">${escapeHtml(t('blog:lead'))}</p>
${list}
${callToAction()}`,
  });
}

/**
 * The title of an article's tab and search result: with the blog's name when that fits in
 * 60 characters, else the article's short title (or its title) alone.
 */
export function articlePageTitle(article: Pick<Article, 'title' | 'shortTitle'>): string {
  const withBlog = t('blog:articlePageTitle', { title: article.title, blog: t('blog:title') });
  return withBlog.length <= PAGE_TITLE_MAX_LENGTH ? withBlog : (article.shortTitle ?? article.title);
}

/** One article with a way back to the list and on to the app. */
export function renderArticle(article: Article, publicUrl: string): string {
  return layout({
    title: articlePageTitle(article),
    description: article.description,
    canonicalUrl: `${publicUrl}${BLOG_BASE}${article.slug}`,
    publicUrl,
    article: { publishedTime: article.date },
    main: `<p class="crumbs"><a href="${BLOG_BASE}">${escapeHtml(t('blog:backToList'))}</a></p>
<article>
<h1>${escapeHtml(article.title)}</h1>
${articleMeta(article)}
<div class="body">
${article.html}</div>
</article>
${callToAction()}`,
  });
}

export function renderNotFound(): string {
  return layout({
    title: t('blog:articlePageTitle', { title: t('blog:notFoundTitle'), blog: t('blog:title') }),
    description: t('blog:notFoundText'),
    main: `<h1>${escapeHtml(t('blog:notFoundTitle'))}</h1>
<p class="lead">${escapeHtml(t('blog:notFoundText'))}</p>
<p><a class="button" href="${BLOG_BASE}">${escapeHtml(t('blog:allArticles'))}</a></p>`,
  });
}

/** robots.txt of the site: everything but the API may be crawled, and the blog's sitemap is named. */
export function renderRobots(publicUrl: string): string {
  return `User-agent: *
Disallow: /api/
Allow: /

Sitemap: ${publicUrl}${BLOG_BASE}sitemap.xml
`;
}

/** sitemap.xml of the blog: the list and every article, with its date. */
export function renderSitemap(articles: Article[], publicUrl: string): string {
  const newest = articles[0]?.date;
  const entry = (loc: string, lastmod: string | undefined) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[entry(`${publicUrl}${BLOG_BASE}`, newest), ...articles.map((a) => entry(`${publicUrl}${BLOG_BASE}${a.slug}`, a.date))].join('\n')}
</urlset>
`;
}
