import { Button } from 'antd';
import { useReducer } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { subscriptionState, type SessionUser } from '../../contract/session.ts';
import { formatDate } from '../../lib/format.ts';
import { ROUTE_PATHS } from '../../lib/routing/route-paths.ts';
import { useSessionState } from '../../lib/services/services-context.tsx';
import { expiryModalDismissals } from '../../lib/subscription/dismissals.ts';
import { needsExpiryWarning, reminderSubject } from '../../lib/subscription/expiry.ts';
import { AppModal } from '../modal/app-modal.tsx';
import './expiry-modal.css';

/**
 * The expiry modal (spec section 2): over the signed-in pages when there is no subscription, it has
 * ended, or fewer than 8 days remain. Closing it, 'remind tomorrow' and the button to the
 * subscriptions page all put it away until the next local day (or until the subscription changes),
 * so it does not come back on every navigation. The subscriptions page itself never shows it.
 */
export function ExpiryModal() {
  const { session } = useSessionState();
  const onSubscriptions = useMatch(ROUTE_PATHS.subscriptions) !== null;
  const onLogout = useMatch(ROUTE_PATHS.logout) !== null;
  // Dismissals live in browser storage; this only makes the component read them again.
  const [, dismissed] = useReducer((count: number) => count + 1, 0);

  if (!session || onSubscriptions || onLogout || !needsExpiryWarning(session.subscriptions)) return null;
  const subject = reminderSubject(session);
  if (expiryModalDismissals.isDismissed(subject)) return null;

  const dismiss = () => {
    expiryModalDismissals.dismiss(subject);
    dismissed();
  };
  return <ExpiryModalDialog session={session} onDismiss={dismiss} />;
}

function ExpiryModalDialog({ session, onDismiss }: { session: SessionUser; onDismiss: () => void }) {
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
