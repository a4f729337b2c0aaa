import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenarioActivity } from '../../mocks/activity-data.ts';
import { apiPath } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { keyMatches, openWeddingLive, useWeddingLive } from '../../src/features/wedding/api/wedding-live.ts';
import { useApiQuery } from '../../src/lib/api/use-api-query.ts';
import { renderApp } from './support/render-app.tsx';
import { renderWithProviders } from './support/render-with-providers.tsx';
import { dismissExpiryModal } from './support/subscription.ts';

/** A stand-in for the browser's EventSource: the test opens, feeds and fails it. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(paths: string[]) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ paths }) }));
  }
  /** The server answered something else than the stream: EventSource gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** Three reads as the app's screens make them, each counting its fetches, and the live hook. */
function LivePage() {
  useWeddingLive('w_anna');
  const guests = useApiQuery<number>('/guests');
  const todos = useApiQuery<number>('/todos');
  const advice = useApiQuery<number>('/advices/get-one/random?date=today');
  return (
    <p>
      <output aria-label="guests">{guests.data}</output>
      <output aria-label="todos">{todos.data}</output>
      <output aria-label="advice">{advice.data}</output>
    </p>
  );
}

function countingReads() {
  const counts: Record<string, number> = { guests: 0, todos: 0, advice: 0 };
  mockServer.use(
    http.get(apiPath('/guests'), () => HttpResponse.json(++counts.guests!)),
    http.get(apiPath('/todos'), () => HttpResponse.json(++counts.todos!)),
    http.get(apiPath('/advices/get-one/random'), () => HttpResponse.json(++counts.advice!)),
  );
  return counts;
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

describe('the live updates of the signed-in frame', () => {
  it('revalidates exactly the reads an event names, keys with a query too', async () => {
    const counts = countingReads();
    renderWithProviders(<LivePage />);
    await waitFor(() => expect([shown('guests'), shown('todos'), shown('advice')]).toEqual(['1', '1', '1']));
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/v1/wedding/live']);
    const source = FakeEventSource.opened[0]!;
    act(() => source.open());

    act(() => source.send(['/guests', '/budget', '/wedding/activity']));
    await waitFor(() => expect(shown('guests')).toBe('2'));
    act(() => source.send(['/advices/get-one/random']));
    await waitFor(() => expect(shown('advice')).toBe('2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counts).toEqual({ guests: 2, todos: 1, advice: 2 });
  });

  it('opens the stream again after the server refused it, and then revalidates everything once', async () => {
    const counts = countingReads();
    renderWithProviders(<LivePage />);
    await waitFor(() => expect(shown('todos')).toBe('1'));
    const revalidated: string[][] = [];
    const keys = ['/guests', '/todos'];
    const close = openWeddingLive((filter) => revalidated.push(keys.filter(filter)), { delays: [10, 20] });
    const first = FakeEventSource.opened.at(-1)!;
    first.open();
    expect(revalidated).toEqual([]);
    first.refuse();
    await waitFor(() => expect(FakeEventSource.opened.at(-1)).not.toBe(first));
    FakeEventSource.opened.at(-1)!.open();
    expect(revalidated).toEqual([['/guests', '/todos']]);
    close();
    expect(FakeEventSource.opened.at(-1)!.readyState).toBe(FakeEventSource.CLOSED);
    expect(counts.todos).toBe(1);
  });

  it('on a drawn page, asks the first opening what changed since the drawing, and later ones nothing', async () => {
    const close = openWeddingLive(() => undefined, { since: '2027-06-01T10:00:00.000Z#0004', delays: [10] });
    const first = FakeEventSource.opened.at(-1)!;
    expect(first.url).toBe('/api/v1/wedding/live?since=2027-06-01T10%3A00%3A00.000Z%230004');
    first.open();
    first.refuse();
    await waitFor(() => expect(FakeEventSource.opened.at(-1)).not.toBe(first));
    expect(FakeEventSource.opened.at(-1)!.url).toBe('/api/v1/wedding/live');
    close();
  });

  it('matches keys by path, with or without a query, and nothing else', () => {
    expect(keyMatches('/guests', ['/guests'])).toBe(true);
    expect(keyMatches('/advices/get-one/random?date=x', ['/advices/get-one/random'])).toBe(true);
    expect(keyMatches('/guests/download', ['/guests'])).toBe(false);
    expect(keyMatches(['/guests'], ['/guests'])).toBe(false);
  });
});

describe('the live stream of the signed-in frame', () => {
  it('opens for a wedding that has subscribed, and not for one that never did (the server refuses it)', async () => {
    const never = renderApp('/', 'no-subscription');
    await screen.findByTestId('app-layout');
    expect(FakeEventSource.opened).toEqual([]);
    never.unmount();

    renderApp('/', 'ended-subscription', dismissExpiryModal);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0]!.url).toBe('/api/v1/wedding/live');
  });
});

describe('the activity card of the main page', () => {
  it('tells who changed what, «Вы» for the signed-in member, with how long ago', async () => {
    // The main page's scenario, whose activity has a member who deleted their account.
    mockServer.use(
      http.get(apiPath('/wedding/activity'), () => HttpResponse.json(scenarioActivity('dashboard', 'anna@example.ru'))),
    );
    renderApp('/', 'active', dismissExpiryModal);
    const card = await screen.findByTestId('activity-card');
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'loaded'));
    expect(within(card).getByRole('heading', { name: 'Последние изменения' })).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveTextContent('petr@example.ru: добавлен гость «Тётя Валя»');
    expect(items[0]).toHaveTextContent('3 минуты назад');
    expect(items[1]).toHaveTextContent('Вы: выполнено дело «Выбрать фотографа»');
    expect(items[3]).toHaveTextContent(/Вы: общий бюджет теперь 850\s000\s₽/);
    expect(items[4]).toHaveTextContent('из файла загружено 24 гостя');
    const more = await within(card).findByRole('button', { name: 'Показать все: 11 изменений' });
    act(() => more.click());
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(11));
    expect(within(card).getAllByRole('listitem')[8]).toHaveTextContent(
      'Бывший участник: изменён гость «Мария Лебедева»',
    );
    // A guest's answer names the household and no member.
    expect(within(card).getAllByRole('listitem')[10]).toHaveTextContent(/^Гость ответил на приглашение: Ольга Волкова/);
  });
});
