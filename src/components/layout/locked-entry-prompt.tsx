import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';
import { AppModal } from '../modal/app-modal.tsx';

/**
 * What a tap on a locked navigation entry opens: a phone shows no hover tooltip, so the entry
 * itself says why it is locked and leads to the tariffs.
 */
export function LockedEntryPrompt({ section, onClose }: { section: string | null; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const subscribe = () => {
    onClose();
    void navigate(ROUTE_PATHS.subscriptions);
  };
  return (
    <AppModal
      open={section !== null}
      title={t('lockedPrompt.title', { section })}
      onClose={onClose}
      footer={
        <div className="app-nav__prompt-actions">
          <Button onClick={onClose}>{t('lockedPrompt.later')}</Button>
          <Button type="primary" onClick={subscribe}>
            {t('lockedPrompt.subscribe')}
          </Button>
        </div>
      }
    >
      <p>{t('lockedPrompt.text')}</p>
    </AppModal>
  );
}
