import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import type { LoadStatus } from '../../../lib/load-status.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { usePlanReadOnlyReason } from '../../../lib/session/can-edit.ts';

/**
 * How a widget may be used: 'open' (a subscription), 'readOnly' (it ended, or a helper reads: the data
 * loads, adding is refused by the server, so the add button is locked), 'locked' (never subscribed: nothing is read,
 * the title link and the add button are locked; spec sections 2 and 6).
 */
export type WidgetAccess = 'open' | 'readOnly' | 'locked';

/**
 * The add button opens the page with `?add=1`: the page's own add form then opens (the pages read
 * it; a page that does not simply shows its list).
 */
export const ADD_QUERY = 'add=1';

interface WidgetFrameProps {
  testId: string;
  title: string;
  /** The page the title links to. */
  to: string;
  addLabel: string;
  access: WidgetAccess;
  status: LoadStatus;
  /** The data is there (shown even while a refresh runs, instead of flashing the skeleton). */
  ready: boolean;
  onReload: () => void;
  children: ReactNode;
}

/** A dashboard widget: a title link to its page, an add button, and the body by load state (spec section 4). */
export function WidgetFrame({
  testId,
  title,
  to,
  addLabel,
  access,
  status,
  ready,
  onReload,
  children,
}: WidgetFrameProps) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const locked = access === 'locked';
  const readOnlyHint = usePlanReadOnlyReason() === 'helper' ? tCommon('readOnly.helper') : t('widgets.readOnly');

  return (
    <section
      className={`dashboard-card widget${locked ? ' widget--locked' : ''}`}
      data-testid={testId}
      data-status={status}
    >
      <header className="widget__header">
        <h2 className="widget__title">
          {locked ? (
            <span className="widget__title-text" aria-disabled="true">
              <LockOutlined className="widget__lock" aria-hidden /> {title}
            </span>
          ) : (
            <Link to={to}>{title}</Link>
          )}
        </h2>
        <Button
          className="widget__add"
          icon={access === 'open' ? <PlusOutlined /> : <LockOutlined />}
          disabled={access !== 'open'}
          aria-label={addLabel}
          title={access === 'open' ? addLabel : access === 'locked' ? t('widgets.lockedHint') : readOnlyHint}
          onClick={() => navigate(`${to}?${ADD_QUERY}`)}
        >
          <span className="widget__add-label">{t('widgets.add')}</span>
        </Button>
      </header>
      <div className="widget__body">
        {bodyOf(status, locked, ready, children, onReload, t('widgets.lockedHint'), t('widgets.subscribe'))}
      </div>
    </section>
  );
}

function bodyOf(
  status: LoadStatus,
  locked: boolean,
  ready: boolean,
  children: ReactNode,
  onReload: () => void,
  lockedHint: string,
  subscribe: string,
): ReactNode {
  if (locked || status === 'skipped') {
    return (
      <p className="widget__locked-hint">
        {lockedHint} <Link to={ROUTE_PATHS.subscriptions}>{subscribe}</Link>
      </p>
    );
  }
  if (ready) return children;
  if (status === 'rejected') return <LoadFailed onRetry={onReload} />;
  return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
}
