import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseMultipart } from '../../mocks/multipart.ts';
import { mockServer } from '../../mocks/node.ts';
import { MOCK_PASSWORD } from '../../mocks/scenarios.ts';
import { findAccount, mockDb, sessionUser } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/native-files.ts';
import './support/resize-observer.ts';

vi.mock('../../src/lib/config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/config.ts')>()),
  goToStartUrl: vi.fn(),
}));
const { goToStartUrl } = await import('../../src/lib/config.ts');

// The page's chunk (pickers, upload) is loaded once up front rather than inside the first test.
await import('../../src/features/settings/components/settings-page.tsx');

/** Records the multipart bodies sent to POST /user/update: text fields as text, files as name/type/size. */
function recordUpdates() {
  const updates: Record<string, unknown>[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname !== '/api/v1/user/update') return;
    const parts = (await parseMultipart(request.clone())) ?? [];
    updates.push(
      Object.fromEntries(
        parts.map((part) => [
          part.name,
          part.kind === 'text' ? part.value : { name: part.filename, type: part.type, size: part.bytes.length },
        ]),
      ),
    );
  });
  return updates;
}

function recordBodies(pathname: string) {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === `/api/v1${pathname}`) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function openSettings(scenario: 'active' | 'helper' = 'active') {
  const view = renderApp('/settings', scenario);
  // The same goes for user-event's pointer-events check; the page sets no pointer-events.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByRole('heading', { level: 1, name: 'Настройки' });
  const profile = screen.getByRole('heading', { level: 2, name: 'Профиль' }).closest('.ant-card') as HTMLElement;
  const security = screen.getByRole('heading', { level: 2, name: 'Безопасность' }).closest('.ant-card') as HTMLElement;
  return { ...view, user, profile, security };
}

/**
 * The profile form's submit button, found by its text: a role query over this form (pickers,
 * upload, preview) computes styles of every element, which jsdom makes take seconds.
 */
