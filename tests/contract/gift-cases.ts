import { smallWebp } from '../support/images.ts';
import type { Answer } from './answers.ts';
import type { CallBuilder, ContractCase } from './cases.ts';
import { apiRequest } from './states.ts';

/*
 * The gifts (issue 41): a wish, and gifts received from a guest of the list and from a free name;
 * a helper records and ticks them (helperWrite). The guard's answers come from declared-cases.ts.
 */
const get = (path: string) => () => apiRequest('GET', path);
const postJson = (path: string, json: unknown) => apiRequest('POST', path, { json });
const patchJson = (path: string, json: unknown) => apiRequest('PATCH', path, { json });
const putJson = (path: string, json: unknown) => apiRequest('PUT', path, { json });
const idOf = (answer: Answer) => (answer.body as { id: string }).id;

const addWish = () =>
  postJson('/gifts/wishlist', { title: 'Кофемашина', link: 'https://example.ru/coffee', price: 45990 });
const addGuest = () => postJson('/guests', { name: 'Маша Лебедева', from: 'bride' });
/** A gift from the guest the previous call added. */
const fromGuest: CallBuilder = (_context, previous) =>
  postJson('/gifts', { guestIds: [idOf(previous.at(-1)!)], kind: 'item', item: 'Сервиз' });
/** A picture on the wish the previous call added. */
const putPicture: CallBuilder = async (_context, previous) =>
  apiRequest('POST', `${lastPath('/gifts/wishlist', previous)}/picture`, {
    form: { file: new File([new Uint8Array(await smallWebp())], 'kettle.webp', { type: 'image/webp' }) },
  });
/** The public address of the picture the previous call put, without the API's prefix apiRequest adds. */
const picturePath = (previous: Answer[]) =>
  (previous.at(-1)!.body as { picture: string }).picture.replace(/^\/api\/v1/, '');
const setMoney = () =>
  putJson('/gifts/money', { link: 'https://qr.nspk.ru/AS1000?type=01', details: 'Карта 2202 2000 1234 5678\nАнна С.' });
const envelope = () => postJson('/gifts', { from: 'Коллеги Анны', kind: 'money', amount: 15000 });
const lastPath = (base: string, previous: Answer[]) => `${base}/${idOf(previous.at(-1)!)}`;

export const sectionCases: ContractCase[] = [
  { name: 'GET /gifts/wishlist with a wish', state: 'active', before: [addWish], call: get('/gifts/wishlist') },
  { name: 'POST /gifts/wishlist', state: 'active', call: addWish },
  {
    name: 'POST /gifts/wishlist with a blank title',
    state: 'active',
    unchanging: true,
    call: () => postJson('/gifts/wishlist', { title: '  ' }),
    sameValues: (body) => body,
  },
  {
    name: 'PATCH /gifts/wishlist/{id}',
    state: 'active',
    before: [addWish],
    call: (_context, previous) => patchJson(lastPath('/gifts/wishlist', previous), { price: null }),
  },
  {
    name: 'PATCH /gifts/wishlist/{id} of no wish',
    state: 'active',
    unchanging: true,
    call: () => patchJson('/gifts/wishlist/nope', { title: 'Блендер' }),
  },
  {
    name: 'DELETE /gifts/wishlist/{id}',
    state: 'active',
    before: [addWish],
    call: (_context, previous) => apiRequest('DELETE', lastPath('/gifts/wishlist', previous)),
  },
  {
    name: 'DELETE /gifts/wishlist/{id}/reservation of a wish nobody reserved',
    state: 'active',
    before: [addWish],
    call: (_context, previous) => apiRequest('DELETE', `${lastPath('/gifts/wishlist', previous)}/reservation`),
  },
  { name: 'POST /gifts/wishlist/{id}/picture', state: 'active', before: [addWish], call: putPicture },
  {
    name: 'POST /gifts/wishlist/{id}/picture with a file that is not a picture',
    state: 'active',
    before: [addWish],
    call: (_context, previous) =>
      apiRequest('POST', `${lastPath('/gifts/wishlist', previous)}/picture`, {
        form: { file: new File(['%PDF-1.4'], 'kettle.pdf', { type: 'application/pdf' }) },
      }),
  },
  {
    name: 'DELETE /gifts/wishlist/{id}/picture',
    state: 'active',
    before: [addWish, putPicture],
    call: (_context, previous) => apiRequest('DELETE', `${lastPath('/gifts/wishlist', previous)}/picture`),
  },
  {
    name: 'GET /gift-pictures/{name} of a wish with a picture',
    state: 'active',
    before: [addWish, putPicture],
    call: (_context, previous) => apiRequest('GET', picturePath(previous)),
  },
  {
    name: 'GET /gift-pictures/{name} of no picture',
    state: 'logged-out',
    call: () => apiRequest('GET', '/gift-pictures/wf_nothing'),
  },
  { name: 'GET /gifts/money before it is set', state: 'active', call: get('/gifts/money'), sameValues: (body) => body },
  {
    name: 'GET /gifts/money',
    state: 'active',
    before: [setMoney],
    call: get('/gifts/money'),
    sameValues: (body) => body,
  },
  { name: 'PUT /gifts/money', state: 'active', call: setMoney, sameValues: (body) => body },
  {
    name: 'PUT /gifts/money with a link without a host',
    state: 'active',
    unchanging: true,
    call: () => putJson('/gifts/money', { link: 'https://bank', details: '' }),
    sameValues: (body) => body,
  },
  { name: 'GET /gifts with two gifts', state: 'active', before: [addGuest, fromGuest, envelope], call: get('/gifts') },
  {
    name: 'GET /gifts/summary with two gifts',
    state: 'active',
    before: [addGuest, fromGuest, envelope],
    call: get('/gifts/summary'),
    sameValues: (body) => body,
  },
  { name: 'POST /gifts from a guest of the list', state: 'active', before: [addGuest], call: fromGuest },
  { name: 'POST /gifts with a free name', state: 'active', call: envelope },
  {
    name: 'POST /gifts from a guest not on the list',
    state: 'active',
    unchanging: true,
    call: () => postJson('/gifts', { guestIds: ['g_nobody'], kind: 'money', amount: 1000 }),
    sameValues: (body) => body,
  },
  {
    name: 'POST /gifts from no one',
    state: 'active',
    unchanging: true,
    call: () => postJson('/gifts', { kind: 'money', amount: 1000 }),
    sameValues: (body) => body,
  },
  {
    name: 'PATCH /gifts/{id}: thanked',
    state: 'active',
    before: [envelope],
    call: (_context, previous) => patchJson(lastPath('/gifts', previous), { thanked: true }),
  },
  {
    name: 'PATCH /gifts/{id} of no gift',
    state: 'active',
    unchanging: true,
    call: () => patchJson('/gifts/nope', { thanked: true }),
  },
  {
    name: 'DELETE /gifts/{id}',
    state: 'active',
    before: [envelope],
    call: (_context, previous) => apiRequest('DELETE', lastPath('/gifts', previous)),
  },
  { name: 'POST /gifts by a helper', state: 'helper', call: envelope },
  {
    name: 'PATCH /gifts/{id}: thanked by a helper',
    state: 'helper',
    before: [envelope],
    call: (_context, previous) => patchJson(lastPath('/gifts', previous), { thanked: true }),
  },
];
