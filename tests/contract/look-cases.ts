import { smallWebp } from '../support/images.ts';
import type { Answer } from './answers.ts';
import type { CallBuilder, ContractCase } from './cases.ts';
import { apiRequest } from './states.ts';

/** The looks and decor boards (issue 28): a card with a picture or a link is pinned first where one is needed. */
const pinPicture: CallBuilder = async () =>
  apiRequest('POST', '/looks', {
    form: {
      title: 'Платье',
      category: 'dress',
      file: new File([new Uint8Array(await smallWebp())], 'dress.webp', { type: 'image/webp' }),
    },
  });
const pinLink: CallBuilder = () =>
  apiRequest('POST', '/looks', { form: { title: 'Зал', category: 'hall', link: 'https://example.ru/hall' } });
const cardPath = (previous: Answer[]) => `/looks/${(previous[0]!.body as { id: string }).id}`;
const get = (path: string) => () => apiRequest('GET', path);
const favorite: CallBuilder = (_context, previous) =>
  apiRequest('PATCH', cardPath(previous), { json: { favorite: true } });

export const sectionCases: ContractCase[] = [
  { name: 'GET /dictionaries/looks', state: 'active', call: get('/dictionaries/looks') },
  { name: 'GET /looks with a card', state: 'active', before: [pinLink], call: get('/looks') },
  { name: 'POST /looks with a picture', state: 'active', call: pinPicture },
  { name: 'POST /looks with a link', state: 'active', call: pinLink },
  {
    name: 'POST /looks with neither a picture nor a link',
    state: 'active',
    call: () => apiRequest('POST', '/looks', { form: { title: 'Букет', category: 'bouquet' } }),
    sameValues: (body) => body,
  },
  {
    name: 'POST /looks with a link that is not a web address',
    state: 'active',
    call: () => apiRequest('POST', '/looks', { form: { title: 'Букет', category: 'bouquet', link: 'javascript:1' } }),
    sameValues: (body) => body,
  },
  {
    name: 'POST /looks with a file that is not a picture',
    state: 'active',
    call: () =>
      apiRequest('POST', '/looks', {
        form: {
          title: 'Торт',
          category: 'cake',
          file: new File(['%PDF-1.4'], 'cake.pdf', { type: 'application/pdf' }),
        },
      }),
  },
  { name: 'PATCH /looks/{id}: a favourite', state: 'active', before: [pinLink], call: favorite },
  {
    name: 'PATCH /looks/{id} of no card',
    state: 'active',
    call: () => apiRequest('PATCH', '/looks/nope', { json: { favorite: true } }),
  },
  {
    name: 'DELETE /looks/{id}',
    state: 'active',
    before: [pinLink],
    call: (_context, previous) => apiRequest('DELETE', cardPath(previous)),
  },
  {
    name: 'GET /looks/favorites with one',
    state: 'active',
    before: [pinLink, favorite],
    call: get('/looks/favorites'),
  },
  {
    name: 'GET /looks/favorites/total with one',
    state: 'active',
    before: [pinLink, favorite],
    call: get('/looks/favorites/total'),
    sameValues: (body) => body,
  },
  {
    name: 'GET /looks/{id}/image of a card with a picture',
    state: 'active',
    before: [pinPicture],
    call: (_context, previous) => apiRequest('GET', `${cardPath(previous)}/image`),
  },
  {
    name: 'GET /looks/{id}/image of a card with only a link',
    state: 'active',
    before: [pinLink],
    call: (_context, previous) => apiRequest('GET', `${cardPath(previous)}/image`),
  },
  {
    name: 'GET /looks/{id}/thumbnail of a card with a picture',
    state: 'active',
    before: [pinPicture],
    call: (_context, previous) => apiRequest('GET', `${cardPath(previous)}/thumbnail`),
  },
];
