import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { mockDb } from '../../mocks/store.ts';
import type { Guest } from '../../src/contract/guests.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/native-files.ts';
import './support/resize-observer.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/guests/components/guest-list-page.tsx');

const guest = (fields: Partial<Guest> & Pick<Guest, 'id' | 'name' | 'from'>): Guest => ({
  withHalf: false,
  halfName: null,
  children: 'none',
  comment: '',
  category: [],
  checked: false,
  email: null,
  phone: null,
  ...fields,
});

/** Both sides and the common guests; 4 guests, 9 people (two +1s, one child, «с детьми» as two), 5 of them confirmed. */
const LIST: Guest[] = [
  guest({ id: 'g1', name: 'Мария', from: 'bride', withHalf: true, category: ['friends'], checked: true }),
  guest({ id: 'g2', name: 'Ольга', from: 'bride', children: 'one', category: ['family'] }),
  guest({ id: 'g3', name: 'Артём', from: 'groom', withHalf: true, halfName: 'Юля', category: ['friends'] }),
  guest({
    id: 'g4',
    name: 'Семья Ковалёвых',
    from: 'common',
    children: 'several',
    category: ['family'],
    checked: true,
  }),
];

function openGuestPage() {
  return renderApp('/guest-list', 'active', () => {
    mockDb.guests[mockDb.sessionUserId!] = structuredClone(LIST);
  });
}

const counts = () => screen.getByTestId('guest-counts').textContent;
// Plain selectors: role queries over the whole antd page take seconds each in jsdom.
const headings = () =>
  [...document.querySelectorAll('[role="heading"][aria-level="2"]')].map((heading) => heading.textContent);
const guestNames = () =>
  [...document.querySelectorAll<HTMLButtonElement>('button.guest-list__name')].map((b) => b.textContent);

