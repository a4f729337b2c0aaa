import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';
import type { PlanReadOnlyReason } from '../../lib/session/can-edit.ts';
import './read-only-notice.css';

/** One line over a plan its reader may not change, saying why (and, once it ended, where to renew). */
export function ReadOnlyNotice({ reason }: { reason: PlanReadOnlyReason }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      className="read-only-notice"
      type="info"
      showIcon
      role="status"
      data-testid="read-only-notice"
      title={
        reason === 'helper' ? (
          t('readOnly.helper')
        ) : (
          <>
            {t('readOnly.ended')} <Link to={ROUTE_PATHS.subscriptions}>{t('readOnly.renew')}</Link>
          </>
        )
      }
    />
  );
}
