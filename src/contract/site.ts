import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Text } from './schema-kit.ts';

/*
 * The wedding's site (api.md, "The wedding site and gifts"; issue 41, item 1): a page for the guests
 * at /w/{slug}, outside the app, built by the server from the invitations' parts of the day and what
 * the couple writes here. The password is kept as the couple typed it, so they can read it back and
 * tell it to the guests: it shuts a page of wedding notes, not an account.
 */

export const SITE_SLUG_MIN_LENGTH = 3;
export const SITE_SLUG_MAX_LENGTH = 40;
/** Lowercase latin letters, digits and hyphens, not starting or ending with a hyphen. */
export const SITE_SLUG_PATTERN = '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$';
export const SITE_STORY_MAX_LENGTH = 5000;
export const SITE_DRESS_CODE_MAX_LENGTH = 1000;
export const SITE_NOTE_MAX_LENGTH = 2000;
export const SITE_PALETTE_MAX = 6;
export const SITE_COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';
export const SITE_FAQ_MAX = 20;
export const SITE_FAQ_QUESTION_MAX_LENGTH = 200;
export const SITE_FAQ_ANSWER_MAX_LENGTH = 2000;
export const SITE_PASSWORD_MAX_LENGTH = 64;
/** The three designs the couple chooses from (the page's stylesheet, server/features/site/themes.ts). */
export const SITE_THEMES = ['classic', 'garden', 'minimal'] as const;
export type SiteTheme = (typeof SITE_THEMES)[number];
/** Where the site's page lives, outside /profile. */
export const SITE_PAGE_BASE = '/w/';

export const SiteFaqItem = Closed({
  question: Text({ max: SITE_FAQ_QUESTION_MAX_LENGTH, description: 'Required: a blank question is refused.' }),
  answer: Type.String({ maxLength: SITE_FAQ_ANSWER_MAX_LENGTH }),
});
export type SiteFaqItem = Static<typeof SiteFaqItem>;

const MultilineText = (max: number, description: string) => Type.String({ maxLength: max, description });

export const SiteRequest = Closed({
  enabled: Type.Boolean({ description: 'Whether guests may open /w/{slug}.' }),
  slug: Type.String({
    maxLength: SITE_SLUG_MAX_LENGTH,
    description:
      'The address: lowercase latin letters, digits and -, 3–40, unique across the product (422 when taken).',
  }),
  story: MultilineText(SITE_STORY_MAX_LENGTH, 'The couple’s story.'),
  dressCode: MultilineText(SITE_DRESS_CODE_MAX_LENGTH, 'What to wear.'),
  palette: Type.Array(Type.String({ pattern: SITE_COLOUR_PATTERN }), {
    maxItems: SITE_PALETTE_MAX,
    description: 'The dress code’s colours, #rrggbb, shown as swatches.',
  }),
  faq: Type.Array(SiteFaqItem, { maxItems: SITE_FAQ_MAX }),
  transfer: MultilineText(SITE_NOTE_MAX_LENGTH, 'How the guests get there and back.'),
  accommodation: MultilineText(SITE_NOTE_MAX_LENGTH, 'Where guests from afar may stay.'),
  theme: Type.Enum(SITE_THEMES, { description: 'The design.' }),
  password: Type.String({
    maxLength: SITE_PASSWORD_MAX_LENGTH,
    pattern: '^[^\\u0000-\\u001F\\u007F]*$',
    description: 'Empty: the site is open; otherwise guests type it first.',
  }),
});
export type SiteRequest = Static<typeof SiteRequest>;

/** GET /site: the stored site, or a blank one whose slug is a free suggestion from the couple’s names. */
export const Site = Closed({
  ...SiteRequest.properties,
  saved: Type.Boolean({ description: 'False until the first PUT: the slug is then only a suggestion.' }),
});
export type Site = Static<typeof Site>;

/** A thing of the site's wishlist: the site's address and the wish's id. */
export const SiteWishParams = Closed({
  slug: Type.String({ minLength: 1, maxLength: SITE_SLUG_MAX_LENGTH }),
  id: Type.String({ minLength: 1, maxLength: 64 }),
});
export type SiteWishParams = Static<typeof SiteWishParams>;
