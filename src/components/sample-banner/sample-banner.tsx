import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';
import type { SampleView } from '../../lib/sample-wedding/sample-context.ts';
import './sample-banner.css';

/** Over a planning page shown as the sample wedding: says so, and leads to the tariffs. */
export function SampleBanner({ sample }: { sample: SampleView }) {
  const { t } = useTranslation('sample');
  const navigate = useNavigate();
  return (
    <Alert
      className="sample-banner"
      type="warning"
      showIcon
      role="status"
      data-testid="sample-banner"
      title={t('banner.title')}
      description={
        <>
          <p className="sample-banner__text">{t(`banner.${sample.section}`)}</p>
          <p className="sample-banner__text">{t('banner.readOnly')}</p>
          {/* Under the text, not beside it: a phone keeps the text its full width. */}
          <Button
            className="sample-banner__subscribe"
            type="primary"
            onClick={() => void navigate(ROUTE_PATHS.subscriptions)}
          >
            {t('banner.subscribe')}
          </Button>
        </>
      }
    />
  );
}
