import { isAxiosError, type AxiosInstance } from 'axios';
import type { State } from 'swr';
import { toApiError } from '../api/api-error.ts';
import { describeApiError } from '../api/error-catalogue.ts';
import { createEarlyReads, type EarlyReads } from '../api/early-reads.ts';
import { callLabel, createHttpClient } from '../api/http-client.ts';
import { createApiWrite, type ApiWrite } from '../api/write.ts';
import { createNoticeStore, type NoticeStore } from '../notifications/notice-store.ts';
import type { ServerScreenState } from '../../contract/server-screen.ts';
import { cacheEntriesOf } from '../server-screen/read-cache.ts';
import { createSessionStore, type SessionStore } from '../session/session-store.ts';

/** Everything stateful the app shares outside React: one set per app (and per test). */
export interface AppServices {
  http: AxiosInstance;
  /** Reads the opening screen makes, asked for ahead of its code. */
  earlyReads: EarlyReads;
  notices: NoticeStore;
  session: SessionStore;
  write: ApiWrite;
  /** SWR's cache of the app's reads (providers.tsx), holding the server's answers when it drew the screen. */
  readCache: Map<string, State>;
}

/** The login call, whose 401 is a refused login, not a session that ended. */
const LOGIN_CALL = 'POST /user/auth';

/**
 * The app's services; on a page the server drew (src/entry-server.tsx, src/lib/server-screen), they
 * start from its session and answers instead of asking for them. The server passes its own cache,
 * which notes what the drawing read and missed.
 */
export function createAppServices(
  options: { serverScreen?: ServerScreenState; readCache?: Map<string, State> } = {},
): AppServices {
  const { serverScreen } = options;
  const http = createHttpClient();
  const notices = createNoticeStore();
  const write = createApiWrite(http, notices);
  const session = createSessionStore({ http, write, notices, knownSession: serverScreen?.session });

  // Any call answering 401 means the session is gone. Its notice stays hidden until the first
  // session lookup has finished: a visitor without a session is not an error.
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401) {
      const firstLookupFinished = session.getSnapshot().initDone;
      session.clearSession();
      const from = callLabel(error.config?.method, error.config?.url);
      notices.add({
        type: 'error',
        from,
        ...describeApiError(toApiError(error)),
        isHidden: !firstLookupFinished,
        // A session that ended follows the visitor to the login screen, which it explains; a
        // refused login belongs to the login screen and leaves with it.
        keepAcrossScreens: from !== LOGIN_CALL,
      });
    }
    return Promise.reject(error);
  });

  const answers = serverScreen?.answers ?? {};
  return {
    http,
    notices,
    session,
    write,
    earlyReads: createEarlyReads(Date.now, answers, serverScreen?.drawnAfter ?? null),
    readCache: options.readCache ?? new Map(cacheEntriesOf(answers)),
  };
}
