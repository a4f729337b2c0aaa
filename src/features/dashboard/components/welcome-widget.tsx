import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../lib/profile/use-update-profile.ts';

/**
 * The welcome (no isShowAdvice): what the product does for the couple, and a switch to the daily
 * tip, saved in the profile (POST /user/update); the answer replaces the session, so the page then
 * shows the advice widget.
 */
export function WelcomeWidget() {
  const { t } = useTranslation('dashboard');
  const { trigger, isMutating } = useUpdateProfile(t('welcome.adviceOn'));

  return (
    <section className="dashboard-card welcome-widget" data-testid="welcome-widget">
      <h2 className="welcome-widget__heading">{t('welcome.heading')}</h2>
      <p className="welcome-widget__text">{t('welcome.lines')}</p>
      <p className="welcome-widget__text">{t('welcome.adviceOffer')}</p>
      <Button
        type="primary"
        loading={isMutating}
        onClick={() => void trigger({ isShowAdvice: true }).catch(() => undefined)}
      >
        {t('welcome.showAdvice')}
      </Button>
    </section>
  );
}
