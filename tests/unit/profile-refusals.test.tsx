import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

/*
 * Issue 22, item 5: what the wizard and the settings refuse is refused in words under its field,
 * nothing is sent, and no success notice says otherwise.
 */

/** Every write the app sends during a test, as «METHOD path». */
function recordWrites(): string[] {
  const writes: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return writes;
}
afterEach(() => mockServer.events.removeAllListeners());

type User = ReturnType<typeof userEvent.setup>;

async function typeDate(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.clear(input);
  await user.type(input, text);
  await user.keyboard('{Tab}');
}

async function openSettings() {
  renderApp('/settings', 'active');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByRole('heading', { level: 1, name: 'Настройки' });
  const profile = screen.getByRole('heading', { level: 2, name: 'Профиль' }).closest('.ant-card') as HTMLElement;
  const security = screen.getByRole('heading', { level: 2, name: 'Безопасность' }).closest('.ant-card') as HTMLElement;
  return { user, profile, security };
}

const save = (card: HTMLElement, text = 'Сохранить') => within(card).getByText(text).closest('button')!;
const format = (date: dayjs.Dayjs) => date.format('DD.MM.YYYY HH:mm');

describe('the settings refuse in words, send nothing and report no success', () => {
  it('a 300-character groom’s name, naming the maximum', async () => {
    const { user, profile } = await openSettings();
    const writes = recordWrites();
    const groom = within(profile).getByLabelText('Имя жениха');
    await user.clear(groom);
    await user.click(groom);
    await user.paste('Ж'.repeat(300));
    await user.click(save(profile));
    expect(
      await within(profile).findByText('Количество символов превышает максимально допустимое: не более 100 символов'),
    ).toBeInTheDocument();
    expect(groom).toHaveValue('Ж'.repeat(300));
    expect(writes).toEqual([]);
    expect(screen.queryByTestId('notice-success')).not.toBeInTheDocument();
  });

  it('a registration date in the past stays typed, is named wrong and is not saved', async () => {
    const { user, profile } = await openSettings();
    const writes = recordWrites();
    const input = within(profile).getByLabelText('Дата и время регистрации');
    const past = format(dayjs().subtract(10, 'day').hour(14).minute(0));
    await typeDate(user, input, past);
    await user.click(save(profile));
    expect(
      await within(profile).findByText('Дата меньше, чем минимально допустимая: этот день уже прошёл'),
    ).toBeInTheDocument();
    expect(input).toHaveValue(past);
    expect(writes).toEqual([]);
    expect(screen.queryByTestId('notice-success')).not.toBeInTheDocument();
  });

  it('a banquet before the registration, and a wedding years ahead', async () => {
    const { user, profile } = await openSettings();
    const writes = recordWrites();
    const registration = dayjs().add(100, 'day').hour(14).minute(0);
    await typeDate(user, within(profile).getByLabelText('Дата и время регистрации'), format(registration));
    await typeDate(
      user,
      within(profile).getByLabelText('Дата и время банкета'),
      format(registration.subtract(2, 'hour')),
    );
    await user.click(save(profile));
    expect(
      await within(profile).findByText(
        'Дата меньше, чем минимально допустимая: банкет не может начаться раньше регистрации',
      ),
    ).toBeInTheDocument();

    await typeDate(user, within(profile).getByLabelText('Дата и время банкета'), format(registration.add(4, 'hour')));
    await typeDate(user, within(profile).getByLabelText('Дата и время регистрации'), format(dayjs().add(5, 'year')));
    await user.click(save(profile));
    expect(
      await within(profile).findByText(/^Дата больше, чем максимально допустимая: не позже \d\d\.\d\d\.\d{4}$/),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(screen.queryByTestId('notice-success')).not.toBeInTheDocument();
  });

  it('the old password as the new one', async () => {
    const { user, security } = await openSettings();
    const writes = recordWrites();
    await user.type(within(security).getByLabelText('Текущий пароль'), 'secret-password');
    await user.type(within(security).getByLabelText('Новый пароль'), 'secret-password');
    await user.click(save(security, 'Сменить пароль'));
    expect(
      await within(security).findByText('Новый пароль совпадает со старым. Придумайте другой.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(screen.queryByTestId('notice-success')).not.toBeInTheDocument();
  });
});

describe('the wizard refuses a date in the past in words', () => {
  it('keeps it typed, says why and stays on the step', async () => {
    renderApp('/first-login', 'wizard-pending');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const dialog = await screen.findByRole('dialog', { name: 'Знакомство' });
    await user.type(within(dialog).getByLabelText('Имя невесты'), 'Анна');
    await user.type(within(dialog).getByLabelText('Имя жениха'), 'Пётр');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await within(dialog).findByText('Шаг 2 из 4');
    const writes = recordWrites();
    const input = within(dialog).getByLabelText('Дата и время регистрации');
    const past = format(dayjs().subtract(3, 'day').hour(12).minute(0));
    await typeDate(user, input, past);
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(
      await within(dialog).findByText('Дата меньше, чем минимально допустимая: этот день уже прошёл'),
    ).toBeInTheDocument();
    expect(input).toHaveValue(past);
    await waitFor(() => expect(within(dialog).getByText('Шаг 2 из 4')).toBeInTheDocument());
    expect(writes).toEqual([]);
  });
});
