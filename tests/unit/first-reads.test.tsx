import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { renderApp } from './support/render-app.tsx';

/** The API paths asked with GET while the test runs, in order. */
function recordReads(): { reads: string[]; stop: () => void } {
  const reads: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') reads.push(new URL(request.url).pathname.replace(/^\/api\/v1/, ''));
  };
  mockServer.events.on('request:start', listener);
  return { reads, stop: () => mockServer.events.removeListener('request:start', listener) };
}

const count = (reads: string[], path: string) => reads.filter((read) => read === path).length;

describe('the first screen of a visit', () => {
  it.each([
    { path: '/budget', heading: 'Бюджет', firstReads: ['/budget', '/budget/summary', '/dictionaries/budget/category'] },
    { path: '/guest-list', heading: 'Список гостей', firstReads: ['/guests', '/dictionaries/guests/from'] },
    { path: '/todo-list', heading: 'Список дел', firstReads: ['/todos', '/dictionaries/todos/period'] },
    { path: '/', heading: 'Главная', firstReads: ['/budget', '/guests', '/todos', '/wedding/activity'] },
  ])('$heading: its reads start with its code, and each is asked once', async ({ path, heading, firstReads }) => {
    const { reads, stop } = recordReads();
    try {
      renderApp(path, 'active');
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await waitFor(() => firstReads.forEach((read) => expect(reads).toContain(read)));
      // Asked once the session lookup had answered (ahead of the page, unless the page's code came
      // first), and never again: the page takes the answer asked for ahead.
      expect(reads.indexOf(firstReads[0]!)).toBeGreaterThan(reads.indexOf('/whoami'));
      for (const read of firstReads) expect(count(reads, read)).toBe(1);
    } finally {
      stop();
    }
  });

  it('a couple without a subscription (the sample wedding) reads nothing ahead', async () => {
    const { reads, stop } = recordReads();
    try {
      renderApp('/budget', 'no-subscription');
      expect(await screen.findByRole('heading', { level: 1, name: 'Бюджет' })).toBeInTheDocument();
      expect(reads).not.toContain('/budget');
    } finally {
      stop();
    }
  });
});
