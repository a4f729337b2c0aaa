import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import { mockUser } from './support/subscription.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/notes/components/notes-page.tsx');

async function openPage() {
  const view = renderApp('/notes', 'notes-page');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByRole('heading', { level: 2, name: 'Меню банкета' });
  return { ...view, user };
}

const titlesShown = () =>
  screen.queryAllByTestId('note').map((note) => within(note).getByRole('heading', { level: 2 }).textContent);
const stored = () => mockDb.notes![mockUser().id]!;

afterEach(() => mockServer.events.removeAllListeners());

describe('the notes page (issue 28)', () => {
  it('lists the notes newest first with their text as written and when they changed', async () => {
    await openPage();
    expect(titlesShown()).toEqual(['Меню банкета', 'Телефоны подрядчиков', 'Идеи для фотосессии']);
    expect(screen.getByText('3 заметки')).toBeInTheDocument();
    const first = screen.getAllByTestId('note')[0]!;
    expect(first).toHaveTextContent('Для Ромы — вегетарианское.');
    expect(first).toHaveTextContent(/Изменено \d+ \S+ \d{4}, \d\d:\d\d/);
  });

  it('searches titles and texts as one types, in any case, every word, ё as е', async () => {
    const { user } = await openPage();
    const search = screen.getByRole('searchbox', { name: 'Поиск по заметкам' });
    await user.type(search, 'ТЕЛЕФОН');
    expect(titlesShown()).toEqual(['Телефоны подрядчиков']);
    expect(screen.getByText('Найдена 1 заметка')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'вегетарианское детское');
    expect(titlesShown()).toEqual(['Меню банкета']);
    await user.clear(search);
    await user.type(search, 'колёменское');
    expect(titlesShown()).toEqual([]);
    expect(screen.getByText('Ничего не нашлось по запросу «колёменское».')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'плёд');
    expect(titlesShown()).toEqual(['Идеи для фотосессии']);
  });

  it('writes a note, asking for a title first; it comes on top with the notice of adding', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Добавить заметку' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Поле не может быть пустым')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Заголовок'), 'Рассадка');
    await user.type(within(dialog).getByLabelText('Текст'), 'Тётю Свету{Enter}подальше от дяди Коли');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Заметка добавлена');
    expect(stored().at(-1)).toMatchObject({ title: 'Рассадка', text: 'Тётю Свету\nподальше от дяди Коли' });
    await waitFor(() => expect(titlesShown()[0]).toBe('Рассадка'));
  });

  it('edits a note, which then comes on top, and deletes one only after confirming', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Изменить: Идеи для фотосессии' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Заголовок')).toHaveValue('Идеи для фотосессии');
    await user.type(within(dialog).getByLabelText('Текст'), '{Enter}Фотограф: Лена');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Заметка изменена');
    await waitFor(() => expect(titlesShown()[0]).toBe('Идеи для фотосессии'));
    expect(stored().find((note) => note.id === 'nt_mock_3')!.text).toContain('\nФотограф: Лена');

    await user.click(screen.getByRole('button', { name: 'Удалить: Телефоны подрядчиков' }));
    const confirm = (await screen.findAllByText('Удалить заметку?')).at(-1)!.closest('.ant-modal') as HTMLElement;
    expect(confirm).toHaveTextContent('Заметка «Телефоны подрядчиков» будет удалена у вас обоих.');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await findNotice('success')).toHaveTextContent('Заметка удалена');
    await waitFor(() => expect(titlesShown()).not.toContain('Телефоны подрядчиков'));
    expect(stored().map((note) => note.id)).not.toContain('nt_mock_2');
  });

  it('says what the section is for while there are no notes', async () => {
    renderApp('/notes', 'active');
    expect(await screen.findByText(/Заметок пока нет\. Записывайте сюда идеи/)).toBeInTheDocument();
  });
});
