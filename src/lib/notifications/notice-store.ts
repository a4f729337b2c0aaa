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
}

export type NoticeInput = Omit<Notice, 'id'>;

/** How long a success notice stays (spec section 9); errors and warnings stay until closed. */
export const SUCCESS_NOTICE_LIFETIME_MS = 5_000;

export interface NoticeStore {
  getSnapshot: () => readonly Notice[];
  subscribe: (listener: () => void) => () => void;
  /** Queues a notice unless it is hidden; returns its id (null when dropped). */
  add: (notice: NoticeInput) => string | null;
  remove: (id: string) => void;
}

export function createNoticeStore(): NoticeStore {
  let notices: readonly Notice[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const remove = (id: string) => {
    if (!notices.some((notice) => notice.id === id)) return;
    notices = notices.filter((notice) => notice.id !== id);
    emit();
  };

  return {
    getSnapshot: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(input) {
      if (input.isHidden) return null;
      counter += 1;
      const id = `notice-${counter}`;
      notices = [...notices, { ...input, id }];
      emit();
      if (input.type === 'success') setTimeout(() => remove(id), SUCCESS_NOTICE_LIFETIME_MS);
      return id;
    },
    remove,
  };
}
