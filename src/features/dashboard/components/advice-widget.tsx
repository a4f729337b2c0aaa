import { BulbOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { useAdviceOfTheDay } from '../api/advice-of-the-day.ts';

/**
 * The tip of the day (isShowAdvice): the server picks one per couple per day, fitted to how far the
 * wedding is. Without a subscription the tip is not read (advice is a planning call).
 */
export function AdviceWidget({ locked }: { locked: boolean }) {
  const { t } = useTranslation('dashboard');
  const advice = useAdviceOfTheDay(!locked);

  return (
    <section className="dashboard-card advice-widget" data-testid="advice-widget" data-status={advice.status}>
      <h2 className="advice-widget__heading">
        <BulbOutlined aria-hidden /> {t('advice.heading')}
      </h2>
      {locked ? (
        <p className="widget__locked-hint">{t('widgets.lockedHint')}</p>
      ) : advice.data ? (
        <p className="advice-widget__text" data-testid="advice-text">
          {advice.data.advice}
        </p>
      ) : advice.status === 'rejected' ? (
        <LoadFailed onRetry={advice.reload} />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      )}
    </section>
  );
}
