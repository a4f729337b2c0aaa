import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api/api-error.ts';
import { describeApiError } from '../../src/lib/api/error-catalogue.ts';
import type { WriteCall } from '../../src/lib/api/write.ts';
import { createAppServices } from '../../src/lib/services/app-services.ts';
import { useApiWrite, useSessionState } from '../../src/lib/services/services-context.tsx';
import { apiPath, errorResponse } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { coupleUser } from '../../mocks/scenarios.ts';
import { resetMockDb } from '../../mocks/store.ts';
import { findNotice, renderWithProviders } from './support/render-with-providers.tsx';

const DEFAULT_MESSAGE = 'Неполадки с соединением. Данные не будут сохранены.';
const NO_BODY = 'Возникала проблема при загрузке данных.';

/** A save button sending one write, as any screen does; it also shows whether a session is held. */
function SaveButton({
  request = { method: 'post', path: '/budget', body: { name: 'Платье' } },
}: {
  request?: WriteCall;
}) {
  const write = useApiWrite();
  const { session } = useSessionState();
  return (
    <>
      <button type="button" onClick={() => write(request).catch(() => undefined)}>
        Сохранить
      </button>
      <span>{session ? 'с сессией' : 'без сессии'}</span>
    </>
  );
}

async function saveAnswering(answer: () => Response | Promise<Response>) {
  mockServer.use(http.post(apiPath('/budget'), answer));
  const view = renderWithProviders(<SaveButton />);
  await view.user.click(screen.getByRole('button', { name: 'Сохранить' }));
  return { ...view, notice: await findNotice('error') };
}

function expectNotice(notice: HTMLElement, title: string, message: string, code?: number) {
  expect(notice.querySelector('.notice__title')).toHaveTextContent(title);
  expect(within(notice).getByText(message)).toBeInTheDocument();
  if (code === undefined) expect(within(notice).queryByText(/^Код:/)).toBeNull();
  else expect(within(notice).getByText(`Код: ${code}`)).toBeInTheDocument();
}

describe('error notices by status', () => {
  it('400 is a bad request showing the first ui message and its code', async () => {
    const { notice } = await saveAnswering(() => errorResponse(400, 'Тело запроса не является корректным JSON'));
    expectNotice(notice, 'Неправильный запрос', 'Тело запроса не является корректным JSON', 400);
  });

  it('422 is a bad request showing the first field message', async () => {
    const { notice } = await saveAnswering(() =>
      errorResponse(422, 'Поле не может быть пустым', [
        { text: 'Поле не может быть пустым', field: 'name' },
        { text: 'Введенное число меньше минимально допустимого', field: 'price' },
      ]),
    );
    expectNotice(notice, 'Неправильный запрос', 'Поле не может быть пустым', 422);
  });

  it('403 is "no access" with the message', async () => {
    const { notice } = await saveAnswering(() => errorResponse(403, 'Нужна подписка'));
    expectNotice(notice, 'Нет доступа', 'Нужна подписка', 403);
  });

  it('404 is "not found" with the message', async () => {
    const { notice } = await saveAnswering(() => errorResponse(404, 'Запись не найдена'));
    expectNotice(notice, 'Не найдено', 'Запись не найдена', 404);
  });

  it('500 shows the default title and message whatever the body says', async () => {
    const { notice } = await saveAnswering(() => errorResponse(500, 'SQLITE_BUSY: database is locked'));
    expectNotice(notice, 'Ошибка', DEFAULT_MESSAGE, 500);
    expect(within(notice).queryByText(/SQLITE/)).toBeNull();
  });

  it('507 and other statuses show the default title and the message as is', async () => {
    const { notice } = await saveAnswering(() => errorResponse(507, 'Недостаточно места для файлов'));
    expectNotice(notice, 'Ошибка', 'Недостаточно места для файлов', 507);
  });

  it('401 after the first session lookup: "not authorised" notice, session cleared', async () => {
    resetMockDb('active');
    const services = createAppServices();
    await services.session.lookup();
    mockServer.use(http.post(apiPath('/budget'), () => errorResponse(401, 'Войдите в профиль, чтобы продолжить')));
    const { user } = renderWithProviders(<SaveButton />, services);
    expect(screen.getByText('с сессией')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expectNotice(await findNotice('error'), 'Вы не авторизованы', 'Войдите в профиль, чтобы продолжить', 401);
    expect(screen.getByText('без сессии')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^notice-/)).toHaveLength(1);
  });

  it('401 before the first session lookup has finished: session cleared, no notice shown', async () => {
    const services = createAppServices();
    services.session.setSession(coupleUser('active'));
    mockServer.use(http.post(apiPath('/budget'), () => errorResponse(401, 'Войдите в профиль, чтобы продолжить')));
    const { user } = renderWithProviders(<SaveButton />, services);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('без сессии')).toBeInTheDocument();
    expect(screen.queryByTestId(/^notice-/)).toBeNull();
    expect(services.notices.getSnapshot()).toEqual([]);
  });
});

