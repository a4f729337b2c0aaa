import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../src/lib/session/session-store.ts';
import { createAppServices } from '../../src/lib/services/app-services.ts';
import { WRONG_CREDENTIALS } from '../../mocks/handlers/account.ts';
import { apiPath, errorResponse } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { coupleUser, MOCK_PASSWORD } from '../../mocks/scenarios.ts';
import { resetMockDb } from '../../mocks/store.ts';

/** Records every state the session store passes through. */
function recordStates() {
  const services = createAppServices();
  const states: SessionState[] = [];
  services.session.subscribe(() => states.push(services.session.getSnapshot()));
  return { services, states, statuses: (key: keyof SessionState) => states.map((state) => state[key]) };
}

/** Counts calls reaching the mock API for one path. */
function countRequests(pathname: string) {
  let count = 0;
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api/v1${pathname}`) count += 1;
  });
  return () => count;
}

function nonEmpty<T>(values: T[]): T[] {
  return values.filter((value, index) => index === 0 || value !== values[index - 1]);
}

describe('auth statuses', () => {
  it('all start as waiting without a session', () => {
    const { services } = recordStates();
    expect(services.session.getSnapshot()).toEqual({
      session: null,
      initStatus: 'waiting',
      loginStatus: 'waiting',
      logoutStatus: 'waiting',
      initDone: false,
    });
  });

  it('lookup: waiting → loading → loaded stores the session and returns login to waiting', async () => {
    resetMockDb('active');
    const { services, statuses } = recordStates();
    await services.session.lookup();
    expect(nonEmpty(statuses('initStatus'))).toEqual(['loading', 'loaded']);
    expect(services.session.getSnapshot()).toMatchObject({
      session: { email: 'anna@example.ru', brideName: 'Анна' },
      loginStatus: 'waiting',
      initDone: true,
    });
  });

  it('lookup: loading → rejected without a session (401), and no notice for a visitor', async () => {
    const { services, statuses } = recordStates();
    await services.session.lookup();
    expect(nonEmpty(statuses('initStatus'))).toEqual(['loading', 'rejected']);
    expect(services.session.getSnapshot()).toMatchObject({ session: null, initDone: true });
    expect(services.notices.getSnapshot()).toEqual([]);
  });

  it('lookup: an answer that is not an object is a 404 failure', async () => {
    mockServer.use(http.get(apiPath('/whoami'), () => HttpResponse.text('<!doctype html><title>x</title>')));
    const { services } = recordStates();
    await services.session.lookup();
    expect(services.session.getSnapshot()).toMatchObject({ initStatus: 'rejected', session: null });
    expect(services.notices.getSnapshot()).toMatchObject([{ type: 'error', title: 'Не найдено', status: 404 }]);
  });

  it('lookup: an array is not an object either', async () => {
    mockServer.use(http.get(apiPath('/whoami'), () => HttpResponse.json([coupleUser('active')])));
    const { services } = recordStates();
    await services.session.lookup();
    expect(services.session.getSnapshot()).toMatchObject({ initStatus: 'rejected', session: null });
  });

  it('lookup: a server failure is rejected with the default notice', async () => {
    mockServer.use(http.get(apiPath('/whoami'), () => errorResponse(500, 'boom')));
    const { services } = recordStates();
    await services.session.lookup();
    expect(services.session.getSnapshot().initStatus).toBe('rejected');
    expect(services.notices.getSnapshot()).toMatchObject([{ title: 'Ошибка', status: 500 }]);
  });

  it('lookup: skipped while one is loading', async () => {
    resetMockDb('active');
    const whoamiCalls = countRequests('/whoami');
    const { services } = recordStates();
    await Promise.all([services.session.lookup(), services.session.lookup(), services.session.lookup()]);
    expect(whoamiCalls()).toBe(1);
    await services.session.lookup();
    expect(whoamiCalls()).toBe(2);
  });

  it('login: loading → loaded stores the session', async () => {
    const { services, statuses } = recordStates();
    await services.session.login({ email: 'anna@example.ru', password: MOCK_PASSWORD });
    expect(nonEmpty(statuses('loginStatus'))).toEqual(['loading', 'loaded']);
    expect(services.session.getSnapshot().session?.groomName).toBe('Пётр');
  });

  it('login: loading → rejected on a wrong pair, with a notice, and the error is rethrown', async () => {
    const { services, statuses } = recordStates();
    await services.session.lookup();
    await expect(services.session.login({ email: 'anna@example.ru', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
    });
    expect(nonEmpty(statuses('loginStatus'))).toEqual(['waiting', 'loading', 'rejected']);
    expect(services.notices.getSnapshot()).toMatchObject([{ title: 'Вы не авторизованы', message: WRONG_CREDENTIALS }]);
  });

  it('login: a validation failure is rejected with its field messages', async () => {
    const { services } = recordStates();
    await expect(services.session.login({ email: '', password: '' })).rejects.toMatchObject({
      status: 422,
      fieldMessages: [
        { field: 'email', text: 'Поле не может быть пустым' },
        { field: 'password', text: 'Поле не может быть пустым' },
      ],
    });
    expect(services.session.getSnapshot().loginStatus).toBe('rejected');
  });

  it('login: skipped while one is loading', async () => {
    const authCalls = countRequests('/user/auth');
    const { services } = recordStates();
    const credentials = { email: 'anna@example.ru', password: MOCK_PASSWORD };
    await Promise.all([services.session.login(credentials), services.session.login(credentials)]);
    expect(authCalls()).toBe(1);
  });

  it('logout: loading → loaded clears the session and returns login to waiting', async () => {
    const { services, statuses } = recordStates();
    await services.session.login({ email: 'anna@example.ru', password: MOCK_PASSWORD });
    await services.session.logout();
    expect(nonEmpty(statuses('logoutStatus'))).toEqual(['waiting', 'loading', 'loaded']);
    expect(services.session.getSnapshot()).toMatchObject({ session: null, loginStatus: 'waiting' });
  });

  it('logout: loading → rejected keeps the session and shows the notice', async () => {
    resetMockDb('active');
    mockServer.use(http.get(apiPath('/user/logout'), () => errorResponse(503, 'Сервис недоступен')));
    const { services } = recordStates();
    await services.session.lookup();
    await services.session.logout();
    expect(services.session.getSnapshot()).toMatchObject({ logoutStatus: 'rejected', session: { id: 'u_anna' } });
    expect(services.notices.getSnapshot()).toMatchObject([{ message: 'Сервис недоступен', status: 503 }]);
  });

  it('logout: skipped while one is loading', async () => {
    resetMockDb('active');
    const logoutCalls = countRequests('/user/logout');
    mockServer.use(
      http.get(apiPath('/user/logout'), async () => {
        await delay(20);
        return HttpResponse.json({});
      }),
    );
    const { services } = recordStates();
    await Promise.all([services.session.logout(), services.session.logout()]);
    expect(logoutCalls()).toBe(1);
  });

  it('the session can be set, replaced and cleared; clearing returns login to waiting', async () => {
    const { services } = recordStates();
    await services.session.login({ email: 'anna@example.ru', password: MOCK_PASSWORD });
    services.session.setSession({ ...coupleUser('active'), brideName: 'Мария' });
    expect(services.session.getSnapshot().session?.brideName).toBe('Мария');
    services.session.clearSession();
    expect(services.session.getSnapshot()).toMatchObject({ session: null, loginStatus: 'waiting' });
    services.session.setSession(coupleUser('no-subscription'));
    expect(services.session.getSnapshot().session?.subscriptions).toBeNull();
  });

  it('any 401 clears the session', async () => {
    resetMockDb('active');
    const { services } = recordStates();
    await services.session.lookup();
    mockServer.use(http.get(apiPath('/budget'), () => errorResponse(401, 'Войдите в профиль, чтобы продолжить')));
    await services.http.get('/budget').catch(() => undefined);
    expect(services.session.getSnapshot().session).toBeNull();
    expect(services.notices.getSnapshot()).toMatchObject([{ title: 'Вы не авторизованы', status: 401 }]);
  });
});
