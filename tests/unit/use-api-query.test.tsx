import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { isCancel } from 'axios';
import { describe, expect, it } from 'vitest';
import { LoadFailed } from '../../src/components/error-screens/load-failed.tsx';
import { useApiQuery } from '../../src/lib/api/use-api-query.ts';
import { createAppServices } from '../../src/lib/services/app-services.ts';
import { apiPath, errorResponse } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { renderWithProviders } from './support/render-with-providers.tsx';

interface Advice {
  advice: string;
}

/** A widget reading one resource, as the dashboard's widgets do. */
function AdviceWidget({ skip = false }: { skip?: boolean }) {
  const { data, status, reload } = useApiQuery<Advice>(skip ? null : '/advices/get-one/random');
  return (
    <div>
      <output aria-label="status">{status}</output>
      {status === 'rejected' ? <LoadFailed onRetry={reload} /> : null}
      {data ? <p>{data.advice}</p> : null}
      <button type="button" onClick={reload}>
        Загрузить снова
      </button>
    </div>
  );
}

const status = () => screen.getByRole('status', { name: 'status' }).textContent;

describe('reading through SWR', () => {
  it('goes loading → loaded with the data', async () => {
    mockServer.use(
      http.get(apiPath('/advices/get-one/random'), async () => {
        await delay(20);
        return HttpResponse.json({ advice: 'Закажите торт заранее' });
      }),
    );
    renderWithProviders(<AdviceWidget />);
    await waitFor(() => expect(status()).toBe('loading'));
    expect(await screen.findByText('Закажите торт заранее')).toBeInTheDocument();
    expect(status()).toBe('loaded');
  });

  it('is skipped without a request when told to skip', async () => {
    let requests = 0;
    mockServer.use(
      http.get(apiPath('/advices/get-one/random'), () => {
        requests += 1;
        return HttpResponse.json({ advice: 'x' });
      }),
    );
    renderWithProviders(<AdviceWidget skip />);
    await delay(30);
    expect(status()).toBe('skipped');
    expect(requests).toBe(0);
  });

  it('a failed load shows the refresh message, and refreshing loads it', async () => {
    let fail = true;
    mockServer.use(
      http.get(apiPath('/advices/get-one/random'), () =>
        fail ? errorResponse(500, 'boom') : HttpResponse.json({ advice: 'Выберите фотографа' }),
      ),
    );
    const { user, services } = renderWithProviders(<AdviceWidget />);
    expect(await screen.findByText('Неизвестная ошибка. Обновите страницу.')).toBeInTheDocument();
    expect(status()).toBe('rejected');
    // A read does not raise a notice of its own; the screen shows the failure.
    expect(services.notices.getSnapshot()).toEqual([]);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(await screen.findByText('Выберите фотографа')).toBeInTheDocument();
    expect(status()).toBe('loaded');
    expect(screen.queryByText('Неизвестная ошибка. Обновите страницу.')).toBeNull();
  });

  it('a failed refresh of data already shown is a warning and keeps the data', async () => {
    let fail = false;
    mockServer.use(
      http.get(apiPath('/advices/get-one/random'), () =>
        fail ? errorResponse(503, 'busy') : HttpResponse.json({ advice: 'Составьте список гостей' }),
      ),
    );
    const { user } = renderWithProviders(<AdviceWidget />);
    expect(await screen.findByText('Составьте список гостей')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Загрузить снова' }));
    await waitFor(() => expect(status()).toBe('warning'));
    expect(screen.getByText('Составьте список гостей')).toBeInTheDocument();
  });

  it('aborts the request when the screen is left, and a cancelled request is not a failure', async () => {
    mockServer.use(
      http.get(apiPath('/advices/get-one/random'), async () => {
        await delay('infinite');
        return HttpResponse.json({ advice: 'never' });
      }),
    );
    const services = createAppServices();
    let cancelled = false;
    services.http.interceptors.response.use(undefined, (error: unknown) => {
      if (isCancel(error)) cancelled = true;
      return Promise.reject(error);
    });
    const { unmount } = renderWithProviders(<AdviceWidget />, services);
    await waitFor(() => expect(status()).toBe('loading'));
    unmount();
    await waitFor(() => expect(cancelled).toBe(true));
    expect(services.notices.getSnapshot()).toEqual([]);
  });
});
