import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';

/** The first-run wizard's modal; closing it logs out (spec section 2). Its steps come later. */
export function WizardPage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  return (
    <AppModal title={t('titles.wizard')} onClose={() => navigate(ROUTE_PATHS.logout)}>
      <p>{t('comingSoon')}</p>
    </AppModal>
  );
}