describe('the guest page', () => {
  it('groups guests by side and counts guests, people with +1s and children, the children, and the people confirmed', async () => {
    openGuestPage();
    await screen.findByText('Мария со спутником');
    expect(headings()).toEqual([
      'Со стороны невесты2 гостя · 4 человека',
      'Со стороны жениха1 гость · 2 человека',
      'Общие1 гость · 3 человека',
    ]);
    expect(guestNames()).toEqual(['Мария со спутником', 'Ольга', 'Артём и Юля', 'Семья Ковалёвых']);
    // Мария and her +1, the Ковалёвs with two children: 5 people confirmed.
    expect(counts()).toBe('4 гостя9 человекиз них 3 ребёнка5 человек подтвердили');
  });

  it('shows a category’s guests on its tab, with that tab’s counts', async () => {
    const { user } = openGuestPage();
    await screen.findByText('Мария со спутником');
    await user.click(screen.getByRole('tab', { name: 'Друзья' }));
    expect(guestNames()).toEqual(['Мария со спутником', 'Артём и Юля']);
    expect(counts()).toBe('2 гостя4 человека2 человека подтвердили');
    await user.click(screen.getByRole('tab', { name: 'Семья' }));
    expect(guestNames()).toEqual(['Ольга', 'Семья Ковалёвых']);
    await user.click(screen.getByRole('tab', { name: 'Соседи' }));
    expect(guestNames()).toEqual([]);
  });

  it('finds guests by their name or their +1’s', async () => {
    openGuestPage();
    await screen.findByText('Мария со спутником');
    const search = screen.getByRole('searchbox', { name: 'Поиск по имени' });
    fireEvent.change(search, { target: { value: 'юля' } });
    await waitFor(() => expect(guestNames()).toEqual(['Артём и Юля']));
    fireEvent.change(search, { target: { value: 'КОВАЛЕВ' } });
    await waitFor(() => expect(guestNames()).toEqual(['Семья Ковалёвых']));
    expect(headings()).toEqual(['Общие1 гость · 3 человека']);
  });

  it('saves the confirmation checkbox at once, sending only checked', async () => {
    const sent: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push([new URL(request.url).pathname, await request.clone().json()]);
    });
    const { user } = openGuestPage();
    await screen.findByText('Мария со спутником');
    await user.click(screen.getByRole('checkbox', { name: 'Подтвердил: Ольга' }));
    expect(counts()).toBe('4 гостя9 человекиз них 3 ребёнка7 человек подтвердили');
    await waitFor(() => expect(sent).toEqual([['/api/v1/guests/g2', { checked: true }]]));
    expect(mockDb.guests[mockDb.sessionUserId!]!.find((g) => g.id === 'g2')!.checked).toBe(true);
    mockServer.events.removeAllListeners();
  });

  it('adds a guest with a +1 and says so', async () => {
    const { user } = openGuestPage();
    await screen.findByText('Мария со спутником');
    await user.click(screen.getByRole('button', { name: 'Добавить гостя' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый гость' });
    await user.type(within(dialog).getByLabelText('Имя'), 'Кирилл');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Поле не может быть пустым')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Сторона' }));
    await user.click(await screen.findByTitle('Со стороны жениха'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Придёт со спутником (+1)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await findNotice('success')).textContent).toContain('Гость добавлен');
    expect(await screen.findByText('Кирилл со спутником')).toBeTruthy();
    expect(counts()).toBe('5 гостей11 человекиз них 3 ребёнка5 человек подтвердили');
  });

  it('keeps a reminder out of the name guests see: offers to move «(…)» into the note only the couple sees', async () => {
    const { user } = openGuestPage();
    await screen.findByText('Мария со спутником');
    await user.click(screen.getByRole('button', { name: 'Добавить гостя' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый гость' });
    expect(
      within(dialog).getByText('Так гость увидит себя в приглашении, на QR-карточке и карточке рассадки'),
    ).toBeTruthy();
    const name = within(dialog).getByLabelText('Имя');
    await user.type(name, 'Ольга Петрова (мама Анны)');
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('«мама Анны» в скобках увидит гость');
    await user.click(within(warning).getByRole('button', { name: 'Перенести в заметку' }));
    expect(name).toHaveValue('Ольга Петрова');
    expect(within(dialog).getByLabelText('Заметка (видна только вам)')).toHaveValue('мама Анны');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await user.click(within(dialog).getByRole('combobox', { name: 'Сторона' }));
    await user.click(await screen.findByTitle('Со стороны невесты'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await findNotice('success')).textContent).toContain('Гость добавлен');
    const saved = mockDb.guests[mockDb.sessionUserId!]!.find((g) => g.name === 'Ольга Петрова');
    expect(saved?.comment).toBe('мама Анны');
    // The couple still reads the note in the list, under the name.
    expect(await screen.findByText('мама Анны')).toHaveClass('guest-list__note');
  });

  it('previews an import with its rejected rows and adds nothing until they are fixed', async () => {
    const { user } = openGuestPage();
    await screen.findByText('Мария со спутником');
    await user.click(screen.getByRole('button', { name: 'Загрузить из файла' }));
    const dialog = (await screen.findByText('Загрузка списка гостей')).closest<HTMLElement>('[role=dialog]')!;
    const csv = ['Имя;Сторона;+1', 'Денис;Со стороны жениха;Да', ';Общие;', 'Иван;С работы;'].join('\r\n');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([csv], 'гости.csv', { type: 'text/csv' }));
    const preview = await within(dialog).findByTestId('import-preview');
    expect(preview.textContent).toContain('Будет добавлен 1 гость');
    expect(preview.textContent).toContain('Денис со спутником');
    expect(preview.textContent).toContain('2 строки с ошибками');
    expect(preview.textContent).toContain('Строка 3: Не указано имя');
    expect(preview.textContent).toContain('Строка 4: Сторона «С работы» не из списка');
    expect(within(dialog).getByRole('button', { name: 'Добавить гостей' })).toHaveProperty('disabled', true);
    expect(mockDb.guests[mockDb.sessionUserId!]).toHaveLength(4);
  });

  it('imports a clean file after the preview and lists its guests', async () => {
    const { user } = openGuestPage();
    await screen.findByText('Мария со спутником');
    await user.click(screen.getByRole('button', { name: 'Загрузить из файла' }));
    const dialog = (await screen.findByText('Загрузка списка гостей')).closest<HTMLElement>('[role=dialog]')!;
    const csv = ['Имя;Сторона;Имя спутника', 'Денис;Со стороны жениха;Вера', 'Тётя Галя;Общие;'].join('\r\n');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File([csv], 'g.csv'));
    await within(dialog).findByTestId('import-preview');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить гостей' }));
    expect((await findNotice('success')).textContent).toContain('Добавлены 2 гостя из файла');
    expect(await screen.findByText('Денис и Вера')).toBeTruthy();
    expect(screen.getByText('Тётя Галя')).toBeTruthy();
  });

  it('flags guests already on the list in a re-import, skips them by default, and names unknown columns', async () => {
    const { user } = openGuestPage();
    await screen.findByText('Мария со спутником');
    await user.click(screen.getByRole('button', { name: 'Загрузить из файла' }));
    const dialog = (await screen.findByText('Загрузка списка гостей')).closest<HTMLElement>('[role=dialog]')!;
    const csv = ['Имя;Сторона;Адрес', 'мария;Со стороны невесты;', 'Семья  Ковалевых;Общие;', 'Денис;Общие;Тверь'].join(
      '\r\n',
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File([csv], 'g.csv'));
    const preview = await within(dialog).findByTestId('import-preview');
    expect(preview.textContent).toContain('2 гостя из файла уже есть в списке');
    expect(preview.textContent).toContain('Эти столбцы не распознаны и не будут загружены: «Адрес»');
    expect(preview.textContent).toContain('Будет добавлен 1 гость');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить гостей' }));
    expect((await findNotice('success')).textContent).toContain('Добавлен 1 гость из файла');
    expect(mockDb.guests[mockDb.sessionUserId!]!.map((g) => g.name)).toEqual([
      'Мария',
      'Ольга',
      'Артём',
      'Семья Ковалёвых',
      'Денис',
    ]);
  });
});
