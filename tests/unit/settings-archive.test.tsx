import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { mockDb, planKeyOf, sessionUser } from '../../mocks/store.ts';
import { zipEntry, zipOf } from '../../mocks/zip-file.ts';
import { ARCHIVE_ESTIMATE_HEADER } from '../../src/contract/wedding-archive.ts';
import { weddingArchiveRoutes } from '../../src/contract/wedding-archive-routes.ts';
import type { Guest } from '../../src/contract/guests.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/native-files.ts';
import './support/resize-observer.ts';

await import('../../src/features/settings/components/settings-page.tsx');

/** What the browser was handed to save: the link's name and the bytes behind its object URL. */
function catchSaves() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:http://localhost:3000/archive-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const guest = (id: string, name: string): Guest =>
  ({
    id,
    name,
    withHalf: false,
    halfName: null,
    from: 1,
    children: 0,
    comment: '',
    category: [],
    checked: false,
  }) as unknown as Guest;

async function openCard(scenario: 'settings-page' | 'active' | 'helper', prepare?: () => void) {
  const view = renderApp('/settings', scenario, prepare);
  const card = await screen.findByTestId('archive-card');
  return { ...view, card };
}

describe('the «Ваши данные» card of the settings', () => {
  it('downloads the whole wedding with a progress bar held under 100% until the last byte, then saves it', async () => {
    const saved = catchSaves();
    const half = new Uint8Array(4096).fill(7);
    let more!: () => void;
    let finish!: () => void;
    const sentMore = new Promise<void>((resolve) => (more = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    mockServer.use(
      http.get(apiPath(weddingArchiveRoutes.export.path), () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(half);
            await sentMore;
            controller.enqueue(half);
            await finished;
            controller.close();
          },
        });
        // Streamed with no Content-Length; the estimate is a little short, as an estimate may be.
        return new HttpResponse(body, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': `attachment; filename="wedding.zip"; filename*=UTF-8''${encodeURIComponent('свадьба-анны.zip')}`,
            [ARCHIVE_ESTIMATE_HEADER]: String(6000),
          },
        });
      }),
    );
    const { card, user } = await openCard('settings-page');
    expect(card).toHaveAttribute('id', 'export');
    expect(within(card).getByRole('heading', { name: 'Ваши данные' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Скачать всю свадьбу \(\.zip\)/ }));
    const bar = await within(card).findByRole('progressbar', { name: 'Скачивание архива' });
    // 4096 of the 6000 expected bytes.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '68'));
    more();
    // 8192 bytes are more than the estimate: 99% until the answer is whole, then 100%.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '99'));
    expect(saved).toEqual([]);
    finish();
    expect(await within(card).findByText('Готово: архив сохранён как «свадьба-анны.zip».')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Скачивание архива' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(saved.map((one) => one.name)).toEqual(['свадьба-анны.zip']);
    expect(saved[0]!.blob.size).toBe(8192);
  });

  it('saves the mock’s real zip as svadba.zip, its wedding.json holding the guests', async () => {
    const saved = catchSaves();
    const { card, user } = await openCard('settings-page', () => {
      mockDb.guests[planKeyOf(sessionUser()!)] = [guest('g1', 'Тётя Валя')];
    });
    await user.click(within(card).getByRole('button', { name: /Скачать всю свадьбу/ }));
    await within(card).findByText('Готово: архив сохранён как «svadba.zip».');
    expect(saved.map((one) => one.name)).toEqual(['svadba.zip']);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    const entry = await zipEntry(bytes, 'wedding.json');
    const data = JSON.parse(new TextDecoder().decode(entry!)) as { guests: Guest[] };
    expect(data.guests.map((one) => one.name)).toEqual(['Тётя Валя']);
  });

  it('loads a wedding from its file into an empty plan: the notice says the guests’ links are new, and the reads are asked again', async () => {
    const { card, user } = await openCard('settings-page');
    const reads: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') reads.push(new URL(request.url).pathname);
    });
    const input = await waitFor(() => card.querySelector<HTMLInputElement>('input[type=file]')!);
    expect(within(card).getByRole('button', { name: /Загрузить свадьбу из файла/ })).toBeInTheDocument();
    const archive = zipOf({
      'wedding.json': JSON.stringify({
        format: 1,
        guests: [guest('a', 'Ольга'), guest('b', 'Иван'), guest('c', 'Пётр')],
      }),
    });
    await user.upload(input, new File([archive], 'svadba.zip', { type: 'application/zip' }));

    const notice = await findNotice('success');
    expect(notice).toHaveTextContent('Свадьба загружена');
    expect(notice).toHaveTextContent('новые ссылки для ответа — 3 ссылки, старые больше не работают');
    expect(mockDb.guests[planKeyOf(sessionUser()!)]!.map((one) => one.name)).toEqual(['Ольга', 'Иван', 'Пётр']);
    // The whole plan is new: what the page shows is read again.
    await waitFor(() => expect(reads).toContain('/api/v1/wedding/storage'));
    // A second file would meet a plan that is no longer empty.
    expect(within(card).queryByRole('button', { name: /Загрузить свадьбу из файла/ })).toBeNull();
    expect(card).toHaveTextContent('можно только в пустой план');
    mockServer.events.removeAllListeners();
  });

  it('says in the catalogue’s notice why the server refused a file into a plan that got a guest meanwhile (409)', async () => {
    const { card, user } = await openCard('settings-page');
    const input = await waitFor(() => card.querySelector<HTMLInputElement>('input[type=file]')!);
    // A partner adds a guest while the page is open: the server is the judge.
    mockDb.guests[planKeyOf(sessionUser()!)] = [guest('g1', 'Тётя Валя')];
    await user.upload(input, new File([zipOf({ 'wedding.json': '{"format":1}' })], 'svadba.zip'));
    const notice = await findNotice('error');
    expect(notice).toHaveTextContent('Загрузить свадьбу можно только в пустой план');
    expect(notice).toHaveTextContent('409');
  });

  it('refuses a file that is no .zip before sending it', async () => {
    const { card } = await openCard('settings-page');
    const input = await waitFor(() => card.querySelector<HTMLInputElement>('input[type=file]')!);
    // The input's accept would hide it in a browser's dialog; a drop still brings it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['name;side'], 'guests.csv', { type: 'text/csv' }));
    expect(await findNotice('error')).toHaveTextContent('Выберите архив .zip, скачанный из планировщика.');
  });

  it('offers a couple who planned here already the download, not the upload', async () => {
    const { card } = await openCard('active');
    expect(within(card).getByRole('button', { name: /Скачать всю свадьбу/ })).toBeInTheDocument();
    expect(await within(card).findByText(/можно только в пустой план/)).toBeInTheDocument();
    expect(card.querySelector('input[type=file]')).toBeNull();
  });

  it('shows a helper why they can neither download nor load the wedding', async () => {
    const { card } = await openCard('helper');
    expect(card).toHaveTextContent('Скачать свадьбу и загрузить её из файла могут жених и невеста');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.querySelector('input[type=file]')).toBeNull();
  });
});
