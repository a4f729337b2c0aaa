/** A notice as spec section 3 describes it; `id` is generated when it is added. */
export interface Notice {
  id: string;
  type: 'error' | 'success' | 'warning';
  /** Source label: which call or screen raised it (kept for diagnostics, not shown). */
  from: string;
  title: string;
  message: string;
  /** HTTP status, shown as the 'code: N' line. */
  status?: number;
  /** Hidden notices are dropped instead of queued (a 401 before the first session lookup ends). */
  isHidden?: boolean;
  /** The screen (route key) it was raised on; an error or warning leaves with it. */
  screen?: string | null;
  /** Follows the visitor to the next screen: "signed out" explains why the login opened. */
  keepAcrossScreens?: boolean;
}

export type NoticeInput = Omit<Notice, 'id'>;

/**
 * How long a success notice stays on screen (spec section 9), counted from when it is drawn: a
 * phone busy drawing the change that raised it does not eat its time. Errors and warnings stay
 * until closed.
 */
export const SUCCESS_NOTICE_LIFETIME_MS = 5_000;

export interface NoticeStore {
  getSnapshot: () => readonly Notice[];
  subscribe: (listener: () => void) => () => void;
  /** Queues a notice unless it is hidden; returns its id (null when dropped). */
  add: (notice: NoticeInput) => string | null;
  remove: (id: string) => void;
  /** Says a notice is on screen: a success notice's lifetime starts then (once). */
  shown: (id: string) => void;
  /**
   * Closes the error notices a later success has made untrue: those of the same call (`from`), or
   * with that status (a 401 "not signed in" once signed in).
   */
  resolve: (which: { from?: string; status?: number }) => void;
  /**
   * The screen now shown (its route key). Errors and warnings raised on another screen leave: a
   * refused login does not follow the visitor to the registration. Success notices run out alone.
   */
  setScreen: (screen: string | null) => void;
}

function sameNotice(a: NoticeInput, b: NoticeInput): boolean {
  return a.type === b.type && a.title === b.title && a.message === b.message && a.status === b.status;
}

export function createNoticeStore(): NoticeStore {
  let notices: readonly Notice[] = [];
  let counter = 0;
  let currentScreen: string | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const remove = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (!notices.some((notice) => notice.id === id)) return;
    notices = notices.filter((notice) => notice.id !== id);
    emit();
  };

  /** A success notice leaves after its lifetime, counted again when the same one comes back. */
  const expireLater = (id: string) => {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => remove(id), SUCCESS_NOTICE_LIFETIME_MS),
    );
  };

  return {
    getSnapshot: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(input) {
      if (input.isHidden) return null;
      // The same notice again (a button pressed twice, two reads failing alike) is shown once.
      const twin = notices.find((notice) => sameNotice(notice, input));
      if (twin) {
        // Shown again: its time starts over (one not drawn yet starts when it is).
        if (input.type === 'success' && timers.has(twin.id)) expireLater(twin.id);
        return twin.id;
      }
      counter += 1;
      const id = `notice-${counter}`;
      notices = [...notices, { ...input, screen: input.screen ?? currentScreen, id }];
      emit();
      return id;
    },
    remove,
    shown(id) {
      const notice = notices.find((one) => one.id === id);
      if (notice?.type === 'success' && !timers.has(id)) expireLater(id);
    },
    setScreen(screen) {
      if (screen === currentScreen) return;
      currentScreen = screen;
      const left = notices.filter(
        (notice) => notice.type !== 'success' && !notice.keepAcrossScreens && notice.screen !== screen,
      );
      for (const notice of left) remove(notice.id);
    },
    resolve({ from, status }) {
      const untrue = notices.filter(
        (notice) =>
          notice.type === 'error' &&
          ((from !== undefined && notice.from === from) || (status !== undefined && notice.status === status)),
      );
      for (const notice of untrue) remove(notice.id);
    },
  };
}
