import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { subscriptionState, type SessionUser } from '../../contract/session.ts';
import { formatDate } from '../../lib/format.ts';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';
import { AppModal } from '../modal/app-modal.tsx';
import './expiry-modal.css';

/** The expiry modal's dialog, loaded only when ExpiryModal (expiry-modal.tsx) decides to show it. */
export function ExpiryModalDialog({ session, onDismiss }: { session: SessionUser; onDismiss: () => void }) {
  const { t } = useTranslation('subscriptions');
  const navigate = useNavigate();
  const subscription = session.subscriptions;
  const state = subscriptionState(subscription);
  const date = subscription ? formatDate(subscription.expiresDate) : '';

  const title =
    state === 'never'
      ? t('expiryModal.neverTitle')
      : state === 'ended'
        ? t('expiryModal.endedTitle')
        : t('expiryModal.activeTitle');
  const text =
    state === 'never'
      ? t('expiryModal.neverText')
      : state === 'ended'
        ? t('expiryModal.endedText', { date })
        : t('expiryModal.activeText', { count: subscription!.expires, date });

  const goToSubscriptions = () => {
    onDismiss();
    void navigate(ROUTE_PATHS.subscriptions);
  };

  return (
    <AppModal
      title={title}
      onClose={onDismiss}
      footer={
        <div className="expiry-modal__actions">
          <Button onClick={onDismiss}>{t('expiryModal.later')}</Button>
          <Button type="primary" onClick={goToSubscriptions}>
            {state === 'never' ? t('expiryModal.subscribe') : t('expiryModal.renew')}
          </Button>
        </div>
      }
    >
      <p className="expiry-modal__text" data-state={state}>
        {text}
      </p>
    </AppModal>
  );
}
