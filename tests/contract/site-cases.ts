import type { ContractCase } from './cases.ts';
import { apiRequest } from './states.ts';

/*
 * The wedding's site (issue 41): read before and after a save, a save, and an address that is not
 * latin. The guard's answers come from declared-cases.ts.
 */
const site = (slug: string) => ({
  enabled: true,
  slug,
  story: 'Познакомились в книжном',
  dressCode: 'Пастельные тона',
  palette: ['#e8d5c4'],
  faq: [{ question: 'Можно с детьми?', answer: 'Конечно' }],
  transfer: '',
  accommodation: '',
  theme: 'garden',
  password: '',
});
const put = (slug: string) => () => apiRequest('PUT', '/site', { json: site(slug) });
/** An address of this run only: the product's addresses are shared by every couple of the suite. */
const freeSlug = () => `contract-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

export const sectionCases: ContractCase[] = [
  { name: 'GET /site before the first save', state: 'active', call: () => apiRequest('GET', '/site') },
  {
    name: 'GET /site once saved',
    state: 'active',
    before: [() => put(freeSlug())()],
    call: () => apiRequest('GET', '/site'),
  },
  { name: 'PUT /site', state: 'active', call: () => put(freeSlug())() },
  {
    name: 'PUT /site with an address in Cyrillic',
    state: 'active',
    unchanging: true,
    call: put('svadba-анна'),
    sameValues: (body) => body,
  },
];
