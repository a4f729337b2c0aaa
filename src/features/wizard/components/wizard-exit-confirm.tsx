import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';

/**
 * Closing the wizard logs out (spec section 2); a person asks first, and hears that the steps
 * already saved stay saved.
 */
export function WizardExitConfirm({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <AppModal
      open={open}
      title={t('exit.title')}
      onClose={onStay}
      width={420}
      footer={
        <div className="wizard-page__actions">
          <Button onClick={onLeave}>{t('exit.leave')}</Button>
          <Button type="primary" onClick={onStay}>
            {t('exit.stay')}
          </Button>
        </div>
      }
    >
      <p>{t('exit.text')}</p>
    </AppModal>
  );
}
