/// <reference types="vite/client" />
import { smallWebp } from '../support/images.ts';
import type { Answer } from './answers.ts';
import { declaredCases } from './declared-cases.ts';
import { apiRequest, type CallContext, type ContractState } from './states.ts';

/** Builds one request of a case from its side's context and the answers of the case's calls so far. */
export type CallBuilder = (context: CallContext, previous: Answer[]) => Request | Promise<Request>;

/**
 * One call the app makes, from one state, sent alike to the mock handlers and to the real server.
 * `before` calls run first on both sides (logging in, registering) and are compared too.
 */
export interface ContractCase {
  name: string;
  state: ContractState;
  before?: CallBuilder[];
  call: CallBuilder;
  /**
   * For answers that carry computed figures (sums, head counts): what of the last answer must be
   * equal on both sides, value for value, beyond the shape.
   */
  sameValues?: (body: unknown) => unknown;
  /** The case changes nothing on either side (a refusal), so its state's account may serve others too. */
  unchanging?: true;
  /** The status the last call must answer on both sides, where the case is about one. */
  status?: number;
}

/**
 * A section's cases kept in its own file, `tests/contract/<section>-cases.ts` exporting
 * `sectionCases`: a new section adds its file and no line here.
 */
const sectionCases: ContractCase[] = Object.values(
  import.meta.glob<ContractCase[] | undefined>('./*-cases.ts', { eager: true, import: 'sectionCases' }),
).flatMap((cases) => cases ?? []);

/** A password the server accepts (not a common one), for registrations and new passwords. */
const STRONG_PASSWORD = 'Тёплый-вечер-2027!';

const get = (path: string) => () => apiRequest('GET', path);
const postJson = (path: string, json: unknown) => apiRequest('POST', path, { json });

const login: CallBuilder = (context) => postJson('/user/auth', { email: context.email, password: context.password });

/** The fresh address a case registers, kept per side between its calls. */
const registered = new WeakMap<CallContext, string>();
const register: CallBuilder = (context) => {
  const email = context.freshEmail();
  registered.set(context, email);
  return postJson('/user/register', {
    email,
    name: email,
    password: STRONG_PASSWORD,
    'password-confirm': STRONG_PASSWORD,
  });
};
/** The userId the registration (the case's first call) answered. */
const userIdOf = (previous: Answer[]) => (previous[0].body as { userId: string }).userId;
const activate: CallBuilder = async (context, previous) =>
  postJson('/user/activate', { userId: userIdOf(previous), code: await context.mailedCode(registered.get(context)!) });

const restore: CallBuilder = (context) => postJson('/user/restore-password', { email: context.email });

const profileUpdate = (form: Record<string, string | File>) => () => apiRequest('POST', '/user/update', { form });

/** The wizard's names and a WebP picture (what the server stores any userpic as). */
const uploadUserpic: CallBuilder = async () =>
  apiRequest('POST', '/user/update', {
    form: {
      brideName: 'Мария',
      userpic: new File([new Uint8Array(await smallWebp())], 'photo.webp', { type: 'image/webp' }),
    },
  });
/** The userpic path the profile update (the case's first call) answered, under /api/v1. */
const userpicPath = (previous: Answer[]) =>
  String((previous[0].body as { userpic: string }).userpic).replace(/^\/api\/v1/, '');

/** The id of the first to-do the case's GET /todos (its first call) answered. */
const firstTodoId = (previous: Answer[]) => (previous[0].body as Array<{ id: string }>)[0].id;
const patchJson = (path: string, json: unknown) => apiRequest('PATCH', path, { json });
const NEW_TODO = {
  period: 'twoMonths',
  task: 'Заказать фотобудку',
  comment: ['Сравнить три студии', 'Уточнить доставку'],
};
/** Budget calls: a fixed-price item overdue with a rest unpaid, a per-person one, and a new category. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FIXED_ITEM = { name: 'Платье', category: 'brideLook', price: 85000, paid: 40000, dueDate: daysFromNow(-3) };
const PER_PERSON_ITEM = { name: 'Банкет', category: 'banquet', price: 0, unitPrice: 4500 };
const jsonCall = (method: string, path: string, json: unknown) => apiRequest(method, path, { json });
const addFixedItem: CallBuilder = () => postJson('/budget', FIXED_ITEM);
const addPerPersonItem: CallBuilder = () => postJson('/budget', PER_PERSON_ITEM);
const addCategory: CallBuilder = () => postJson('/dictionaries/budget/category', { name: 'Кейтеринг' });
/** The id (or code) the case's first call answered. */
const firstAnswer = (previous: Answer[]) => previous[0].body as { id: string; code: string };

/** Two guests, one with a named +1, so list answers show every field filled and empty. */
const addGuests: CallBuilder[] = [
  () =>
    postJson('/guests', {
      name: 'Мария Лебедева',
      from: 'bride',
      withHalf: true,
      halfName: 'Денис',
      category: ['friends'],
    }),
  () => postJson('/guests', { name: 'Артём Новиков', from: 'groom', children: 'one', checked: true }),
];
// The wedding day (issue 27): one step with a place and a person.
const addDayStep = () =>
  postJson('/day', {
    time: '12:00',
    until: '15:00',
    title: 'Фотосессия',
    place: 'Парк «Зарядье»',
    who: 'Свидетель Пётр',
  });
const dayStepIdOf = (answer: Answer) => (answer.body as { id: string }).id;

// The seating plan (issue 26): a guest and a table first, so answers hold both.
const addSeatingTable = () => postJson('/seating/tables', { name: 'Стол 1', seats: 2, shape: 'round' });
const seatingIds = (previous: Answer[]) => ({
  guest: (previous[0].body as { id: string }).id,
  table: (previous[1].body as { id: string }).id,
});
const seatFirstGuest: CallBuilder = (_context, previous) =>
  apiRequest('PUT', `/seating/guests/${seatingIds(previous).guest}`, { json: { tableId: seatingIds(previous).table } });
/** Invitations (issue 25): a guest, the parts of the day, then an invitation for the guest to all of them. */
const eventIdsOf = (answer: Answer) => (answer.body as Array<{ id: string }>).map((event) => event.id);
const guestIdOf = (answer: Answer) => (answer.body as { id: string }).id;
const inviteFirstGuest: CallBuilder = (_context, previous) =>
  postJson('/invitations', { guestIds: [guestIdOf(previous[0]!)], eventIds: eventIdsOf(previous[1]!) });
const invitationIdOf = (previous: Answer[]) => (previous[2]!.body as { id: string }).id;
const withInvitation: CallBuilder[] = [addGuests[0]!, get('/events'), inviteFirstGuest];
/** As `withInvitation`, for a guest with a phone and no e-mail: a household the call list holds (issue 40). */
const callableInvitation: CallBuilder[] = [
  () => postJson('/guests', { name: 'Бабушка Нина', from: 'bride', phone: '+7 916 204-11-35' }),
  get('/events'),
  inviteFirstGuest,
];
/** The public page's API path of the invitation `withInvitation` made. */
const rsvpPathOf = (previous: Answer[]) =>
  `/rsvp/${String((previous[2]!.body as { url: string }).url).split('/rsvp/')[1]}`;
/** The first guest of `withInvitation` and their +1 answer each part and name their own diets (issue 38). */
const answerPerPerson: CallBuilder = (_context, previous) =>
  postJson(rsvpPathOf(previous), {
    answers: eventIdsOf(previous[1]!).flatMap((eventId, part) => [
      { guestId: guestIdOf(previous[0]!), eventId, coming: true },
      { guestId: guestIdOf(previous[0]!), eventId, coming: part > 0, half: true },
    ]),
    diets: [
      { guestId: guestIdOf(previous[0]!), diet: 'Вегетарианка' },
      { guestId: guestIdOf(previous[0]!), half: true, diet: 'Без орехов' },
    ],
  });
