import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.tsx';
import type { Notice } from './notice-store.ts';
import './notices.css';

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled, warning: ExclamationCircleFilled } as const;

/**
 * Draws the notice store, the one list of notices: the store decides what is shown and for how
 * long (success notices leave it 5 s after they are drawn, errors stay until closed), this only draws it and says when a notice is drawn. On a
 * phone the stack starts below the header, so the settings and log-out shortcuts stay reachable.
 */
export function NoticesPresenter() {
  const { notices } = useServices();
  const { t } = useTranslation(['errors', 'common']);
  const current = useSyncExternalStore(notices.subscribe, notices.getSnapshot, notices.getSnapshot);
  if (current.length === 0) return null;
  return (
    <section className="notices" aria-label={t('common:notices')}>
      {current.map((notice) => (
        <NoticeCard
          key={notice.id}
          notice={notice}
          statusLabel={notice.status ? t('errors:statusCode', { status: notice.status }) : undefined}
          closeLabel={t('common:close')}
          onClose={() => notices.remove(notice.id)}
          onShown={() => notices.shown(notice.id)}
        />
      ))}
    </section>
  );
}

function NoticeCard(props: {
  notice: Notice;
  statusLabel?: string;
  closeLabel: string;
  onClose: () => void;
  onShown: () => void;
}) {
  const { notice, statusLabel, closeLabel, onClose, onShown } = props;
  const Icon = ICONS[notice.type];
  // Once per notice: its card is on screen from this commit on.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onShown, [notice.id]);
  return (
    <div
      className={`notice notice--${notice.type}`}
      role={notice.type === 'success' ? 'status' : 'alert'}
      data-testid={`notice-${notice.type}`}
    >
      <Icon className="notice__icon" aria-hidden />
      <div className="notice__body">
        <div className="notice__title">{notice.title}</div>
        <div>{notice.message}</div>
        {statusLabel ? <div className="notice-status">{statusLabel}</div> : null}
      </div>
      <button type="button" className="notice__close" aria-label={closeLabel} onClick={onClose}>
        <CloseOutlined aria-hidden />
      </button>
    </div>
  );
}
