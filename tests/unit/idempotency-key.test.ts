import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/lib/api/http-client.ts';

/** The app's client with the network replaced: answers 200 and remembers each request as sent. */
function clientWithSentRequests() {
  const http = createHttpClient();
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { http, sent };
}

const keyOf = (config: InternalAxiosRequestConfig | undefined) => config?.headers.get('idempotency-key');

describe('the Idempotency-Key the app sends (issue 37 item 4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives each create call a fresh key, and reads none', async () => {
    const { http, sent } = clientWithSentRequests();
    await http.post('/notes', { title: 'Меню' });
    await http.post('/notes', { title: 'Меню' });
    await http.get('/notes');
    await http.patch('/notes/n1', { title: 'Торт' });
    expect(keyOf(sent[0])).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(sent[1])).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(sent[1])).not.toBe(keyOf(sent[0]));
    expect(keyOf(sent[2])).toBeUndefined();
    expect(keyOf(sent[3])).toBeUndefined();
  });

  it('keeps the key when the same call is sent again', async () => {
    const { http, sent } = clientWithSentRequests();
    await http.post('/guests', { name: 'Тётя Валя' });
    // What a retrying client does: it sends the failed request's config once more.
    await http.request(sent[0]!);
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
  });

  it('makes keys without crypto.randomUUID, which plain http pages lack', async () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    const { http, sent } = clientWithSentRequests();
    await http.post('/todos', { task: 'Выбрать фотографа' });
    expect(keyOf(sent[0])).toMatch(/^[0-9a-f]{32}$/);
  });
});
