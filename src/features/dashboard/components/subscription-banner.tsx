import { Alert } from 'antd';
import { useReducer } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { subscriptionState, type SessionUser } from '../../../contract/session.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { bannerDismissals } from '../../../lib/subscription/dismissals.ts';
import { needsExpiryWarning, reminderSubject } from '../../../lib/subscription/expiry.ts';
import { useSubscriptionStatusText } from '../../../lib/subscription/subscription-texts.ts';
import './subscription-banner.css';

type BannerLook = { type: 'info' | 'success' | 'warning'; hint: string | null; action: string | null };

/**
 * The dashboard's subscription banner (spec section 2): where the subscription stands (never,
 * active with its end date and days left, ended), with a way to subscriptions when there is
 * something to do. Once closed it stays closed for this tab until the subscription changes.
 */
export function SubscriptionBanner({ session }: { session: SessionUser }) {
  const { t } = useTranslation('subscriptions');
  const status = useSubscriptionStatusText(session.subscriptions);
  const [, closed] = useReducer((count: number) => count + 1, 0);
  const subject = reminderSubject(session);
  if (bannerDismissals.isDismissed(subject)) return null;

  const look = lookOf(session, {
    never: t('banner.neverText'),
    expiring: t('banner.expiringHint'),
    ended: t('banner.endedHint'),
    subscribe: t('banner.subscribe'),
    renew: t('banner.renew'),
  });

  return (
    <Alert
      className="subscription-banner"
      data-testid="subscription-banner"
      type={look.type}
      showIcon
      title={status}
      description={
        look.hint ? (
          <>
            <p className="subscription-banner__hint">{look.hint}</p>
            {look.action ? (
              <Link className="subscription-banner__action" to={ROUTE_PATHS.subscriptions}>
                {look.action}
              </Link>
            ) : null}
          </>
        ) : null
      }
      closable={{
        'aria-label': t('banner.close'),
        onClose: () => {
          bannerDismissals.dismiss(subject);
          closed();
        },
      }}
    />
  );
}

function lookOf(
  session: SessionUser,
  texts: { never: string; expiring: string; ended: string; subscribe: string; renew: string },
): BannerLook {
  switch (subscriptionState(session.subscriptions)) {
    case 'never':
      return { type: 'info', hint: texts.never, action: texts.subscribe };
    case 'ended':
      return { type: 'warning', hint: texts.ended, action: texts.renew };
    case 'active':
      return needsExpiryWarning(session.subscriptions)
        ? { type: 'warning', hint: texts.expiring, action: texts.renew }
        : { type: 'success', hint: null, action: null };
  }
}
