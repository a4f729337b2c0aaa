import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from '../../src/lib/dayjs.ts';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import { shareLinks } from '../../src/features/invitations/invitation-view.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/resize-observer.ts';

await import('../../src/features/invitations/components/invitations-page.tsx');

async function openInvitations() {
  const view = renderApp('/invitations', 'invitations-page');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const page = await screen.findByTestId('invitations-page');
  return { ...view, user, page };
}

const invitationCard = (id: string) => document.querySelector<HTMLElement>(`[data-invitation="${id}"]`)!;

describe('the invitations page', () => {
  it('shows the parts of the day, the answers per part and each household', async () => {
    const { page } = await openInvitations();
    const events = page.querySelectorAll('[data-event]');
    expect([...events].map((element) => (element as HTMLElement).dataset.event)).toEqual([
      'Регистрация',
      'Прогулка',
      'Банкет',
    ]);
    // Per part, in people (each +1 counted): invited, coming, children among them, not coming, no answer.
    // Parents (2) come; Olga and her +1 (2) skip the walk; Masha and her +1 (2) have not answered.
    const walk = within(page).getByRole('row', { name: /Прогулка/ });
    expect(walk).toHaveTextContent(/Прогулка\s*6\s*2\s*0\s*2\s*2/);
    const banquet = within(page).getByRole('row', { name: /Банкет/ });
    expect(banquet).toHaveTextContent(/Банкет\s*6\s*4\s*0\s*0\s*2/);
    const answered = invitationCard('inv_mock_2');
    expect(answered).toHaveTextContent('Ольга Волкова');
    expect(answered).toHaveTextContent('+1: Денис Кузнецов');
    expect(answered).toHaveTextContent('Ольга Волкова — питание: Без глютена');
    // Her +1 answers for himself, part by part.
    expect(answered).toHaveTextContent('Денис Кузнецов — Регистрация: не придёт');
    expect(answered).toHaveTextContent('Денис Кузнецов — Банкет: придёт');
    expect(invitationCard('inv_mock_3')).toHaveTextContent(/Нет ответа \d+ (день|дня|дней)/);
    // The parents' card, printed and shared, names them; the couple's notes («Мама невесты») stay out.
    const parents = invitationCard('inv_mock_1');
    expect(within(parents).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Ирина Сергеевна Волкова, Сергей Петрович Волков',
    );
    const shared = within(parents)
      .getAllByRole('link')
      .map((link) => decodeURIComponent(link.getAttribute('href') ?? ''));
    expect(shared.filter((href) => href.includes('Ирина Сергеевна Волкова'))).toHaveLength(4);
    expect(shared.join(' ')).not.toMatch(/Мама невесты|Папа невесты/);
    expect(parents.textContent).not.toMatch(/Мама невесты|Папа невесты/);
    const telegram = within(invitationCard('inv_mock_3')).getByRole('link', { name: 'Telegram' });
    expect(telegram.getAttribute('href')).toMatch(/^https:\/\/t\.me\/share\/url\?url=http/);
    expect(decodeURIComponent(telegram.getAttribute('href')!)).toContain('Маша Лебедева');
    expect(within(page).getByRole('link', { name: 'Скачать ответы для кейтеринга' })).toHaveAttribute(
      'href',
      '/api/v1/invitations/answers.xlsx',
    );
  });

  it('lists the households that have not answered N days after their invitation', async () => {
    const { page, user } = await openInvitations();
    const waiting = within(page).getByTestId('waiting-households');
    const days = within(waiting).getByRole('spinbutton', { name: 'Число дней без ответа' });
    expect(days).toHaveValue('7');
    // The scenario's invitations are dated ahead of today: none has waited a week.
    expect(waiting).toHaveTextContent('Таких приглашений нет');
    await user.clear(days);
    await user.type(days, '0');
    await waitFor(() => expect(waiting).toHaveTextContent('1 приглашение ждёт ответа'));
    expect(waiting).toHaveTextContent('Маша Лебедева');
    expect(waiting).not.toHaveTextContent('Ольга Волкова');
  });

  it('invites a household and revokes an invitation', async () => {
    const { page, user } = await openInvitations();
    const guestPicker = within(page).getByRole('combobox', { name: 'Гости одной семьи' });
    await user.click(guestPicker);
    await user.click(await screen.findByTitle('Катя Морозова'));
    await user.click(within(page).getByRole('button', { name: 'Создать приглашение' }));
    expect(await findNotice('success')).toHaveTextContent('Приглашение создано');
    await waitFor(() => expect(mockDb.invitations?.[Object.keys(mockDb.invitations)[0]!]?.invitations).toHaveLength(4));

    await user.click(within(invitationCard('inv_mock_3')).getByRole('button', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Отозвать приглашение?');
    expect(dialog).toHaveTextContent('Маша Лебедева');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(document.querySelector('[data-invitation="inv_mock_3"]')).toBeNull());
  });

  it('builds share links for Telegram, WhatsApp, VK and e-mail', () => {
    const links = shareLinks('https://example.ru/rsvp/abc', 'Аня, ждём вас!', 'Приглашение');
    expect(links.map((link) => link.href)).toEqual([
      'https://t.me/share/url?url=https%3A%2F%2Fexample.ru%2Frsvp%2Fabc&text=%D0%90%D0%BD%D1%8F%2C%20%D0%B6%D0%B4%D1%91%D0%BC%20%D0%B2%D0%B0%D1%81!',
      'https://wa.me/?text=%D0%90%D0%BD%D1%8F%2C%20%D0%B6%D0%B4%D1%91%D0%BC%20%D0%B2%D0%B0%D1%81!%20https%3A%2F%2Fexample.ru%2Frsvp%2Fabc',
      'https://vk.com/share.php?url=https%3A%2F%2Fexample.ru%2Frsvp%2Fabc&title=%D0%90%D0%BD%D1%8F%2C%20%D0%B6%D0%B4%D1%91%D0%BC%20%D0%B2%D0%B0%D1%81!',
      'mailto:?subject=%D0%9F%D1%80%D0%B8%D0%B3%D0%BB%D0%B0%D1%88%D0%B5%D0%BD%D0%B8%D0%B5&body=%D0%90%D0%BD%D1%8F%2C%20%D0%B6%D0%B4%D1%91%D0%BC%20%D0%B2%D0%B0%D1%81!%20https%3A%2F%2Fexample.ru%2Frsvp%2Fabc',
    ]);
  });
});

describe('a household that erased its data (issue 42)', () => {
  it('shows on its card, with its answers gone and its names kept', async () => {
    const { resetMockDb } = await import('../../mocks/store.ts');
    resetMockDb('invitations-page');
    await fetch('http://localhost/api/v1/invitations');
    const erased = await fetch('http://localhost/api/v1/rsvp/mockToken0000000000002', { method: 'DELETE' });
    expect(erased.status).toBe(200);
    // The couple opens the page afterwards: the scenario as the erasure left it.
    const kept = { invitations: mockDb.invitations, guests: mockDb.guests };
    renderApp('/invitations', 'invitations-page', () => Object.assign(mockDb, kept));
    await screen.findByTestId('invitations-page');
    const card = invitationCard('inv_mock_2');
    expect(card).toHaveTextContent('Ольга Волкова');
    expect(card).toHaveTextContent(/Гость удалил свои данные \d{2}\.\d{2}\.\d{4}/);
    expect(card).not.toHaveTextContent('Без глютена');
  });
});

describe('a household’s page in mock mode', () => {
  const token = 'mockToken0000000000003';
  it('answers the household, refuses after the deadline and 404s a revoked token', async () => {
    const { resetMockDb } = await import('../../mocks/store.ts');
    const { sessionUser } = await import('../../mocks/store.ts');
    const read = () => fetch(`http://localhost/api/v1/rsvp/${token}`);
    const seed = async (scenario: string) => {
      resetMockDb(scenario);
      // The couple's first call makes the scenario's invitations, as the page would.
      await fetch('http://localhost/api/v1/invitations');
    };
    await seed('invitations-page');
    const page = await (await read()).json();
    expect(page.guests.map((guest: { name: string }) => guest.name)).toEqual(['Маша Лебедева']);
    expect(page).toMatchObject({ closed: false, answers: [] });
    const masha = page.guests[0].id;
    const answer = await fetch(`http://localhost/api/v1/rsvp/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: [{ guestId: masha, eventId: 'ev_mock_3', coming: false }] }),
    });
    expect(answer.status).toBe(200);
    expect(mockDb.guests[sessionUser()!.id]!.find((guest) => guest.id === masha)?.checked).toBe(false);

    await seed('invitations-closed');
    expect((await (await read()).json()).closed).toBe(true);
    const late = await fetch(`http://localhost/api/v1/rsvp/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers: [] }),
    });
    expect(late.status).toBe(422);
    expect((await fetch('http://localhost/api/v1/rsvp/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it("shows and takes the parts' times and the deadline the Russian way (issue 38, item 8)", async () => {
    const { page, user } = await openInvitations();
    const stored = () => Object.values(mockDb.invitations!)[0]!;
    const walk = within(page.querySelector<HTMLElement>('[data-event="Прогулка"]')!).getByLabelText('Начало');
    // 12.06.2027 13:00 in Moscow, whatever the machine's zone: the picker shows local time.
    expect(walk).toHaveValue(dayjs('2027-06-12T10:00:00.000Z').format('DD.MM.YYYY HH:mm'));
    expect((walk as HTMLInputElement).value).not.toMatch(/AM|PM|\//);
    await user.click(walk);
    await user.clear(walk);
    await user.type(walk, '12.06.2027 15:30');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(stored().events.find((event) => event.name === 'Прогулка')?.startsAt).toBe(
        dayjs('2027-06-12 15:30').toISOString(),
      ),
    );

    const deadline = within(page).getByLabelText('Ответить до');
    expect(deadline).toHaveValue('20.05.2027');
    await user.click(deadline);
    await user.clear(deadline);
    await user.type(deadline, '25.05.2027');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stored().deadline).toBe('2027-05-25'));
  });

  it('prints each card with the couple, and each part with its date, time and place (issue 38, item 8)', async () => {
    await openInvitations();
    const card = within(invitationCard('inv_mock_2')).getByTestId('printed-card-details');
    expect(card).toHaveTextContent('Анна и Пётр');
    const at = (iso: string) => dayjs(iso).format('D MMMM YYYY, HH:mm');
    expect(card).toHaveTextContent(
      `Регистрация · ${at('2027-06-12T08:00:00.000Z')} · Грибоедовский ЗАГС · Москва, ул. Бутырская, 17`,
    );
    expect(card).toHaveTextContent(`Банкет · ${at('2027-06-12T13:00:00.000Z')} · Ресторан «Сад» · Москва, Тверская, 5`);
  });
});
