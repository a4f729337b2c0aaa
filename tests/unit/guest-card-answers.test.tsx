import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal } from './support/subscription.ts';
import './support/resize-observer.ts';

/*
 * Issue 38, item 8: a guest's card shows the answers to the invitation, per part of the day the
 * guest is invited to, the guest's own and their +1's, with each one's diet.
 */

await import('../../src/features/guests/components/guest-list-page.tsx');

afterEach(() => mockServer.events.removeAllListeners());

const nameButton = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button.guest-list__name')].find((button) =>
    button.textContent?.startsWith(name),
  )!;

/** The open card whose title is `title` (in jsdom every antd id is the same, so the dialog's label cannot name it). */
async function openedCard(title: string | RegExp): Promise<HTMLElement> {
  let card: HTMLElement | undefined;
  await waitFor(() => {
    card = [...document.querySelectorAll<HTMLElement>('.ant-drawer-open [role="dialog"]')].find((drawer) => {
      const text = drawer.querySelector('.ant-drawer-title')?.textContent ?? '';
      return typeof title === 'string' ? text === title : title.test(text);
    });
    expect(card).toBeDefined();
  });
  return card!;
}

/** The rows of the card's answers as `label: text`. */
function answerRows(card: HTMLElement): string[] {
  const table = within(card).getByTestId('guest-answers');
  return [...table.querySelectorAll('tr')].map(
    (row) =>
      `${row.querySelector('th')?.textContent ?? ''}: ${[...row.querySelectorAll('td')].map((cell) => cell.textContent).join('')}`,
  );
}

describe('the guest card', () => {
  it('shows a guest’s and their +1’s answer per part of the day, and the diet', async () => {
    const { user } = renderApp('/guest-list', 'invitations-page');
    await screen.findByText('Ольга Волкова и Денис Кузнецов');
    await user.click(nameButton('Ольга Волкова'));
    const card = await openedCard('Ольга Волкова и Денис Кузнецов');
    await within(card).findByTestId('guest-answers');
    expect(answerRows(card)).toEqual([
      'Регистрация: Ольга Волкова: придётДенис Кузнецов: не придёт',
      'Прогулка: Ольга Волкова: не придётДенис Кузнецов: не придёт',
      'Банкет: Ольга Волкова: придётДенис Кузнецов: придёт',
      'Диета: Ольга Волкова: Без глютена',
    ]);
  });

  it('shows «нет ответа» before a household answers, and «Не приглашён» for a guest no invitation holds', async () => {
    const { user } = renderApp('/guest-list', 'invitations-page');
    await screen.findByText('Маша Лебедева со спутником');
    await user.click(nameButton('Маша Лебедева'));
    const masha = await openedCard('Маша Лебедева со спутником');
    await within(masha).findByTestId('guest-answers');
    expect(answerRows(masha)).toEqual([
      'Регистрация: Маша Лебедева: нет ответаСпутник: нет ответа',
      'Прогулка: Маша Лебедева: нет ответаСпутник: нет ответа',
      'Банкет: Маша Лебедева: нет ответаСпутник: нет ответа',
    ]);
    await user.click(within(masha).getByRole('button', { name: /close|закрыть/i }));

    await user.click(nameButton('Бабушка Нина'));
    const nina = await openedCard('Бабушка Нина');
    expect(await within(nina).findByText('Не приглашён')).toBeInTheDocument();
  });

  it('on the sample wedding shows the sample’s answers without asking the server', async () => {
    const asked: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (/\/api\/v1\/(invitations|events)/.test(path)) asked.push(path);
    });
    const { user } = renderApp('/guest-list', 'no-subscription', dismissExpiryModal);
    await screen.findAllByText('Елена Викторовна Орлова', { exact: false });
    await user.click(nameButton('Елена Викторовна Орлова'));
    const card = await openedCard(/Елена Викторовна Орлова/);
    await within(card).findByTestId('guest-answers');
    expect(answerRows(card).length).toBeGreaterThan(0);
    expect(within(card).getAllByText('придёт').length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
});
