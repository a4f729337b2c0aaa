import { App } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.tsx';
import type { Notice } from './notice-store.ts';

/**
 * Mirrors the notice store into antd's notifications: the store decides what is shown and for how
 * long (success notices leave it after 5 s), antd only draws. Closing one removes it from the store.
 */
export function NoticesPresenter() {
  const { notices } = useServices();
  const { notification } = App.useApp();
  const { t } = useTranslation('errors');
  const current = useSyncExternalStore(notices.subscribe, notices.getSnapshot);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const ids = new Set(current.map((notice) => notice.id));
    for (const id of shown.current) {
      if (!ids.has(id)) {
        notification.destroy(id);
        shown.current.delete(id);
      }
    }
    for (const notice of current) {
      if (shown.current.has(notice.id)) continue;
      shown.current.add(notice.id);
      notification.open({
        key: notice.id,
        type: notice.type,
        title: notice.title,
        description: (
          <NoticeBody notice={notice} statusLabel={notice.status && t('statusCode', { status: notice.status })} />
        ),
        duration: false,
        role: notice.type === 'success' ? 'status' : 'alert',
        onClose: () => {
          shown.current.delete(notice.id);
          notices.remove(notice.id);
        },
        props: { 'data-testid': `notice-${notice.type}` },
      });
    }
  }, [current, notification, notices, t]);

  return null;
}

function NoticeBody({ notice, statusLabel }: { notice: Notice; statusLabel: string | undefined | 0 }) {
  return (
    <>
      <div>{notice.message}</div>
      {statusLabel ? <div className="notice-status">{statusLabel}</div> : null}
    </>
  );
}