function saveButton(profile: HTMLElement): HTMLElement {
  return within(profile).getByText('Сохранить').closest('button')!;
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the settings page: profile', () => {
  it('opens with the profile as it is', async () => {
    const { profile } = await openSettings();
    expect(within(profile).getByLabelText('Имя невесты')).toHaveValue('Анна');
    expect(within(profile).getByLabelText('Имя жениха')).toHaveValue('Пётр');
    expect(within(profile).getByLabelText('Место регистрации')).toHaveValue('Грибоедовский ЗАГС');
    expect(within(profile).getByLabelText('Место банкета')).toHaveValue('Ресторан «Сад»');
    expect(within(profile).getByLabelText('Дата и время регистрации')).toHaveValue(
      formatLocal('2027-06-12T11:00:00.000Z'),
    );
  });

  it('saves names and a new picture as multipart, and the header shows them at once', async () => {
    const updates = recordUpdates();
    const { user, profile } = await openSettings();
    const chip = screen.getByTestId('session-chip');
    expect(chip).toHaveTextContent('Анна & Пётр');

    await user.clear(within(profile).getByLabelText('Имя невесты'));
    await user.type(within(profile).getByLabelText('Имя невесты'), 'Мария');
    await user.clear(within(profile).getByLabelText('Имя жениха'));
    await user.type(within(profile).getByLabelText('Имя жениха'), 'Иван');
    const picture = new File([PNG_BYTES], 'us.png', { type: 'image/png' });
    await user.upload(profile.querySelector<HTMLInputElement>('input[type=file]')!, picture);
    // The preview shows the chosen file before anything is sent.
    expect(await within(profile).findByAltText('Фотография профиля')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(updates).toEqual([]);

    await user.click(saveButton(profile));
    expect(await findNotice('success')).toHaveTextContent('Настройки обновлены');
    expect(chip).toHaveTextContent('Мария & Иван');
    const userpic = sessionUser()!.userpic!;
    expect(chip.querySelector('img')).toHaveAttribute('src', userpic);
    expect(updates).toEqual([
      {
        userpic: { name: 'us.png', type: 'image/png', size: PNG_BYTES.length },
        brideName: 'Мария',
        groomName: 'Иван',
        registrationLocation: 'Грибоедовский ЗАГС',
        banquetLocation: 'Ресторан «Сад»',
        registrationDate: '2027-06-12T11:00:00.000Z',
        banquetDate: '2027-06-12T15:00:00.000Z',
        amountOfGuests: '1',
      },
    ]);
  });

  it("refuses an emptied name with the field's message instead of reporting a save that did not happen", async () => {
    const updates = recordUpdates();
    const { user, profile } = await openSettings();
    await user.clear(within(profile).getByLabelText('Имя невесты'));
    await user.click(saveButton(profile));
    expect(await within(profile).findByText('Поле не может быть пустым')).toBeInTheDocument();
    expect(updates).toEqual([]);
    expect(screen.queryByText('Настройки обновлены')).toBeNull();
  });

  it("shows the account's e-mail and the wizard's guest count, and saves a new count", async () => {
    const updates = recordUpdates();
    const { user, profile } = await openSettings();
    expect(within(profile).getByLabelText('Электронная почта')).toHaveValue('anna@example.ru');
    expect(within(profile).getByLabelText('Электронная почта')).toHaveAttribute('readonly');
    expect(within(profile).getByText('50–100')).toBeInTheDocument();
    await user.click(within(profile).getByLabelText('Количество гостей'));
    await user.click(await screen.findByTitle('150–200'));
    await user.click(saveButton(profile));
    expect(await findNotice('success')).toHaveTextContent('Настройки обновлены');
    expect(updates[0]).toMatchObject({ amountOfGuests: '3' });
    expect(sessionUser()!.amountOfGuests).toBe(3);
  });

  it("shows a helper the wedding's answers greyed out and saves their own picture with them unchanged", async () => {
    const updates = recordUpdates();
    const { user, profile } = await openSettings('helper');
    expect(within(profile).getByTestId('answers-read-only')).toHaveTextContent('меняют жених и невеста');
    for (const label of ['Имя невесты', 'Имя жениха', 'Место регистрации', 'Место банкета'])
      expect(within(profile).getByLabelText(label), label).toBeDisabled();
    const picture = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    await user.upload(profile.querySelector<HTMLInputElement>('input[type=file]')!, picture);
    await user.click(saveButton(profile));
    expect(await findNotice('success')).toHaveTextContent('Настройки обновлены');
    expect(updates[0]).toMatchObject({ userpic: { name: 'me.png' }, brideName: 'Анна' });
    expect(sessionUser()!.userpic).toMatch(/^\/api\/v1\/uploads\//);
  });

  it('says a chosen picture is not saved yet, and asks before leaving the page with it', async () => {
    const { user, profile, currentPath } = await openSettings();
    const picture = new File([PNG_BYTES], 'us.png', { type: 'image/png' });
    await user.upload(profile.querySelector<HTMLInputElement>('input[type=file]')!, picture);
    expect(await within(profile).findByText('Новая фотография ещё не сохранена: нажмите «Сохранить».')).toBeVisible();

    const navigation = screen.getByRole('navigation', { name: 'Разделы' });
    await user.click(within(navigation).getByRole('link', { name: 'Главная' }));
    const question = (await screen.findByText('Уйти без сохранения?')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(question).getByRole('button', { name: 'Остаться' }));
    expect(currentPath()).toBe('/settings');

    await user.click(within(navigation).getByRole('link', { name: 'Главная' }));
    const again = (await screen.findByText('Уйти без сохранения?')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(again).getByRole('button', { name: 'Уйти' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('refuses a file that says it is a picture but cannot be drawn, the moment it is chosen', async () => {
    const updates = recordUpdates();
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('not an image')));
    try {
      const { user, profile } = await openSettings();
      const fake = new File(['just text'], 'photo.jpg', { type: 'image/jpeg' });
      await user.upload(profile.querySelector<HTMLInputElement>('input[type=file]')!, fake);
      expect(
        await within(profile).findByText('Загрузите изображение в формате JPEG, PNG или WebP'),
      ).toBeInTheDocument();
      await user.click(saveButton(profile));
      expect(updates).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses a file that is not a JPEG, PNG or WebP picture before sending it', async () => {
    const updates = recordUpdates();
    const { user, profile } = await openSettings();
    const input = profile.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    // A person can still pick "all files" in the dialog, which the accept list does not stop.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await within(profile).findByText('Загрузите изображение в формате JPEG, PNG или WebP')).toBeInTheDocument();
    await user.click(saveButton(profile));
    await waitFor(() => expect(saveButton(profile)).toBeEnabled());
    expect(updates).toEqual([]);
  });

  it('refuses a picture over 5 MB before sending it', async () => {
    const updates = recordUpdates();
    const { user, profile } = await openSettings();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(profile.querySelector<HTMLInputElement>('input[type=file]')!, big);
    expect(
      await within(profile).findByText('Файл слишком большой: загрузите изображение не больше 5 МБ'),
    ).toBeInTheDocument();
    await user.click(saveButton(profile));
    expect(updates).toEqual([]);
  });
});

describe('the settings page: security', () => {
  it('changes the password with old-password, new-password and new-password-confirm', async () => {
    const bodies = recordBodies('/user/change-password');
    const { user, security } = await openSettings();
    const submit = within(security).getByRole('button', { name: 'Сменить пароль' });
    expect(submit).toBeDisabled();
    await user.type(within(security).getByLabelText('Текущий пароль'), MOCK_PASSWORD);
    await user.type(within(security).getByLabelText('Новый пароль'), 'new-secret');
    await user.click(submit);
    expect(await findNotice('success')).toHaveTextContent('Пароль обновлён');
    expect(bodies).toEqual([
      { 'old-password': MOCK_PASSWORD, 'new-password': 'new-secret', 'new-password-confirm': 'new-secret' },
    ]);
    expect(findAccount('anna@example.ru')!.password).toBe('new-secret');
    await waitFor(() => expect(within(security).getByLabelText('Текущий пароль')).toHaveValue(''));
  });

  it('checks lengths on touch and asks for the other password when only one is given', async () => {
    const bodies = recordBodies('/user/change-password');
    const { user, security } = await openSettings();
    await user.type(within(security).getByLabelText('Новый пароль'), 'abc');
    await user.tab();
    expect(
      await within(security).findByText('Количество символов меньше минимально допустимого: нужно не менее 4 символов'),
    ).toBeInTheDocument();
    await user.type(within(security).getByLabelText('Новый пароль'), 'd');
    await user.click(within(security).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(security).findByText('Поле не может быть пустым')).toBeInTheDocument();
    await waitFor(() => expect(within(security).getByLabelText('Текущий пароль')).toHaveFocus());
    expect(bodies).toEqual([]);
  });

  it('a wrong current password shows the server’s message under that field', async () => {
    const { user, security } = await openSettings();
    await user.type(within(security).getByLabelText('Текущий пароль'), 'not-my-password');
    await user.type(within(security).getByLabelText('Новый пароль'), 'new-secret');
    await user.click(within(security).getByRole('button', { name: 'Сменить пароль' }));
    const field = within(security).getByLabelText('Текущий пароль').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Текущий пароль введён неверно')).toBeInTheDocument();
  });
});

describe('the settings page: account deletion', () => {
  it('asks first; cancelling keeps the account', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Удалить профиль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить профиль?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Удалить профиль?' })).not.toBeInTheDocument());
    expect(findAccount('anna@example.ru')).toBeDefined();
    expect(goToStartUrl).not.toHaveBeenCalled();
  });

  it('deletes the account once confirmed right after a login, says «Профиль удалён», then leaves for the start URL', async () => {
    const { user } = await openSettings();
    mockDb.sessionLoggedInAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Удалить профиль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить профиль?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    const notice = await findNotice('success');
    expect(notice).toHaveTextContent('Успешно');
    expect(notice).toHaveTextContent('Профиль удалён');
    // The notice is there to be read before the page goes.
    expect(goToStartUrl).not.toHaveBeenCalled();
    await waitFor(() => expect(goToStartUrl).toHaveBeenCalled());
    expect(findAccount('anna@example.ru')).toBeUndefined();
    expect(mockDb.sessionUserId).toBeNull();
  });

  it('asks for the password when the login is old, logs in again and deletes (issue 10, finding 7)', async () => {
    vi.mocked(goToStartUrl).mockClear();
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Удалить профиль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить профиль?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    const password = await within(dialog).findByLabelText('Пароль');
    expect(
      within(dialog).getByText('Вы вошли в профиль давно. Чтобы удалить его, подтвердите, что это вы: введите пароль.'),
    ).toBeInTheDocument();
    expect(findAccount('anna@example.ru')).toBeDefined();
    expect(goToStartUrl).not.toHaveBeenCalled();

    await user.type(password, MOCK_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(goToStartUrl).toHaveBeenCalled());
    expect(findAccount('anna@example.ru')).toBeUndefined();
  });
});

/** An instant as the pickers show it: local time, DD.MM.YYYY HH:mm. */
function formatLocal(iso: string): string {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