const firstGuestPath = (previous: Answer[]) => `/guests/${(previous[0].body as { id: string }).id}`;
const guestCsv = (rows: string[][]) =>
  new File([`\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`], 'guests.csv', { type: 'text/csv' });
const importFile = (mode: string, file: File, duplicates?: string) => () =>
  apiRequest('POST', `/guests/import?mode=${mode}${duplicates ? `&duplicates=${duplicates}` : ''}`, { form: { file } });
/** The two guests of addGuests again (one in other letter case and spaces), one new, and a column it does not know. */
const reimportFile = () =>
  guestCsv([
    ['Имя', '1', 'Сторона', 'Телефон'],
    ['мария  лебедева', 'Да', 'Со стороны невесты', '+7 900 000-00-00'],
    ['Артём Новиков', 'Нет', 'Со стороны жениха', ''],
    ['Ольга Волкова', 'Нет', 'Общие', ''],
  ]);
const goodGuestFile = () =>
  guestCsv([
    ['Имя', '+1', 'Имя спутника', 'Сторона', 'Категории', 'Подтвердил'],
    ['Ольга Волкова', 'Да', 'Денис Кузнецов', 'Со стороны невесты', 'Семья', 'Да'],
    ['Дядя Коля', 'Нет', '', 'Со стороны жениха', '', 'Нет'],
  ]);
const guestFileWithErrors = () =>
  guestCsv([
    ['Имя', '+1', 'Имя спутника', 'Сторона'],
    ['Ольга Волкова', 'Да', 'Денис Кузнецов', 'Со стороны невесты'],
    ['Дядя Коля', '', '', 'Общие'],
    ['', '', '', 'Общие'],
    ['Иван', 'может быть', '', 'С работы'],
  ]);

/** Wedding members: the fresh address a case invites, kept per side between its calls. */
const invited = new WeakMap<CallContext, string>();
const inviteFresh: CallBuilder = (context) => {
  const email = context.freshEmail();
  invited.set(context, email);
  return postJson('/wedding/members', { email, role: 'partner' });
};
/** Registers and confirms the invited address, which signs in as it. */
const registerInvited: CallBuilder = (context) => {
  const email = invited.get(context)!;
  return postJson('/user/register', {
    email,
    name: email,
    password: STRONG_PASSWORD,
    'password-confirm': STRONG_PASSWORD,
  });
};
const activateInvited: CallBuilder = async (context, previous) =>
  postJson('/user/activate', {
    userId: (previous[1].body as { userId: string }).userId,
    code: await context.mailedCode(invited.get(context)!),
  });
const invitedToken = async (context: CallContext) => context.mailedInviteToken(invited.get(context)!);

/** Contractors (issue 27): a photographer, a deposit to them in the budget, their signed contract. */
const addContractor: CallBuilder = () =>
  postJson('/contractors', {
    category: 'photographer',
    name: 'Мария Лебедева',
    phone: '+7 916 555-12-34',
    email: 'maria@lebedeva-photo.ru',
    site: 'lebedeva-photo.ru',
    status: 'talking',
    price: 70000,
  });
const contractorIdOf = (previous: Answer[]) => (previous[0].body as { id: string }).id;
const addDeposit: CallBuilder = (_context, previous) =>
  postJson(`/contractors/${contractorIdOf(previous)}/payments`, { amount: 20000, dueDate: daysFromNow(10) });
