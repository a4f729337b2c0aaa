import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/native-files.ts';
import './support/resize-observer.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/looks/components/board-page.tsx');

const cardTitles = () =>
  within(screen.getByRole('list', { name: /Образы|Декор/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const storedCards = () => mockDb.looks![mockDb.sessionUserId!]!;

describe('the looks and decor boards (issue 28, mocks)', () => {
  it('shows the looks board only, filters by kind and favourites, and marks a favourite', async () => {
    const { user } = renderApp('/looks', 'looks-page');
    await screen.findByText('Платье с открытой спиной');
    expect(screen.getByText('6 карточек · в избранном: 3')).toBeTruthy();
    expect(screen.queryByText('Зал в зелени и свечах')).toBeNull();
    expect(cardTitles()).toHaveLength(6);

    await user.click(screen.getByRole('checkbox', { name: 'Только избранное' }));
    expect(cardTitles()).toEqual([
      'Платье с открытой спиной',
      'Низкий пучок с веточкой эвкалипта',
      'Букет из пионов и эвкалипта',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Только избранное' }));

    await user.click(screen.getByRole('combobox', { name: 'Вид' }));
    await user.click(await screen.findByTitle('Кольца'));
    expect(cardTitles()).toEqual(['Кольца из белого золота']);
    const link = screen.getByRole('link', { name: 'Открыть ссылку: Кольца из белого золота' });
    expect(link).toHaveAttribute('href', 'https://example.ru/rings/42');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    await user.click(screen.getByRole('button', { name: 'В избранное: Кольца из белого золота' }));
    expect((await findNotice('success')).textContent).toContain('Добавлено в избранное');
    await waitFor(() => expect(screen.getByText('6 карточек · в избранном: 4')).toBeTruthy());
    expect(storedCards().find((card) => card.title === 'Кольца из белого золота')?.favorite).toBe(true);
    expect(screen.getByRole('button', { name: 'Убрать из избранного: Кольца из белого золота' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds a card with a picture, refuses one with neither picture nor link, edits and deletes', async () => {
    const { user } = renderApp('/looks', 'looks-page');
    await screen.findByText('Платье с открытой спиной');
    await user.click(screen.getByRole('button', { name: /Добавить карточку/ }));
    const dialog = (await screen.findByText('Новая карточка')).closest<HTMLElement>('[role=dialog]')!;
    await user.type(within(dialog).getByLabelText('Название'), 'Серьги-капли');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Добавьте картинку или ссылку на неё')).toBeTruthy();

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'earrings.png', {
      type: 'image/png',
    });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, picture);
    await user.click(within(dialog).getByRole('combobox', { name: 'Вид' }));
    await user.click(await screen.findByTitle('Аксессуары'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await findNotice('success')).textContent).toContain('Карточка добавлена');
    await screen.findByText('Серьги-капли');
    const added = storedCards().find((card) => card.title === 'Серьги-капли')!;
    expect(added).toMatchObject({ category: 'accessories', picture: true, link: null });
    expect(screen.getByRole('img', { name: 'Серьги-капли' })).toHaveAttribute(
      'src',
      `/api/v1/looks/${added.id}/thumbnail`,
    );

    await user.click(screen.getByRole('button', { name: 'Изменить: Серьги-капли' }));
    const edit = (await screen.findByText('Карточка «Серьги-капли»')).closest<HTMLElement>('[role=dialog]')!;
    await user.type(within(edit).getByLabelText('Комментарий'), 'К платью');
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('К платью');

    await user.click(screen.getByRole('button', { name: 'Удалить: Серьги-капли' }));
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Серьги-капли')).toBeNull());
    expect(storedCards().some((card) => card.title === 'Серьги-капли')).toBe(false);
  });

  it('shows the decor board with the decor kinds only', async () => {
    const { user } = renderApp('/decor', 'decor-page');
    await screen.findByText('Зал в зелени и свечах');
    expect(screen.getByText('5 карточек · в избранном: 2')).toBeTruthy();
    expect(screen.queryByText('Платье с открытой спиной')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Вид' }));
    expect(await screen.findByTitle('Торт')).toBeTruthy();
    expect(screen.queryByTitle('Платье')).toBeNull();
  });

  it('opens an empty board for a new couple', async () => {
    renderApp('/decor', 'active');
    expect(await screen.findByText(/На доске декора пока пусто/)).toBeTruthy();
  });

  it('opens the sample board without a subscription', async () => {
    renderApp('/looks', 'no-subscription');
    await screen.findByText('Платье-футляр из шёлка');
    expect(screen.getByTestId('sample-content')).toBeTruthy();
    expect(screen.queryByText('Торт «голый» с ягодами')).toBeNull();
    expect(screen.getByRole('button', { name: /Добавить карточку/ })).toBeDisabled();
  });
});
