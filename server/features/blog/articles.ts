import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';

/** One article of the blog, rendered once when the server starts. */
export interface Article {
  /** The file name without `.md`; the article's address is /blog/<slug>. */
  slug: string;
  title: string;
  /**
   * A shorter title for the browser tab and search results (front matter `shortTitle`), for an
   * article whose title is 60 characters or more; the page's heading keeps the full one.
   */
  shortTitle?: string;
  /** One or two sentences: the page's meta description and the teaser in the list. */
  description: string;
  /** ISO date (YYYY-MM-DD) the article was published. */
  date: string;
  /** The body as HTML; raw HTML in the Markdown is escaped, never passed through. */
  html: string;
  wordCount: number;
}

export class ArticleError extends Error {
  constructor(file: string, problem: string) {
    super(`Blog article ${file}: ${problem}`);
    this.name = 'ArticleError';
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

// `html: false` escapes any HTML written into an article, so a Markdown file can never inject
// markup or a script; typographer turns "--" and quotes into proper typography.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true, quotes: '«»„“' });

function requiredText(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') throw new ArticleError(file, `front matter needs "${key}"`);
  return value.trim();
}

/** Parses one Markdown file with YAML front matter (title, description, date). */
export function parseArticle(file: string, source: string): Article {
  const slug = path.basename(file, '.md');
  if (!SLUG.test(slug)) throw new ArticleError(file, 'the file name must be lowercase latin words joined by "-"');
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ArticleError(file, 'it must start with front matter between "---" lines');
  let data: unknown;
  try {
    // The failsafe schema reads every value as text: a date stays "2026-11-02", not a Date.
    data = parseYaml(match[1], { schema: 'failsafe' });
  } catch (error) {
    throw new ArticleError(file, `front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (typeof data !== 'object' || data === null) throw new ArticleError(file, 'front matter must be a mapping');
  const fields = data as Record<string, unknown>;
  const date = requiredText(fields, 'date', file);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw new ArticleError(file, `date must be YYYY-MM-DD, got "${date}"`);
  }
  const body = source.slice(match[0].length);
  const shortTitle = fields.shortTitle === undefined ? undefined : requiredText(fields, 'shortTitle', file);
  return {
    slug,
    title: requiredText(fields, 'title', file),
    ...(shortTitle ? { shortTitle } : {}),
    description: requiredText(fields, 'description', file),
    date,
    html: markdown.render(body),
    wordCount: body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
  };
}

/** Every article of a folder, newest first. A broken file stops the start, naming the file. */
export function loadArticles(contentDir: string): Article[] {
  if (!fs.existsSync(contentDir)) return [];
  return fs
    .readdirSync(contentDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => parseArticle(name, fs.readFileSync(path.join(contentDir, name), 'utf8')))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
