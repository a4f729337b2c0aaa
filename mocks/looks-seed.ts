import type { StoredLookCard } from '../src/contract/look-rules.ts';
import type { LookKind } from '../src/contract/looks.ts';

type Seed = [title: string, category: LookKind, favorite: boolean, link: string | null, comment: string];

/*
 * The boards a scenario starts with: on `looks-page` and `decor-page`, a couple a few weeks into
 * collecting ideas, each picture drawn here (`drawnPicture`); none elsewhere, as a new couple on
 * the real server.
 */
const SEEDS: Seed[] = [
  ['Платье с открытой спиной', 'dress', true, 'https://www.pinterest.com/pin/1', 'Примерка в салоне 14-го'],
  ['Классический костюм-тройка', 'suit', false, null, 'Синий, не чёрный'],
  ['Низкий пучок с веточкой эвкалипта', 'hair', true, 'https://www.pinterest.com/pin/2', ''],
  ['Нюдовый макияж', 'makeup', false, null, 'Спросить визажиста про стойкость'],
  ['Букет из пионов и эвкалипта', 'bouquet', true, null, ''],
  ['Кольца из белого золота', 'rings', false, 'https://example.ru/rings/42', 'Гравировка внутри'],
  ['Зал в зелени и свечах', 'hall', true, 'https://www.pinterest.com/pin/3', 'Как в «Усадьбе», но теплее'],
  ['Арка из пампасной травы', 'ceremony', false, null, ''],
  ['Сервировка с льняными салфетками', 'tables', true, null, 'Салфетки цвета шалфея'],
  ['Трёхъярусный торт с ягодами', 'cake', false, 'https://example.ru/cakes/berry', 'Без мастики'],
  ['Приглашения на крафтовой бумаге', 'stationery', false, null, ''],
];

export function newMockLooks(scenario: string, now = Date.now()): StoredLookCard[] {
  if (scenario !== 'looks-page' && scenario !== 'decor-page') return [];
  return SEEDS.map(([title, category, favorite, link, comment], index) => ({
    id: `look_mock_${index + 1}`,
    title,
    category,
    link,
    comment,
    favorite,
    createdAt: new Date(now - (index + 1) * 86_400_000).toISOString(),
    picture: true,
  }));
}

const PALETTES = [
  ['#f6d5d9', '#c98b97'],
  ['#e3e8d6', '#8fa57a'],
  ['#f3e6d3', '#c9a27a'],
  ['#dfe3ef', '#8b95b8'],
];

/** A seeded card's picture: a soft gradient with a few shapes, different per card. */
export function drawnPicture(card: StoredLookCard): string {
  const index = card.id.split('').reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const [light, dark] = PALETTES[index % PALETTES.length]!;
  const x = 120 + ((index * 37) % 240);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="480" height="600" fill="url(#g)"/>` +
    `<circle cx="${x}" cy="220" r="110" fill="#fff" fill-opacity="0.35"/>` +
    `<ellipse cx="240" cy="520" rx="260" ry="90" fill="#fff" fill-opacity="0.25"/></svg>`
  );
}
