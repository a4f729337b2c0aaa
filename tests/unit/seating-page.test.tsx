import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

await import('../../src/features/seating/components/seating-page.tsx');

const counts = () => screen.getByRole('status').textContent ?? '';

/** Drops a guest on a table as the browser's drag and drop does. */
function dropGuest(guestId: string, tableName: string) {
  const data = { getData: () => guestId, setData: () => undefined };
  const table = screen.getByTestId(`table-${tableName}`);
  fireEvent.dragOver(table, { dataTransfer: data });
  fireEvent.drop(table, { dataTransfer: data });
}

describe('the seating plan page (issue 26, mocks)', () => {
  it('shows the seated plan, seats a dropped guest and seats the rest automatically', async () => {
    renderApp('/seating-plan', 'seating-plan');
    await screen.findByText('Без места: 3 чел. (3 в списке)');
    expect(screen.getByTestId('table-Стол молодожёнов')).toBeTruthy();
    expect(screen.getByTestId('unseated-Фотограф Алексей')).toBeTruthy();
    expect(screen.getByText('Маша Лебедева и Артём Новиков: вместе')).toBeTruthy();

    const user = mockDb.sessionUserId!;
    const photographer = mockDb.guests[user]!.find((guest) => guest.name === 'Фотограф Алексей')!;
    const roomy = mockDb.seating![user]!.tables.find((table) => table.name === 'Стол 4')!;
    dropGuest(photographer.id, roomy.name);
    await waitFor(() => expect(counts()).toContain('Без места: 2 чел. (2 в списке)'));
    expect(mockDb.seating![user]!.seats[photographer.id]).toBe(roomy.id);

    await screen.findByRole('button', { name: /Рассадить автоматически/ });
    fireEvent.click(screen.getByRole('button', { name: /Рассадить автоматически/ }));
    await waitFor(() => expect(counts()).toContain('Без места: 0 чел. (0 в списке)'));
    expect(screen.getByText('Все гости рассажены')).toBeTruthy();
  });

  it('shows the guests expected at the banquet by default, and the whole list on the switch', async () => {
    // invitations-closed: invitations exist; the three guests left unseated are neither confirmed nor invited.
    renderApp('/seating-plan', 'invitations-closed');
    await screen.findByText(/ещё 3 гостя без места/);
    expect(counts()).toContain('Без места: 0 чел. (0 в списке)');
    expect(screen.queryByTestId('unseated-Фотограф Алексей')).toBeNull();
    expect(screen.getByRole('button', { name: /Рассадить автоматически/ })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('switch'));
    await screen.findByTestId('unseated-Фотограф Алексей');
    expect(counts()).toContain('(3 в списке)');
    expect(screen.getByText(/Показаны все гости списка/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Рассадить автоматически/ })).toHaveProperty('disabled', false);
  });
});
