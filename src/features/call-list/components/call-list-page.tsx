import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useCallEvents, useCallList } from '../api/call-list.ts';
import { HouseholdCard } from './household-card.tsx';
import './call-list-page.css';

/**
 * The call list (issue 40, point 6), a tab of the invitations: the households that have not
 * answered and that no message reaches, a card each to call them and record the answer.
 */
export function CallListPage() {
  const { t } = useTranslation(['call-list', 'sections']);
  const households = useCallList();
  const events = useCallEvents();
  const failed = households.status === 'rejected' || events.status === 'rejected';

  return (
    <Page title={t('sections:callList.title')}>
      <div className="call-list">
        <p className="call-list__intro">{t('call-list:intro')}</p>
        {failed ? (
          <LoadFailed
            onRetry={() => {
              households.reload();
              events.reload();
            }}
          />
        ) : !households.data || !events.data ? (
          <Spin />
        ) : households.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('call-list:empty')} />
        ) : (
          <>
            <p className="call-list__count" data-testid="call-count">
              {t('call-list:count', { count: households.data.length })}
            </p>
            <div className="call-list__cards">
              {households.data.map((household) => (
                <HouseholdCard
                  key={household.invitationId}
                  household={household}
                  events={events.data!}
                  // The answer's declared changes do not name this list: it is read again here.
                  onRecorded={() => households.reload()}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
