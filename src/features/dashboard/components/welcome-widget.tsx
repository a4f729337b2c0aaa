import { Button } from 'antd';
import useSWRMutation from 'swr/mutation';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../lib/profile/use-update-profile.ts';
import '../dashboard-texts.ts';

/**
 * The welcome (no isShowAdvice): what the product does for the couple, and a switch to the daily
 * tip, saved in the profile (POST /user/update); the answer replaces the session, so the page then
 * shows the advice widget.
 */
export function WelcomeWidget() {
  const { t } = useTranslation('dashboard');
  const updateProfile = useUpdateProfile();
  const { trigger, isMutating } = useSWRMutation('/user/update#isShowAdvice', () =>
    updateProfile({ isShowAdvice: true }, t('welcome.adviceOn')),
  );

  return (
    <section className="dashboard-card welcome-widget" data-testid="welcome-widget">
      <h2 className="welcome-widget__heading">{t('welcome.heading')}</h2>
      <p className="welcome-widget__text">{t('welcome.lines')}</p>
      <p className="welcome-widget__text">{t('welcome.adviceOffer')}</p>
      <Button type="primary" loading={isMutating} onClick={() => void trigger().catch(() => undefined)}>
        {t('welcome.showAdvice')}
      </Button>
    </section>
  );
}
