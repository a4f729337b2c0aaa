import * as Type from 'typebox';
import type { Static } from 'typebox';

/** An article's address under /blog/: its file name in content/blog without `.md`. */
export const BlogPageParams = Type.Object({ slug: Type.String() });
export type BlogPageParams = Static<typeof BlogPageParams>;