const contractPdf = () =>
  new File(['%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], 'Договор.pdf', { type: 'application/pdf' });
const uploadContract: CallBuilder = (_context, previous) =>
  apiRequest('POST', `/contractors/${contractorIdOf(previous)}/files`, { form: { file: contractPdf() } });
const contractorFilePath = (previous: Answer[]) =>
  `/contractors/${contractorIdOf(previous)}/files/${(previous[1]!.body as { id: string }).id}`;

/** Every call of mocks/handlers/, in the states the app makes it from. */
// Notes and purchases (issue 28): one written or added first, so answers hold one.
const addNote = () => postJson('/notes', { title: 'Меню банкета', text: 'Рыба или мясо?' });
const addPurchase = () => postJson('/purchases', { name: 'Подвязка', store: 'Вуаль', price: 1490 });
const addBoughtPurchase = () => postJson('/purchases', { name: 'Бокалы', price: 2500, bought: true });
const idOf = (answer: Answer) => (answer.body as { id: string }).id;

// The consultation (issue 38, item 9): the first free slot of the list, booked with a topic.
const listSlots = () => apiRequest('GET', '/consultations/slots');
const bookFirstSlot: CallBuilder = (_context, previous) =>
  postJson('/consultations', { slotId: (previous.at(-1)!.body as Array<{ id: string }>)[0]!.id, topic: 'Бюджет' });

export const contractCases: ContractCase[] = [
  // GET /whoami
  { name: 'GET /whoami with an active subscription', state: 'active', call: get('/whoami') },
  { name: 'GET /whoami never subscribed', state: 'never-subscribed', call: get('/whoami') },
  { name: 'GET /whoami with the subscription ended', state: 'ended', call: get('/whoami') },
  { name: 'GET /whoami with the wizard pending', state: 'wizard-pending', call: get('/whoami') },
  { name: 'GET /whoami without a session', state: 'logged-out', call: get('/whoami') },
  { name: 'GET /whoami of a helper', state: 'helper', call: get('/whoami') },

  // POST /user/auth
  { name: 'POST /user/auth with the right pair', state: 'logged-out', call: login },
  {
    name: 'POST /user/auth with a wrong password',
    state: 'logged-out',
    call: (context) => postJson('/user/auth', { email: context.email, password: 'wrong-password' }),
  },
  {
    name: 'POST /user/auth without a password',
    state: 'logged-out',
    call: (context) => postJson('/user/auth', { email: context.email }),
  },
  {
    name: 'POST /user/auth with a body that is not JSON',
    state: 'logged-out',
    call: () => apiRequest('POST', '/user/auth', { rawBody: '{"email":' }),
  },
  { name: 'GET /whoami after logging in', state: 'logged-out', before: [login], call: get('/whoami') },
  {
    name: 'POST /user/auth before the registration is confirmed',
    state: 'logged-out',
    before: [register],
    call: (context) => postJson('/user/auth', { email: registered.get(context), password: STRONG_PASSWORD }),
  },

  // GET /user/logout
  { name: 'GET /user/logout signed in', state: 'active', call: get('/user/logout') },
  { name: 'GET /user/logout without a session', state: 'logged-out', call: get('/user/logout') },
  { name: 'GET /whoami after logging out', state: 'active', before: [get('/user/logout')], call: get('/whoami') },

  // POST /user/register, /user/activate, /user/resend-code
  { name: 'POST /user/register with a new address', state: 'logged-out', call: register },
  {
    name: 'POST /user/register without a password',
    state: 'logged-out',
    call: (context) => postJson('/user/register', { email: context.freshEmail() }),
  },
  {
    name: 'POST /user/register with passwords that differ',
    state: 'logged-out',
    call: (context) => {
      const email = context.freshEmail();
      return postJson('/user/register', {
        email,
        name: email,
        password: STRONG_PASSWORD,
        'password-confirm': `${STRONG_PASSWORD}?`,
      });
    },
  },
  {
    name: 'POST /user/register with a body that is not JSON',
    state: 'logged-out',
    call: () => apiRequest('POST', '/user/register', { rawBody: 'email=a' }),
  },
  { name: 'POST /user/activate with the mailed code', state: 'logged-out', before: [register], call: activate },
  {
    name: 'POST /user/activate with a wrong code',
    state: 'logged-out',
    before: [register],
    call: (_context, previous) => postJson('/user/activate', { userId: userIdOf(previous), code: '000000' }),
  },
  {
    name: 'GET /whoami after confirming a registration',
    state: 'logged-out',
    before: [register, activate],
    call: get('/whoami'),
  },
  {
    name: 'POST /user/resend-code at once after registering',
    state: 'logged-out',
    before: [register],
    call: (_context, previous) => postJson('/user/resend-code', { userId: userIdOf(previous) }),
  },
  {
    name: 'POST /user/resend-code without a userId',
    state: 'logged-out',
    call: () => postJson('/user/resend-code', {}),
  },

  // POST /user/restore-password, /user/check-password
  { name: 'POST /user/restore-password for a known address', state: 'logged-out', call: restore },
  {
    name: 'POST /user/restore-password for an unknown address',
    state: 'logged-out',
    call: (context) => postJson('/user/restore-password', { email: context.freshEmail() }),
  },
  {
    name: 'POST /user/restore-password with a bad address',
    state: 'logged-out',
    call: () => postJson('/user/restore-password', { email: 'not-an-address' }),
  },
  {
    name: 'POST /user/check-password with the mailed token',
    state: 'logged-out',
    before: [restore],
    call: async (context) =>
      postJson('/user/check-password', {
        email: context.email,
        token: await context.mailedRestoreToken(context.email),
        password: STRONG_PASSWORD,
        passwordConfirm: STRONG_PASSWORD,
      }),
  },
  {
    name: 'POST /user/check-password with a wrong token',
    state: 'logged-out',
    before: [restore],
    call: (context) =>
      postJson('/user/check-password', {
        email: context.email,
        token: 'wrong-token',
        password: STRONG_PASSWORD,
        passwordConfirm: STRONG_PASSWORD,
      }),
  },

  // POST /user/change-password
  {
    name: 'POST /user/change-password with the right old password',
    state: 'active',
    call: (context) =>
      postJson('/user/change-password', {
        'old-password': context.password,
        'new-password': `${STRONG_PASSWORD} новый`,
        'new-password-confirm': `${STRONG_PASSWORD} новый`,
      }),
  },
  {
    name: 'POST /user/change-password with a wrong old password',
    state: 'active',
    call: () =>
      postJson('/user/change-password', {
        'old-password': 'not-the-password',
        'new-password': STRONG_PASSWORD,
        'new-password-confirm': STRONG_PASSWORD,
      }),
  },
  {
    name: 'POST /user/change-password with the old password as the new one: the same message',
    state: 'active',
    call: (context) =>
      postJson('/user/change-password', {
        'old-password': context.password,
        'new-password': context.password,
        'new-password-confirm': context.password,
      }),
    sameValues: (body) => body,
  },
  {
    name: 'POST /user/change-password without a session',
    state: 'logged-out',
    call: () =>
      postJson('/user/change-password', {
        'old-password': 'whatever',
        'new-password': STRONG_PASSWORD,
        'new-password-confirm': STRONG_PASSWORD,
      }),
  },

  // POST /user/update and the userpic it stores
  {
    name: 'POST /user/update with the wizard’s first step',
    state: 'wizard-pending',
    call: profileUpdate({ brideName: 'Мария', groomName: 'Иван' }),
  },
  {
    name: 'POST /user/update with the last step',
    state: 'wizard-pending',
    call: profileUpdate({ amountOfGuests: '5', isShowInitWizard: 'false' }),
  },
  {
    name: 'POST /user/update with a date that is not one',
    state: 'active',
    call: profileUpdate({ registrationDate: 'tomorrow' }),
  },
  {
    name: 'POST /user/update with a banquet before the registration: the same message',
    state: 'active',
    call: profileUpdate({
      registrationDate: daysFromNow(100) + 'T12:00:00.000Z',
      banquetDate: daysFromNow(99) + 'T12:00:00.000Z',
    }),
    sameValues: (body) => body,
  },
  {
    name: 'POST /user/update with a date in the past and a name too long: the same messages',
    state: 'active',
    call: profileUpdate({ registrationDate: daysFromNow(-5) + 'T12:00:00.000Z', groomName: 'Ж'.repeat(101) }),
    sameValues: (body) => body,
  },
  { name: 'POST /user/update with a userpic', state: 'active', call: uploadUserpic },
  { name: 'POST /user/update without a session', state: 'logged-out', call: profileUpdate({ brideName: 'Мария' }) },
  {
    name: 'GET /uploads/{name} of the userpic just stored',
    state: 'active',
    before: [uploadUserpic],
    call: (_context, previous) => apiRequest('GET', userpicPath(previous)),
  },
  {
    name: 'GET /uploads/{name} after logging out',
    state: 'active',
    before: [uploadUserpic, get('/user/logout')],
    call: (_context, previous) => apiRequest('GET', userpicPath(previous)),
  },

  // DELETE /user/delete
  // Deleting needs a recent login (the mock's scenario sessions count as old ones): log in first.
  {
    name: 'DELETE /user/delete right after logging in',
    state: 'active',
    before: [login],
    call: () => apiRequest('DELETE', '/user/delete'),
  },
  {
    name: 'DELETE /user/delete without a session',
    state: 'logged-out',
    call: () => apiRequest('DELETE', '/user/delete'),
  },
  {
    name: 'POST /user/auth after deleting the account',
    state: 'active',
    before: [login, () => apiRequest('DELETE', '/user/delete')],
    call: login,
  },

  // GET /subscriptions/variants (open to everyone)
  { name: 'GET /subscriptions/variants without a session', state: 'logged-out', call: get('/subscriptions/variants') },
  {
    name: 'GET /subscriptions/variants never subscribed',
    state: 'never-subscribed',
    call: get('/subscriptions/variants'),
  },

  // The to-do checklist (planning: behind the subscription)
  { name: 'GET /todos with an active subscription', state: 'active', call: get('/todos') },
  { name: 'GET /todos with the subscription ended', state: 'ended', call: get('/todos') },
  { name: 'GET /dictionaries/todos/period', state: 'active', call: get('/dictionaries/todos/period') },
  { name: 'POST /todos with comment lines', state: 'active', call: () => postJson('/todos', NEW_TODO) },
  { name: 'POST /todos without period and task', state: 'active', call: () => postJson('/todos', { comment: [] }) },
  {
    name: 'POST /todos with an unknown period and a blank task',
    state: 'active',
    call: () => postJson('/todos', { period: 'someday', task: '  ' }),
  },
  {
    name: 'PATCH /todos/{id} with only checked',
    state: 'active',
    before: [get('/todos')],
    call: (_context, previous) => patchJson(`/todos/${firstTodoId(previous)}`, { checked: true }),
  },
  {
    name: 'PATCH /todos/{id} with the full form',
    state: 'active',
    before: [get('/todos')],
    call: (_context, previous) =>
      patchJson(`/todos/${firstTodoId(previous)}`, { ...NEW_TODO, period: 'oneWeek', checked: false }),
  },
  {
    name: 'PATCH /todos/{id} with an empty task',
    state: 'active',
    before: [get('/todos')],
    call: (_context, previous) => patchJson(`/todos/${firstTodoId(previous)}`, { task: '' }),
  },
  {
    name: 'PATCH /todos/{id} of an unknown id',
    state: 'active',
    call: () => patchJson('/todos/no-such-id', { checked: true }),
  },
  {
    name: 'DELETE /todos/{id}',
    state: 'active',
    before: [get('/todos')],
    call: (_context, previous) => apiRequest('DELETE', `/todos/${firstTodoId(previous)}`),
  },
  { name: 'GET /todos/download', state: 'active', call: get('/todos/download') },
  { name: 'GET /todos/calendar.ics', state: 'active', call: get('/todos/calendar.ics') },
  // GET /budget
  {
    name: 'GET /budget with a fixed-price item and a per-person one',
    state: 'active',
    before: [addFixedItem, addPerPersonItem],
    call: get('/budget'),
  },
  { name: 'GET /budget with the subscription ended', state: 'ended', call: get('/budget') },

  // POST /budget
  { name: 'POST /budget with a fixed price', state: 'active', call: addFixedItem },
  { name: 'POST /budget priced per person', state: 'active', call: addPerPersonItem },
  { name: 'POST /budget with nothing filled in', state: 'active', call: () => postJson('/budget', {}) },
  {
    name: 'POST /budget with paid above the price',
    state: 'active',
    call: () => postJson('/budget', { ...FIXED_ITEM, paid: 90000 }),
  },
  {
    name: 'POST /budget in a category the couple does not have',
    state: 'active',
    call: () => postJson('/budget', { ...FIXED_ITEM, category: 'no-such-category' }),
  },
  {
    name: 'POST /budget with a body that is not JSON',
    state: 'active',
    call: () => apiRequest('POST', '/budget', { rawBody: '{"name":' }),
  },

  // PATCH /budget/{id}
  {
    name: 'PATCH /budget/{id} paying more',
    state: 'active',
    before: [addFixedItem],
    call: (_context, previous) => jsonCall('PATCH', `/budget/${firstAnswer(previous).id}`, { paid: 85000 }),
  },
  {
    name: 'PATCH /budget/{id} with a price below what is paid',
    state: 'active',
    before: [addFixedItem],
    call: (_context, previous) => jsonCall('PATCH', `/budget/${firstAnswer(previous).id}`, { price: 100 }),
  },
  {
    name: 'PATCH /budget/{id} of an item nobody has',
    state: 'active',
    call: () => jsonCall('PATCH', '/budget/no-such-id', { paid: 1 }),
  },

  // DELETE /budget/{id}
  {
    name: 'DELETE /budget/{id} of an item of the couple',
    state: 'active',
    before: [addFixedItem],
    call: (_context, previous) => apiRequest('DELETE', `/budget/${firstAnswer(previous).id}`),
  },

  // GET and POST /budget/summary
  {
    name: 'GET /budget/summary with an item',
    state: 'active',
    before: [addFixedItem],
    call: get('/budget/summary'),
    sameValues: (body) => body,
  },
  {
    name: 'GET /budget/summary with a total, a fixed-price item and a per-person one: the same figures',
    state: 'active',
    before: [() => postJson('/budget/summary', { value: 1500000 }), addFixedItem, addPerPersonItem],
    call: get('/budget/summary'),
    sameValues: (body) => body,
  },
  {
    name: 'GET /budget/summary over the total: the same figures',
    state: 'active',
    before: [() => postJson('/budget/summary', { value: 50000 }), addFixedItem],
    call: get('/budget/summary'),
    sameValues: (body) => body,
  },
  {
    name: 'POST /budget/summary with a total',
    state: 'active',
    call: () => postJson('/budget/summary', { value: 1200000.5 }),
  },
  { name: 'POST /budget/summary below zero', state: 'active', call: () => postJson('/budget/summary', { value: -1 }) },

  // The head count of per-person prices: the guest list's, children counted as the couple chose
  {
    name: 'GET /budget/people with guests, a +1 and a child: the same head count',
    state: 'active',
    before: addGuests,
    call: get('/budget/people'),
    sameValues: (body) => body,
  },
  {
    name: 'GET /budget with a per-person item over the guest list: the same prices',
    state: 'active',
    before: [...addGuests, addPerPersonItem],
    call: get('/budget'),
    sameValues: (body) =>
      (body as Array<{ price: number; perPerson: unknown }>).map((item) => [item.price, item.perPerson]),
  },
  {
    name: 'POST /budget/people without the children: the same head count',
    state: 'active',
    before: addGuests,
    call: () => postJson('/budget/people', { countChildren: false }),
    sameValues: (body) => body,
  },
  {
    name: 'POST /budget/people with a word for a yes',
    state: 'active',
    call: () => postJson('/budget/people', { countChildren: 'да' }),
    sameValues: (body) => body,
  },

  // The couple's budget categories
  { name: 'GET /dictionaries/budget/category', state: 'active', call: get('/dictionaries/budget/category') },
  { name: 'POST /dictionaries/budget/category with a new name', state: 'active', call: addCategory },
  {
    name: 'POST /dictionaries/budget/category with a name already there',
    state: 'active',
    call: () => postJson('/dictionaries/budget/category', { name: 'банкет' }),
  },
  {
    name: 'PATCH /dictionaries/budget/category/{id} renaming',
    state: 'active',
    before: [addCategory],
    call: (_context, previous) =>
      jsonCall('PATCH', `/dictionaries/budget/category/${firstAnswer(previous).id}`, { name: 'Фуршет' }),
  },
  {
    name: 'PATCH /dictionaries/budget/category/{id} of a category nobody has',
    state: 'active',
    call: () => jsonCall('PATCH', '/dictionaries/budget/category/no-such-id', { name: 'Фуршет' }),
  },
  {
    name: 'DELETE /dictionaries/budget/category/{id} with items, not saying where they go',
    state: 'active',
    before: [
      addCategory,
      (_context, previous) => postJson('/budget', { ...FIXED_ITEM, category: firstAnswer(previous).code }),
    ],
    call: (_context, previous) => apiRequest('DELETE', `/dictionaries/budget/category/${firstAnswer(previous).id}`),
  },
  {
    name: 'DELETE /dictionaries/budget/category/{id} moving its items',
    state: 'active',
    before: [
      addCategory,
      (_context, previous) => postJson('/budget', { ...FIXED_ITEM, category: firstAnswer(previous).code }),
    ],
    call: (_context, previous) =>
      apiRequest('DELETE', `/dictionaries/budget/category/${firstAnswer(previous).id}?moveTo=other`),
  },
  {
    name: 'DELETE /dictionaries/budget/category/{id} of a category nobody has',
    state: 'active',
    call: () => apiRequest('DELETE', '/dictionaries/budget/category/no-such-id'),
  },

  // The wedding's members, invitations and joining
  { name: 'GET /wedding/members of the owner', state: 'active', call: get('/wedding/members') },
  { name: 'GET /wedding/members of a helper', state: 'helper', call: get('/wedding/members') },
  { name: 'GET /wedding/members without a session', state: 'logged-out', call: get('/wedding/members') },
  { name: 'GET /wedding/storage', state: 'active', call: get('/wedding/storage'), sameValues: (body) => body },
  {
    name: 'GET /wedding/storage with a contract: the same bytes used',
    state: 'active',
    before: [addContractor, uploadContract],
    call: get('/wedding/storage'),
    sameValues: (body) => body,
  },
  { name: 'GET /wedding/storage of a helper', state: 'helper', call: get('/wedding/storage') },
  { name: 'GET /wedding/storage without a session', state: 'logged-out', call: get('/wedding/storage') },
  {
    name: 'GET /wedding/notifications',
    state: 'active',
    call: get('/wedding/notifications'),
    sameValues: (body) => body,
  },
  {
    name: 'PUT /wedding/notifications by a helper: their own daily digest',
    state: 'helper',
    call: () => apiRequest('PUT', '/wedding/notifications', { json: { digest: 'daily', timeZone: 'Asia/Omsk' } }),
    sameValues: (body) => body,
  },
  {
    name: 'PUT /wedding/notifications with an unknown frequency',
    state: 'active',
    call: () => apiRequest('PUT', '/wedding/notifications', { json: { digest: 'hourly' } }),
    unchanging: true,
  },
  { name: 'GET /wedding/notifications/preview', state: 'active', call: get('/wedding/notifications/preview') },
  {
    name: 'GET /wedding/notifications without a session',
    state: 'logged-out',
    call: get('/wedding/notifications'),
    unchanging: true,
  },
  {
    name: 'GET /wedding/members with a pending invitation',
    state: 'never-subscribed',
    before: [inviteFresh],
    call: get('/wedding/members'),
  },
  { name: 'POST /wedding/members inviting a partner', state: 'active', call: inviteFresh },
  {
    name: 'POST /wedding/members by a helper',
    state: 'helper',
    call: (context) => postJson('/wedding/members', { email: context.freshEmail(), role: 'helper' }),
  },
  {
    name: 'POST /wedding/members with an address already a member',
    state: 'active',
    call: (context) => postJson('/wedding/members', { email: context.email, role: 'helper' }),
  },
  {
    name: 'POST /wedding/members with a role that cannot be invited',
    state: 'active',
    call: (context) => postJson('/wedding/members', { email: context.freshEmail(), role: 'owner' }),
  },
  {
    name: 'DELETE /wedding/members/{id} withdrawing an invitation',
    state: 'active',
    before: [inviteFresh],
    call: (_context, previous) => apiRequest('DELETE', `/wedding/members/${firstAnswer(previous).id}`),
  },
  {
    name: 'DELETE /wedding/members/{id} of the owner themselves',
    state: 'active',
    call: (context) => apiRequest('DELETE', `/wedding/members/${context.userId}`),
  },
  {
    name: 'DELETE /wedding/members/{id} unknown',
    state: 'active',
    call: () => apiRequest('DELETE', '/wedding/members/u_nobody'),
  },
  {
    name: 'GET /wedding/invitations/{token} signed out',
    state: 'active',
    before: [inviteFresh, get('/user/logout')],
    call: async (context) => apiRequest('GET', `/wedding/invitations/${await invitedToken(context)}`),
  },
  {
    name: 'GET /wedding/invitations/{token} unknown',
    state: 'logged-out',
    call: get('/wedding/invitations/no-such-token'),
  },
  {
    name: 'POST /wedding/join as the invited address, newly registered',
    state: 'active',
    before: [inviteFresh, registerInvited, activateInvited],
    call: async (context) => postJson('/wedding/join', { token: await invitedToken(context) }),
  },
  {
    name: 'POST /wedding/join as another address',
    state: 'active',
    before: [inviteFresh],
    call: async (context) => postJson('/wedding/join', { token: await invitedToken(context) }),
  },
  {
    name: 'POST /wedding/join with a token that is not one',
    state: 'active',
    call: () => postJson('/wedding/join', { token: 'no-such-token' }),
  },
  {
    name: 'POST /wedding/join without a session',
    state: 'logged-out',
    call: () => postJson('/wedding/join', { token: 'no-such-token' }),
  },

  // Notes (issue 28)
  { name: 'GET /notes with a note', state: 'active', before: [addNote], call: get('/notes') },
  { name: 'POST /notes', state: 'active', call: addNote },
  { name: 'POST /notes with a blank title', state: 'active', call: () => postJson('/notes', { title: '  ' }) },
  {
    name: 'PATCH /notes/{id}',
    state: 'active',
    before: [addNote],
    call: (_context, previous) => apiRequest('PATCH', `/notes/${idOf(previous[0]!)}`, { json: { text: 'Позвонить' } }),
  },
  {
    name: 'PATCH /notes/{id} of no note',
    state: 'active',
    call: () => apiRequest('PATCH', '/notes/nope', { json: { title: 'Идея' } }),
  },
  {
    name: 'DELETE /notes/{id}',
    state: 'active',
    before: [addNote],
    call: (_context, previous) => apiRequest('DELETE', `/notes/${idOf(previous[0]!)}`),
  },

  // The shopping list of the stores section (issue 28)
  { name: 'GET /purchases with a purchase', state: 'active', before: [addPurchase], call: get('/purchases') },
  { name: 'POST /purchases', state: 'active', call: addPurchase },
  {
    name: 'POST /purchases with a link that is not http(s)',
    state: 'active',
    call: () => postJson('/purchases', { name: 'Фата', link: 'javascript:alert(1)' }),
  },
  {
    name: 'PATCH /purchases/{id}: ticked',
    state: 'active',
    before: [addPurchase],
    call: (_context, previous) => apiRequest('PATCH', `/purchases/${idOf(previous[0]!)}`, { json: { bought: true } }),
  },
  {
    name: 'PATCH /purchases/{id} of no purchase',
    state: 'active',
    call: () => apiRequest('PATCH', '/purchases/nope', { json: { bought: true } }),
  },
  {
    name: 'DELETE /purchases/{id}',
    state: 'active',
    before: [addPurchase],
    call: (_context, previous) => apiRequest('DELETE', `/purchases/${idOf(previous[0]!)}`),
  },
  {
    name: 'POST /purchases/{id}/budget-item',
    state: 'active',
    before: [addBoughtPurchase],
    call: (_context, previous) => postJson(`/purchases/${idOf(previous[0]!)}/budget-item`, {}),
    sameValues: (body) => ({ ...(body as object), id: undefined, budgetItemId: undefined }),
  },
  {
    name: 'POST /purchases/{id}/budget-item for a purchase not bought yet',
    state: 'active',
    before: [() => postJson('/purchases', { name: 'Бокалы', price: 2500 })],
    call: (_context, previous) => postJson(`/purchases/${idOf(previous[0]!)}/budget-item`, {}),
    sameValues: (body) => ({ ...(body as object), id: undefined, budgetItemId: undefined }),
  },
  {
    name: 'POST /purchases/{id}/budget-item a second time',
    state: 'active',
    before: [
      addBoughtPurchase,
      (_context, previous) => postJson(`/purchases/${idOf(previous[0]!)}/budget-item`, { category: 'other' }),
    ],
    call: (_context, previous) => postJson(`/purchases/${idOf(previous[0]!)}/budget-item`, {}),
  },

  // Any other path under /api/v1 (the mock build's last handler, so no call leaves the page)
  { name: 'GET an unknown path under /api/v1', state: 'active', call: get('/no-such-call') },

  // GET /advices/get-one/random
  {
    name: 'GET the advice of the day with an active subscription',
    state: 'active',
    call: get('/advices/get-one/random'),
  },
  {
    name: 'GET the advice of a given local day with the subscription ended',
    state: 'ended',
    call: get('/advices/get-one/random?date=2027-06-12'),
  },
  {
    name: 'GET the advice of a malformed day',
    state: 'active',
    call: get('/advices/get-one/random?date=tomorrow'),
  },
  // The guest list (planning: never subscribed 403, ended reads only)
  { name: 'GET /guests with guests', state: 'active', before: addGuests, call: get('/guests') },
  // A helper of the wedding reads the plan and changes nothing.
  { name: 'GET /budget/summary of a helper', state: 'helper', call: get('/budget/summary') },
  { name: 'GET /dictionaries/todos/period of a helper', state: 'helper', call: get('/dictionaries/todos/period') },
  {
    name: 'POST /user/update of a helper changing a name',
    state: 'helper',
    call: profileUpdate({ brideName: 'Мама' }),
  },
  { name: 'POST /user/update of a helper: own toggle', state: 'helper', call: profileUpdate({ isShowAdvice: 'true' }) },
  { name: 'POST /guests', state: 'active', call: addGuests[0]! },
  {
    name: 'POST /guests without name and side',
    state: 'active',
    call: () => postJson('/guests', { name: '', category: ['aliens'] }),
  },
  {
    name: 'POST /guests with a blank name',
    state: 'active',
    call: () => postJson('/guests', { name: '  ', from: 'common' }),
  },
  {
    name: 'PATCH /guests/{id} confirming a guest',
    state: 'active',
    before: [addGuests[0]!],
    call: (_context, previous) => apiRequest('PATCH', firstGuestPath(previous), { json: { checked: true } }),
  },
  {
    name: 'PATCH /guests/{id} dropping the +1',
    state: 'active',
    before: [addGuests[0]!],
    call: (_context, previous) => apiRequest('PATCH', firstGuestPath(previous), { json: { withHalf: false } }),
  },
  {
    name: 'PATCH /guests/{id} of nobody',
    state: 'active',
    call: () => apiRequest('PATCH', '/guests/g_nobody', { json: { checked: true } }),
  },
  {
    name: 'DELETE /guests/{id}',
    state: 'active',
    before: [addGuests[0]!],
    call: (_context, previous) => apiRequest('DELETE', firstGuestPath(previous)),
  },
  { name: 'GET /guests/download', state: 'active', before: addGuests, call: get('/guests/download') },
  { name: 'GET /guests/download with the subscription ended', state: 'ended', call: get('/guests/download') },
  { name: 'GET /guests/template', state: 'active', call: get('/guests/template') },
  { name: 'POST /guests/import preview', state: 'active', call: importFile('preview', goodGuestFile()) },
  {
    name: 'POST /guests/import preview with rejected rows',
    state: 'active',
    call: importFile('preview', guestFileWithErrors()),
  },
  { name: 'POST /guests/import commit', state: 'active', call: importFile('commit', goodGuestFile()) },
  {
    name: 'POST /guests/import preview of guests already listed, with unknown columns',
    state: 'active',
    before: addGuests,
    call: importFile('preview', reimportFile()),
  },
  ...(['skip', 'update', 'add'] as const).map((duplicates) => ({
    name: `POST /guests/import commit of guests already listed, duplicates=${duplicates}`,
    state: 'active' as const,
    before: [...addGuests],
    call: importFile('commit', reimportFile(), duplicates),
  })),
  {
    name: 'POST /guests/import commit with rejected rows',
    state: 'active',
    call: importFile('commit', guestFileWithErrors()),
  },
  {
    name: 'POST /guests/import of a file that is not a spreadsheet',
    state: 'active',
    call: importFile('preview', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2])], 'scan.pdf')),
  },
  {
    name: 'POST /guests/import without the needed columns',
    state: 'active',
    call: importFile(
      'preview',
      guestCsv([
        ['ФИО', 'Телефон'],
        ['Мария', '+7 900 000-00-00'],
      ]),
    ),
  },
  { name: 'GET /dictionaries/guests/from', state: 'active', call: get('/dictionaries/guests/from') },
  { name: 'GET /dictionaries/guests/children', state: 'ended', call: get('/dictionaries/guests/children') },
  { name: 'GET /dictionaries/guests/category', state: 'active', call: get('/dictionaries/guests/category') },

  // The seating plan (issue 26)
  {
    name: 'GET /seating with a guest and a table',
    state: 'active',
    before: [addGuests[0]!, addSeatingTable],
    call: get('/seating'),
  },
  { name: 'POST /seating/tables', state: 'active', call: addSeatingTable },
  {
    name: 'POST /seating/tables without seats',
    state: 'active',
    call: () => postJson('/seating/tables', { name: 'Стол 1', seats: 0 }),
  },
  {
    name: 'PATCH /seating/tables/{id}: moved on the floor',
    state: 'active',
    before: [addSeatingTable],
    call: (_context, previous) =>
      apiRequest('PATCH', `/seating/tables/${(previous[0].body as { id: string }).id}`, { json: { x: 500, y: 300 } }),
  },
  {
    name: 'PATCH /seating/tables/{id}: made the head table',
    state: 'active',
    before: [addSeatingTable],
    call: (_context, previous) =>
      apiRequest('PATCH', `/seating/tables/${(previous[0].body as { id: string }).id}`, { json: { head: true } }),
  },
  {
    name: 'PATCH /seating/tables/{id} of no table',
    state: 'active',
    call: () => apiRequest('PATCH', '/seating/tables/nope', { json: { seats: 4 } }),
  },
  {
    name: 'DELETE /seating/tables/{id}',
    state: 'active',
    before: [addSeatingTable],
    call: (_context, previous) => apiRequest('DELETE', `/seating/tables/${(previous[0].body as { id: string }).id}`),
  },
  {
    name: 'PUT /seating/guests/{guestId}: a guest with a +1 seated',
    state: 'active',
    before: [addGuests[0]!, addSeatingTable],
    call: seatFirstGuest,
  },
  {
    name: 'PUT /seating/guests/{guestId}: the table is full',
    state: 'active',
    before: [addGuests[0]!, addSeatingTable, seatFirstGuest, addGuests[1]!],
    call: (_context, previous) =>
      apiRequest('PUT', `/seating/guests/${(previous[3].body as { id: string }).id}`, {
        json: { tableId: seatingIds(previous).table },
      }),
  },
  {
    name: 'POST /seating/rules',
    state: 'active',
    before: addGuests,
    call: (_context, previous) =>
      postJson('/seating/rules', {
        kind: 'apart',
        guestIds: [(previous[0].body as { id: string }).id, (previous[1].body as { id: string }).id],
      }),
  },
  {
    name: 'POST /seating/rules with a guest not on the list',
    state: 'active',
    before: [addGuests[0]!],
    call: (_context, previous) =>
      postJson('/seating/rules', { kind: 'together', guestIds: [(previous[0].body as { id: string }).id, 'nobody'] }),
  },
  {
    name: 'DELETE /seating/rules/{id}',
    state: 'active',
    before: [
      ...addGuests,
      (_context, previous) =>
        postJson('/seating/rules', {
          kind: 'together',
          guestIds: [(previous[0].body as { id: string }).id, (previous[1].body as { id: string }).id],
        }),
    ],
    call: (_context, previous) => apiRequest('DELETE', `/seating/rules/${(previous[2].body as { id: string }).id}`),
  },
  {
    name: 'POST /seating/auto',
    state: 'active',
    before: [addGuests[0]!, addSeatingTable, addGuests[1]!],
    call: () => postJson('/seating/auto', undefined),
    sameValues: (body) => (body as { seated: number; unseated: string[] }).unseated.length,
  },
  {
    name: 'POST /seating/auto of the whole list',
    state: 'active',
    before: [addGuests[0]!, addSeatingTable],
    call: () => postJson('/seating/auto?guests=all', undefined),
    sameValues: (body) => (body as { seated: number }).seated,
  },
  {
    name: 'POST /seating/auto with an unknown choice of guests',
    state: 'active',
    call: () => postJson('/seating/auto?guests=some', undefined),
  },
  {
    name: 'GET /seating/download',
    state: 'active',
    before: [addGuests[0]!, addSeatingTable, seatFirstGuest],
    call: get('/seating/download'),
  },
  // Invitations and answers (issue 25)
  { name: 'GET /events', state: 'active', call: get('/events') },
  { name: 'POST /events', state: 'active', call: () => postJson('/events', { name: 'Прогулка', place: 'Парк' }) },
  { name: 'POST /events with a blank name', state: 'active', call: () => postJson('/events', { name: '  ' }) },
  {
    name: 'POST /events in year 9999',
    state: 'active',
    call: () => postJson('/events', { name: 'Прогулка', startsAt: '9999-06-12T10:00:00.000Z' }),
  },
  {
    name: 'PATCH /events/{id}',
    state: 'active',
    before: [get('/events')],
    call: (_context, previous) => patchJson(`/events/${eventIdsOf(previous[0]!)[0]}`, { name: 'ЗАГС' }),
  },
  { name: 'PATCH /events/{id} of nobody', state: 'active', call: () => patchJson('/events/ev_nobody', { name: 'x' }) },
  {
    name: 'DELETE /events/{id}',
    state: 'active',
    before: [get('/events')],
    call: (_context, previous) => apiRequest('DELETE', `/events/${eventIdsOf(previous[0]!)[1]}`),
  },
  { name: 'GET /invitations with one', state: 'active', before: withInvitation, call: get('/invitations') },
  {
    name: 'GET /invitations/summary with one answered',
    state: 'active',
    before: [
      ...withInvitation,
      (_context, previous) =>
        postJson(rsvpPathOf(previous), {
          answers: eventIdsOf(previous[1]!).map((eventId) => ({
            guestId: guestIdOf(previous[0]!),
            eventId,
            coming: true,
          })),
          childrenCount: 2,
        }),
    ],
    call: get('/invitations/summary'),
  },
  { name: 'POST /invitations', state: 'active', before: [addGuests[0]!, get('/events')], call: inviteFirstGuest },
  {
    name: 'POST /invitations of a guest not on the list',
    state: 'active',
    before: [get('/events')],
    call: (_context, previous) =>
      postJson('/invitations', { guestIds: ['g_nobody'], eventIds: eventIdsOf(previous[0]!) }),
  },
  {
    name: 'POST /invitations/bulk for a side',
    state: 'active',
    before: [addGuests[0]!, get('/events')],
    call: (_context, previous) => postJson('/invitations/bulk', { from: 'bride', eventIds: eventIdsOf(previous[1]!) }),
  },
  {
    name: 'POST /invitations/bulk with nobody to invite',
    state: 'active',
    before: [get('/events')],
    call: (_context, previous) => postJson('/invitations/bulk', { from: 'groom', eventIds: eventIdsOf(previous[0]!) }),
  },
  {
    name: 'DELETE /invitations/{id}',
    state: 'active',
    before: withInvitation,
    call: (_context, previous) => apiRequest('DELETE', `/invitations/${invitationIdOf(previous)}`),
  },
  { name: 'GET /invitations/deadline', state: 'active', call: get('/invitations/deadline') },
  {
    name: 'PUT /invitations/deadline',
    state: 'active',
    call: () => apiRequest('PUT', '/invitations/deadline', { json: { deadline: '2030-05-20' } }),
  },
  {
    name: 'PUT /invitations/deadline not a day',
    state: 'active',
    call: () => apiRequest('PUT', '/invitations/deadline', { json: { deadline: 'soon' } }),
  },
  {
    name: 'GET /invitations/{id}/qr.svg',
    state: 'active',
    before: withInvitation,
    call: (_context, previous) => apiRequest('GET', `/invitations/${invitationIdOf(previous)}/qr.svg`),
  },
  { name: 'GET /invitations/answers.xlsx', state: 'active', call: get('/invitations/answers.xlsx') },

  // A household's page (public: the token is the key)
  {
    name: 'GET /rsvp/{token}',
    state: 'active',
    before: withInvitation,
    call: (_context, previous) => apiRequest('GET', rsvpPathOf(previous)),
  },
  { name: 'GET /rsvp/{token} of no invitation', state: 'logged-out', call: get('/rsvp/AAAAAAAAAAAAAAAAAAAAAA') },
  {
    name: 'POST /rsvp/{token}',
    state: 'active',
    before: withInvitation,
    call: (_context, previous) =>
      postJson(rsvpPathOf(previous), {
        answers: eventIdsOf(previous[1]!).map((eventId) => ({
          guestId: guestIdOf(previous[0]!),
          eventId,
          coming: true,
        })),
        halfName: 'Денис',
        childrenCount: 1,
        diet: 'Без орехов',
      }),
  },
  {
    name: 'POST /rsvp/{token} person by person, a +1 included',
    state: 'active',
    before: withInvitation,
    call: answerPerPerson,
  },
  {
    name: 'GET /rsvp/{token} answered person by person',
    state: 'active',
    before: [...withInvitation, answerPerPerson],
    call: (_context, previous) => apiRequest('GET', rsvpPathOf(previous)),
  },
  {
    name: 'GET /invitations answered person by person',
    state: 'active',
    before: [...withInvitation, answerPerPerson],
    call: get('/invitations'),
  },
  {
    name: 'POST /rsvp/{token} for the +1 of a guest who has none',
    state: 'active',
    before: [addGuests[1]!, get('/events'), inviteFirstGuest],
    call: (_context, previous) =>
      postJson(rsvpPathOf(previous), {
        answers: [
          { guestId: guestIdOf(previous[0]!), eventId: eventIdsOf(previous[1]!)[0]!, coming: true, half: true },
        ],
      }),
  },
  {
    name: 'DELETE /rsvp/{token}: the household erases its data',
    state: 'active',
    before: [...withInvitation, answerPerPerson],
    call: (_context, previous) => apiRequest('DELETE', rsvpPathOf(previous)),
  },
  {
    name: 'GET /invitations after a household erased its data',
    state: 'active',
    before: [...withInvitation, answerPerPerson, (_context, previous) => apiRequest('DELETE', rsvpPathOf(previous))],
    call: get('/invitations'),
  },
  {
    name: 'POST /rsvp/{token} for a guest not invited',
    state: 'active',
    before: withInvitation,
    call: (_context, previous) =>
      postJson(rsvpPathOf(previous), { answers: [{ guestId: 'g_nobody', eventId: 'ev_nobody', coming: true }] }),
  },

  // The call list (issue 40): the couple records an answer given by phone
  {
    name: 'PUT /invitations/{id}/answer',
    state: 'active',
    before: withInvitation,
    call: (_context, previous) =>
      apiRequest('PUT', `/invitations/${invitationIdOf(previous)}/answer`, {
        json: {
          answers: eventIdsOf(previous[1]!).map((eventId, part) => ({
            guestId: guestIdOf(previous[0]!),
            eventId,
            coming: part > 0,
          })),
        },
      }),
  },
  {
    name: 'PUT /invitations/{id}/answer for a guest not invited',
    state: 'active',
    before: withInvitation,
    call: (_context, previous) =>
      apiRequest('PUT', `/invitations/${invitationIdOf(previous)}/answer`, {
        json: { answers: [{ guestId: 'g_nobody', eventId: 'ev_nobody', coming: true }] },
      }),
  },
  { name: 'GET /invitations/calls with nobody to call', state: 'active', call: get('/invitations/calls') },
  {
    name: 'GET /invitations/calls with a household to call: a phone, no e-mail',
    state: 'active',
    before: callableInvitation,
    call: get('/invitations/calls'),
    sameValues: (body) =>
      (body as Array<{ guests: Array<{ name: string; phone: string | null }>; eventIds: string[] }>).map((entry) => ({
        guests: entry.guests.map(({ name, phone }) => ({ name, phone })),
        parts: entry.eventIds.length,
      })),
  },
  {
    name: 'GET /invitations/calls once its answer is recorded',
    state: 'active',
    before: [
      ...callableInvitation,
      (_context, previous) =>
        apiRequest('PUT', `/invitations/${invitationIdOf(previous)}/answer`, {
          json: {
            answers: eventIdsOf(previous[1]!).map((eventId) => ({
              guestId: guestIdOf(previous[0]!),
              eventId,
              coming: true,
            })),
          },
        }),
    ],
    call: get('/invitations/calls'),
    sameValues: (body) => body,
  },

  // The wedding day (issue 27): a step added first, so answers hold one whatever the wizard said
  { name: 'GET /day', state: 'active', before: [addDayStep], call: get('/day') },
  { name: 'POST /day', state: 'active', call: addDayStep },
  {
    name: 'POST /day with a bad time',
    state: 'active',
    call: () => postJson('/day', { time: '25:00', title: 'Салют' }),
  },
  {
    name: 'POST /day naming a contractor of nobody',
    state: 'active',
    call: () => postJson('/day', { time: '12:00', title: 'Съёмка', contractorId: 'ctr_nobody' }),
  },
  {
    name: 'PATCH /day/{id}',
    state: 'active',
    before: [addDayStep],
    call: (_context, previous) => patchJson(`/day/${dayStepIdOf(previous[0]!)}`, { time: '12:30', until: '15:00' }),
  },
  { name: 'PATCH /day/{id} of nobody', state: 'active', call: () => patchJson('/day/day_nobody', { title: 'x' }) },
  {
    name: 'DELETE /day/{id}',
    state: 'active',
    before: [addDayStep],
    call: (_context, previous) => apiRequest('DELETE', `/day/${dayStepIdOf(previous[0]!)}`),
  },
  { name: 'GET /day/share', state: 'active', call: get('/day/share') },
  {
    name: 'DELETE /day/share',
    state: 'active',
    before: [get('/day/share')],
    call: () => apiRequest('DELETE', '/day/share'),
  },
  { name: 'GET /day/calendar.ics', state: 'active', call: get('/day/calendar.ics') },
  // The sections' own files: the looks and decor boards (issue 28), the messages (issue 40), …
  ...sectionCases,
  ...declaredCases,
  // Contractors (issue 27): payments are budget items, files are kept with the wedding
  {
    name: 'GET /dictionaries/contractors/category',
    state: 'active',
    call: get('/dictionaries/contractors/category'),
  },
  {
    name: 'GET /contractors with a payment and a file',
    state: 'active',
    before: [addContractor, uploadContract, addDeposit],
    call: get('/contractors'),
    sameValues: (body) =>
      (body as Array<{ paidTotal: number; dueTotal: number }>).map((c) => [c.paidTotal, c.dueTotal]),
  },
  { name: 'POST /contractors', state: 'active', call: addContractor },
  {
    name: 'POST /contractors with a wrong e-mail',
    state: 'active',
    call: () => postJson('/contractors', { category: 'host', name: 'Алексей', email: 'alexey@' }),
  },
  {
    name: 'POST /contractors with a javascript: site',
    state: 'active',
    call: () => postJson('/contractors', { category: 'host', name: 'Алексей', site: 'javascript:alert(1)' }),
  },
  {
    name: 'PATCH /contractors/{id}: booked',
    state: 'active',
    before: [addContractor],
    call: (_context, previous) => patchJson(`/contractors/${contractorIdOf(previous)}`, { status: 'booked' }),
  },
  {
    name: 'PATCH /contractors/{id} of no contractor',
    state: 'active',
    call: () => patchJson('/contractors/ct_nobody', { status: 'booked' }),
  },
  {
    name: 'DELETE /contractors/{id} with a payment, unasked',
    state: 'active',
    before: [addContractor, addDeposit],
    call: (_context, previous) => apiRequest('DELETE', `/contractors/${contractorIdOf(previous)}`),
  },
  {
    name: 'DELETE /budget/{id} of the rest of a contractor’s agreed price',
    state: 'active',
    before: [addContractor, get('/budget')],
    call: (_context, previous) => {
      const rest = (previous[1]!.body as Array<{ id: string; contractorId: string | null }>).find(
        (item) => item.contractorId === contractorIdOf(previous),
      );
      return apiRequest('DELETE', `/budget/${rest?.id ?? 'bi_none'}`);
    },
  },
  {
    name: 'DELETE /contractors/{id} with its payments',
    state: 'active',
    before: [addContractor, addDeposit],
    call: (_context, previous) => apiRequest('DELETE', `/contractors/${contractorIdOf(previous)}?withPayments=remove`),
  },
  {
    name: 'DELETE /contractors/{id} of no contractor',
    state: 'active',
    call: () => apiRequest('DELETE', '/contractors/ct_nobody'),
  },
  {
    name: 'POST /contractors/{id}/payments',
    state: 'active',
    before: [addContractor],
    call: addDeposit,
  },
  {
    name: 'POST /contractors/{id}/payments without a due date',
    state: 'active',
    before: [addContractor],
    call: (_context, previous) => postJson(`/contractors/${contractorIdOf(previous)}/payments`, { amount: 20000 }),
  },
  {
    name: 'GET /budget with a contractor’s deposit',
    state: 'active',
    before: [addContractor, addDeposit],
    call: get('/budget'),
    sameValues: (body) =>
      (body as Array<{ name: string; price: number; contractorName: string | null }>).map((item) => [
        item.name,
        item.price,
        item.contractorName,
      ]),
  },
  {
    name: 'POST /contractors/{id}/files',
    state: 'active',
    before: [addContractor],
    call: uploadContract,
  },
  {
    name: 'POST /contractors/{id}/files not a PDF or a picture',
    state: 'active',
    before: [addContractor],
    call: (_context, previous) =>
      apiRequest('POST', `/contractors/${contractorIdOf(previous)}/files`, {
        form: { file: new File(['<html></html>'], 'договор.pdf', { type: 'application/pdf' }) },
      }),
  },
  {
    name: 'GET /contractors/{id}/files/{fileId}',
    state: 'active',
    before: [addContractor, uploadContract],
    call: (_context, previous) => apiRequest('GET', contractorFilePath(previous)),
  },
  {
    name: 'GET /contractors/{id}/files/{fileId} of no file',
    state: 'active',
    before: [addContractor],
    call: (_context, previous) => apiRequest('GET', `/contractors/${contractorIdOf(previous)}/files/wf_nobody`),
  },
  {
    name: 'DELETE /contractors/{id}/files/{fileId}',
    state: 'active',
    before: [addContractor, uploadContract],
    call: (_context, previous) => apiRequest('DELETE', contractorFilePath(previous)),
  },
  {
    name: 'DELETE /contractors/{id}/files/{fileId} of no file',
    state: 'active',
    before: [addContractor],
    call: (_context, previous) => apiRequest('DELETE', `/contractors/${contractorIdOf(previous)}/files/wf_nobody`),
  },

  // Who did what in the wedding (issue 24): any member, subscribed or not
  {
    name: 'GET /wedding/activity after a write',
    state: 'active',
    before: [addGuests[0]!],
    call: get('/wedding/activity'),
  },
  { name: 'GET /wedding/activity without a session', state: 'logged-out', call: get('/wedding/activity') },

  // The consultation (issue 38, item 9)
  { name: 'GET /consultations/slots', state: 'active', call: listSlots },
  {
    name: 'GET /consultations with a booking',
    state: 'active',
    before: [listSlots, bookFirstSlot],
    call: get('/consultations'),
  },
  { name: 'POST /consultations', state: 'active', before: [listSlots], call: bookFirstSlot },
  {
    name: 'POST /consultations a second time in the paid period',
    state: 'active',
    before: [listSlots, bookFirstSlot, listSlots],
    call: bookFirstSlot,
  },
  {
    name: 'POST /consultations with a blank topic',
    state: 'active',
    before: [listSlots],
    call: (_context, previous) =>
      postJson('/consultations', { slotId: (previous[0]!.body as Array<{ id: string }>)[0]!.id, topic: '  ' }),
  },
  {
    name: 'POST /consultations of no slot',
    state: 'active',
    call: () => postJson('/consultations', { slotId: 'sl_nope', topic: 'Бюджет' }),
  },
  {
    name: 'DELETE /consultations/{id}',
    state: 'active',
    before: [listSlots, bookFirstSlot],
    call: (_context, previous) => apiRequest('DELETE', `/consultations/${idOf(previous[1]!)}`),
  },
];
