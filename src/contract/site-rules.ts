import type { Site, SiteRequest } from './site.ts';
import { SITE_SLUG_MAX_LENGTH, SITE_SLUG_MIN_LENGTH, SITE_SLUG_PATTERN } from './site.ts';
import { blankProblem, firstProblem, type FieldProblem } from './rule-problem.ts';

/*
 * The site's rules, shared by the server (server/features/site) and the mock so both answer alike:
 * what an address may be, the address suggested from the couple's names, and how a request is kept.
 */

const slugPattern = new RegExp(SITE_SLUG_PATTERN);

/** Whether an address is well formed (its uniqueness is the database's). */
export function isSlug(value: string): boolean {
  return value.length >= SITE_SLUG_MIN_LENGTH && value.length <= SITE_SLUG_MAX_LENGTH && slugPattern.test(value);
}

/** A malformed address; a blank FAQ question. */
export function siteProblem(body: SiteRequest): FieldProblem | null {
  const slug = body.slug.trim();
  const slugProblem: FieldProblem | null = !slug
    ? { field: 'slug', key: 'validation:required' }
    : isSlug(slug)
      ? null
      : {
          field: 'slug',
          key: 'site:errors.slug',
          values: { min: SITE_SLUG_MIN_LENGTH, max: SITE_SLUG_MAX_LENGTH },
        };
  return firstProblem(
    slugProblem,
    ...body.faq.map((item, index) => blankProblem(`faq.${index}.question`, item.question)),
  );
}

/** The request as both back ends keep it: texts trimmed, colours in lower case. */
export function siteOf(body: SiteRequest): SiteRequest {
  return {
    enabled: body.enabled,
    slug: body.slug.trim(),
    story: body.story.trim(),
    dressCode: body.dressCode.trim(),
    palette: body.palette.map((colour) => colour.toLowerCase()),
    faq: body.faq.map((item) => ({ question: item.question.trim(), answer: item.answer.trim() })),
    transfer: body.transfer.trim(),
    accommodation: body.accommodation.trim(),
    theme: body.theme,
    password: body.password,
  };
}

/** A site not saved yet: off, open, the classic design, `slug` the suggestion. */
export function blankSite(slug: string): Site {
  return {
    enabled: false,
    slug,
    story: '',
    dressCode: '',
    palette: [],
    faq: [],
    transfer: '',
    accommodation: '',
    theme: 'classic',
    password: '',
    saved: false,
  };
}

/* The Russian alphabet (U+0430…U+044F) in latin letters, as passports write it (ICAO 9303). */
const LATIN = [
  'a',
  'b',
  'v',
  'g',
  'd',
  'e',
  'zh',
  'z',
  'i',
  'i',
  'k',
  'l',
  'm',
  'n',
  'o',
  'p',
  'r',
  's',
  't',
  'u',
  'f',
  'kh',
  'ts',
  'ch',
  'sh',
  'shch',
  '',
  'y',
  '',
  'e',
  'iu',
  'ia',
];
const CYRILLIC_A = 0x430;
const CYRILLIC_YO = 0x451;

/** A name in latin letters: Russian letters transliterated, anything else not latin dropped. */
function latinOf(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    const code = char.codePointAt(0)!;
    if (code >= CYRILLIC_A && code < CYRILLIC_A + LATIN.length) out += LATIN[code - CYRILLIC_A];
    else if (code === CYRILLIC_YO) out += 'e';
    else if (/[a-z0-9]/.test(char)) out += char;
    else out += '-';
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/**
 * The address suggested from the couple's first names ("anna-i-petr"), or "svadba" without names;
 * `taken` says whether an address is someone's already, and a number is added until one is free.
 */
export function suggestedSlug(
  brideName: string | null | undefined,
  groomName: string | null | undefined,
  taken: (slug: string) => boolean,
): string {
  const names = [brideName, groomName].map((name) => latinOf((name ?? '').trim().split(/\s+/)[0] ?? ''));
  const joined = names.filter(Boolean).join('-i-');
  let base = joined.length >= SITE_SLUG_MIN_LENGTH ? joined : 'svadba';
  base = base.slice(0, SITE_SLUG_MAX_LENGTH - 4).replace(/-$/, '');
  if (!taken(base)) return base;
  for (let n = 2; n < 10_000; n += 1) {
    if (!taken(`${base}-${n}`)) return `${base}-${n}`;
  }
  return `${base}-${Date.now() % 10_000}`;
}
