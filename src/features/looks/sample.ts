import { lookRoutes } from '../../contract/look-routes.ts';
import { LOOK_KINDS, boardOf, type LookCard, type LookKind } from '../../contract/looks.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample boards' cards: [key in sample:data.looks, kind, favourite]; no pictures, so nothing is fetched. */
const LOOKS: Array<[key: string, kind: LookKind, favorite: boolean]> = [
  ['dress', 'dress', true],
  ['suit', 'suit', false],
  ['hair', 'hair', true],
  ['bouquet', 'bouquet', false],
  ['hall', 'hall', true],
  ['arch', 'ceremony', false],
  ['cake', 'cake', true],
];

/** The sample's two boards (the looks and the decor), a card a day. */
export const sample: SectionSample = {
  namespaces: ['looks'],
  reads: ({ texts, now }) => {
    const titles = (texts.data.looks ?? {}) as Record<string, string>;
    const kinds = texts.of('looks:kinds') as Record<string, string>;
    const cards: LookCard[] = LOOKS.map(([key, kind, favorite], index) => ({
      id: `sample-look-${key}`,
      title: titles[key] ?? key,
      category: kind,
      board: boardOf(kind),
      image: null,
      thumbnail: null,
      link: null,
      comment: '',
      favorite,
      createdAt: new Date(now.getTime() - (index + 1) * 86_400_000).toISOString(),
    }));
    const favorites = cards.filter((card) => card.favorite);
    return [
      sampleRead(lookRoutes.list, cards),
      sampleRead(lookRoutes.favorites, favorites),
      sampleRead(lookRoutes.favoritesTotal, { total: favorites.length }),
      sampleRead(
        lookRoutes.dictionary,
        LOOK_KINDS.map((code) => ({ id: `looks-${code}`, code, name: kinds[code] ?? code, board: boardOf(code) })),
      ),
    ];
  },
};
