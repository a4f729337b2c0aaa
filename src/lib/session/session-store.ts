import type { AxiosInstance } from 'axios';
import type { SessionUser } from '../../contract/session.ts';
import type { LoginRequest } from '../../contract/account.ts';
import { ApiError, isRecord, toApiError } from '../api/api-error.ts';
import { describeApiError } from '../api/error-catalogue.ts';
import type { ApiWrite } from '../api/write.ts';
import type { LoadStatus } from '../load-status.ts';
import type { NoticeStore } from '../notifications/notice-store.ts';
import { sessionRoutes } from '../../contract/account-routes.ts';
import { pathOf } from '../../contract/route-table.ts';
import { writeCallOf } from '../api/route-calls.ts';

export type AuthStatus = Extract<LoadStatus, 'waiting' | 'loading' | 'loaded' | 'rejected'>;

/** Session and the three independent auth statuses of spec section 4. */
export interface SessionState {
  session: SessionUser | null;
  initStatus: AuthStatus;
  loginStatus: AuthStatus;
  logoutStatus: AuthStatus;
  /** True once the first session lookup has answered; routes show from then on. */
  initDone: boolean;
}

export interface SessionStore {
  getSnapshot: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** GET /whoami; skipped (the running one is returned) while a lookup is loading. */
  lookup: () => Promise<void>;
  /** POST /user/auth; rethrows the ApiError so the form can show it. Skipped while loading. */
  login: (credentials: LoginRequest) => Promise<void>;
  /** GET /user/logout; skipped while loading. */
  logout: () => Promise<void>;
  /** Stores the session user another call answered (confirmation, new password, settings, wizard). */
  setSession: (session: SessionUser) => void;
  /** Session deletion: a 401, or the account deleted. */
  clearSession: () => void;
}

export const initialSessionState: SessionState = {
  session: null,
  initStatus: 'waiting',
  loginStatus: 'waiting',
  logoutStatus: 'waiting',
  initDone: false,
};

export function createSessionStore(deps: {
  http: AxiosInstance;
  write: ApiWrite;
  notices: NoticeStore;
  /** The session the server found for this page (src/lib/server-screen): no lookup is needed. */
  knownSession?: SessionUser;
}): SessionStore {
  const { http, write, notices, knownSession } = deps;
  let state: SessionState = knownSession
    ? { ...initialSessionState, session: knownSession, initStatus: 'loaded', initDone: true }
    : initialSessionState;
  const listeners = new Set<() => void>();
  const running: Partial<Record<'lookup' | 'login' | 'logout', Promise<void>>> = {};

  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  /** Runs one auth request at a time per kind: a second call while loading gets the running one. */
  const once = (kind: 'lookup' | 'login' | 'logout', run: () => Promise<void>): Promise<void> => {
    const current = running[kind];
    if (current) return current;
    const promise = run().finally(() => {
      delete running[kind];
    });
    running[kind] = promise;
    return promise;
  };

  /**
   * Signed in: a 401 "not signed in" notice still on screen is no longer true, nor a refused login
   * (a wrong password before the right one, or an account that has been confirmed since).
   */
  const signedIn = () => {
    notices.resolve({ status: 401 });
    notices.resolve({ from: 'POST /user/auth' });
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    lookup: () =>
      once('lookup', async () => {
        set({ initStatus: 'loading' });
        try {
          const { data } = await http.get<unknown>(pathOf(sessionRoutes.whoami));
          // Anything but a JSON object (an HTML page from a misrouted proxy, say) is no session.
          if (!isRecord(data)) throw new ApiError({ message: 'not an object', status: 404 });
          set({
            session: data as unknown as SessionUser,
            initStatus: 'loaded',
            loginStatus: 'waiting',
            initDone: true,
          });
        } catch (error) {
          const apiError = toApiError(error);
          // The client's interceptor has already dealt with a 401 (no session is the normal case).
          if (apiError.status !== 401 && !apiError.isCanceled) {
            // It follows the visitor to the screen shown instead (the login), which it explains.
            notices.add({
              type: 'error',
              from: `GET ${sessionRoutes.whoami.path}`,
              ...describeApiError(apiError),
              keepAcrossScreens: true,
            });
          }
          set({ initStatus: 'rejected', initDone: true });
        }
      }),

    login: (credentials) =>
      once('login', async () => {
        set({ loginStatus: 'loading' });
        try {
          const session = await write<SessionUser>(writeCallOf(sessionRoutes.logIn, { body: credentials }));
          signedIn();
          set({ session, loginStatus: 'loaded' });
        } catch (error) {
          set({ loginStatus: 'rejected' });
          throw error;
        }
      }),

    logout: () =>
      once('logout', async () => {
        set({ logoutStatus: 'loading' });
        try {
          await write(writeCallOf(sessionRoutes.logOut, {}));
          set({ session: null, logoutStatus: 'loaded', loginStatus: 'waiting' });
        } catch {
          // The error notice is shown by the write helper; a 401 has cleared the session already.
          set({ logoutStatus: 'rejected' });
        }
      }),

    setSession: (session) => {
      signedIn();
      set({ session });
    },
    clearSession: () => {
      // Without a session there is nothing to delete (a wrong password answers 401 too).
      if (state.session) set({ session: null, loginStatus: 'waiting' });
    },
  };
}