describe('choosing the message', () => {
  it('a string body stands for the status text', async () => {
    const { notice } = await saveAnswering(
      () => new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expectNotice(notice, 'Ошибка', 'Bad Gateway', 502);
  });

  it('ui.messages[0].text wins over error.message and message', async () => {
    const { notice } = await saveAnswering(() =>
      HttpResponse.json(
        { message: 'верхний', error: { message: 'вложенный' }, ui: { messages: [{ text: 'из ui' }] } },
        { status: 409 },
      ),
    );
    expectNotice(notice, 'Ошибка', 'из ui', 409);
  });

  it('error.message comes next', async () => {
    const { notice } = await saveAnswering(() =>
      HttpResponse.json({ message: 'верхний', error: { message: 'вложенный' } }, { status: 409 }),
    );
    expectNotice(notice, 'Ошибка', 'вложенный', 409);
  });

  it('then message', async () => {
    const { notice } = await saveAnswering(() => HttpResponse.json({ message: 'верхний' }, { status: 403 }));
    expectNotice(notice, 'Нет доступа', 'верхний', 403);
  });

  it('no body gives "there was a problem loading the data"', async () => {
    const { notice } = await saveAnswering(() => new HttpResponse(null, { status: 404 }));
    expectNotice(notice, 'Не найдено', NO_BODY, 404);
  });

  it('a body with none of those messages counts as no body', async () => {
    const { notice } = await saveAnswering(() => HttpResponse.json({ detail: 'x' }, { status: 400 }));
    expectNotice(notice, 'Неправильный запрос', NO_BODY, 400);
  });
});

describe('calls that get no answer', () => {
  it('a network failure shows the default title and message without a code', async () => {
    const { notice } = await saveAnswering(() => HttpResponse.error());
    expectNotice(notice, 'Ошибка', DEFAULT_MESSAGE);
  });

  it('a cancelled request shows the default message', async () => {
    mockServer.use(
      http.post(apiPath('/budget'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const { user } = renderWithProviders(
      <SaveButton request={{ method: 'post', path: '/budget', body: {}, signal: controller.signal }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    act(() => controller.abort());
    expectNotice(await findNotice('error'), 'Ошибка', DEFAULT_MESSAGE);
  });

  it("'Failed to fetch' becomes 'something went wrong, try again'", () => {
    expect(describeApiError(new ApiError({ message: 'Failed to fetch' }))).toEqual({
      title: 'Ошибка',
      message: 'Что-то пошло не так, попробуйте снова',
    });
  });
});

describe('success and rethrow', () => {
  it('a successful write shows "Успешно" with its message and returns the answer', async () => {
    mockServer.use(http.post(apiPath('/budget'), () => HttpResponse.json({ id: 'b1', name: 'Платье' })));
    const services = createAppServices();
    renderWithProviders(<span />, services);
    let answer: unknown;
    await act(async () => {
      answer = await services.write({ method: 'post', path: '/budget', body: {}, successMessage: 'Бюджет обновлён' });
    });
    expect(answer).toEqual({ id: 'b1', name: 'Платье' });
    const notice = await findNotice('success');
    expect(notice.querySelector('.notice__title')).toHaveTextContent('Успешно');
    expect(within(notice).getByText('Бюджет обновлён')).toBeInTheDocument();
  });

  it('sends query params and body, appends the id, and rethrows the failure with its field messages', async () => {
    let seen: { url: string; method: string; body: unknown } | undefined;
    mockServer.use(
      http.patch(apiPath('/budget/:id'), async ({ request }) => {
        seen = { url: request.url, method: request.method, body: await request.json() };
        return errorResponse(422, 'Поле не может быть пустым', [{ text: 'Поле не может быть пустым', field: 'name' }]);
      }),
    );
    const services = createAppServices();
    const failure = services.write({
      method: 'patch',
      path: '/budget',
      id: 'b 1',
      params: { tab: 'all' },
      body: { name: '' },
    });
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 422,
      fieldMessages: [{ text: 'Поле не может быть пустым', field: 'name' }],
    });
    expect(seen?.method).toBe('PATCH');
    expect(new URL(seen!.url).pathname).toBe('/api/v1/budget/b%201');
    expect(new URL(seen!.url).searchParams.get('tab')).toBe('all');
    expect(seen?.body).toEqual({ name: '' });
    await waitFor(() => expect(services.notices.getSnapshot()).toHaveLength(1));
  });
});
