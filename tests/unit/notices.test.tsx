import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore, SUCCESS_NOTICE_LIFETIME_MS } from '../../src/lib/notifications/notice-store.ts';
import { createAppServices } from '../../src/lib/services/app-services.ts';
import { findNotice, renderWithProviders } from './support/render-with-providers.tsx';

describe('the notice store', () => {
  afterEach(() => vi.useRealTimers());

  it('queues notices with generated ids and removes them by id', () => {
    const store = createNoticeStore();
    const first = store.add({ type: 'error', from: 'POST /budget', title: 'Ошибка', message: 'a', status: 500 });
    const second = store.add({ type: 'warning', from: 'GET /todos', title: 'Внимание', message: 'b' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot().map((notice) => notice.id)).toEqual([first, second]);
    expect(store.getSnapshot()[0]).toMatchObject({ from: 'POST /budget', status: 500 });
    store.remove(first!);
    expect(store.getSnapshot().map((notice) => notice.id)).toEqual([second]);
  });

  it('does not queue hidden notices', () => {
    const store = createNoticeStore();
    expect(store.add({ type: 'error', from: 'x', title: 't', message: 'm', isHidden: true })).toBeNull();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('lets a success notice go 5 seconds after it is drawn and keeps errors and warnings', () => {
    vi.useFakeTimers();
    const store = createNoticeStore();
    const success = store.add({ type: 'success', from: 'x', title: 'Успешно', message: 'ok' })!;
    store.add({ type: 'error', from: 'x', title: 'Ошибка', message: 'bad' });
    store.add({ type: 'warning', from: 'x', title: 'Внимание', message: 'hm' });
    // A busy phone drawing the change that raised it: its 5 seconds have not started.
    vi.advanceTimersByTime(3 * SUCCESS_NOTICE_LIFETIME_MS);
    expect(store.getSnapshot()).toHaveLength(3);
    for (const notice of store.getSnapshot()) store.shown(notice.id);
    store.shown(success); // drawn again (a re-render): its time does not start over
    vi.advanceTimersByTime(SUCCESS_NOTICE_LIFETIME_MS - 1);
    expect(store.getSnapshot()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((notice) => notice.type)).toEqual(['error', 'warning']);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(2);
  });
});

describe('notices that repeat or stop being true', () => {
  it('shows an identical notice once', () => {
    const store = createNoticeStore();
    const first = store.add({ type: 'error', from: 'GET /budget', title: 'Ошибка', message: 'Нет связи', status: 500 });
    const again = store.add({ type: 'error', from: 'GET /todos', title: 'Ошибка', message: 'Нет связи', status: 500 });
    expect(again).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    store.add({ type: 'error', from: 'GET /todos', title: 'Ошибка', message: 'Нет связи', status: 503 });
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('closes an error when the same call later succeeds, or a 401 once signed in; others stay', () => {
    const store = createNoticeStore();
    store.add({ type: 'error', from: 'POST /user/auth', title: 'Вы не авторизованы', message: 'x', status: 401 });
    store.add({ type: 'error', from: 'POST /budget', title: 'Ошибка', message: 'y', status: 500 });
    store.add({ type: 'error', from: 'GET /whoami', title: 'Вы не авторизованы', message: 'z', status: 401 });
    store.resolve({ from: 'POST /user/auth' });
    expect(store.getSnapshot().map((notice) => notice.message)).toEqual(['y', 'z']);
    store.resolve({ status: 401 });
    expect(store.getSnapshot().map((notice) => notice.message)).toEqual(['y']);
  });
});

describe('notices on screen', () => {
  it('a success notice titled "Успешно" disappears after 5 seconds; an error stays until closed', async () => {
    const services = createAppServices();
    const { user } = renderWithProviders(<span />, services);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => {
        services.notices.add({ type: 'success', from: 'test', title: 'Успешно', message: 'Гость добавлен' });
        services.notices.add({
          type: 'error',
          from: 'test',
          title: 'Нет доступа',
          message: 'Нужна подписка',
          status: 403,
        });
      });
      expect(await findNotice('success')).toHaveTextContent('Гость добавлен');
      const error = await findNotice('error');
      expect(within(error).getByText('Код: 403')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(SUCCESS_NOTICE_LIFETIME_MS + 1000));
      await waitFor(() => expect(screen.queryByText('Гость добавлен')).toBeNull());
      expect(screen.getByText('Нужна подписка')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }

    await user.click(within(await findNotice('error')).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(services.notices.getSnapshot()).toEqual([]));
  });
});
