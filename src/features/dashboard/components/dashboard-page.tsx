import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { ReadOnlyNotice } from '../../../components/read-only-notice/read-only-notice.tsx';
import type { SessionUser } from '../../../contract/session.ts';
import { hasSubscriptionExpiry } from '../../../lib/routing/access.ts';
import { planReadOnlyReason } from '../../../lib/session/can-edit.ts';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { ActivityCard } from './activity-card.tsx';
import { AdviceWidget } from './advice-widget.tsx';
import { BudgetWidget } from './budget-widget.tsx';
import { GiftsWidget } from './gifts-widget.tsx';
import { GuestWidget } from './guest-widget.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SubscriptionBanner } from './subscription-banner.tsx';
import { TodoWidget } from './todo-widget.tsx';
import { WelcomeWidget } from './welcome-widget.tsx';
import type { WidgetAccess } from './widget-frame.tsx';
import './dashboard.css';

/**
 * Never subscribed: locked (nothing read); ended or a helper: read-only (data shown, adding refused,
 * the same rule as the planning pages' frame); else open.
 */
function widgetAccessOf(session: SessionUser, section?: { helperWrites: true }): WidgetAccess {
  if (!hasSubscriptionExpiry(session)) return 'locked';
  return planReadOnlyReason(session, section) ? 'readOnly' : 'open';
}

/**
 * The dashboard (main, spec "Dashboard"): the subscription banner, the couple's card with the
 * countdown, the advice or welcome widget, and the to-do, budget, guest and gifts widgets. The grid puts
 * the card and the to-do widget first, so on a phone the countdown and the next tasks lead.
 */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  const { session } = useSessionState();
  if (!session) return null;
  const access = widgetAccessOf(session);
  const readOnly = planReadOnlyReason(session);

  return (
    <Page title={t('titles.main')}>
      <SubscriptionBanner session={session} />
      {/* An ended subscription has the banner to say so; a helper is told why adding is off. */}
      {readOnly === 'helper' ? <ReadOnlyNotice reason={readOnly} /> : null}
      <div className="dashboard-grid">
        <div className="dashboard-grid__profile">
          <ProfileCard session={session} />
        </div>
        <div className="dashboard-grid__todos">
          <TodoWidget access={access} />
        </div>
        <div className="dashboard-grid__advice">
          {session.isShowAdvice ? <AdviceWidget locked={access === 'locked'} /> : <WelcomeWidget />}
        </div>
        <div className="dashboard-grid__budget">
          <BudgetWidget access={access} />
        </div>
        <div className="dashboard-grid__guests">
          <GuestWidget access={access} />
        </div>
        <div className="dashboard-grid__gifts">
          {/* A helper records the gifts (gifts/section.tsx, helperWrites): the card's add is theirs too. */}
          <GiftsWidget access={widgetAccessOf(session, { helperWrites: true })} />
        </div>
        <ActivityCard email={session.email} enabled={session.wedding !== null && access !== 'locked'} />
      </div>
    </Page>
  );
}
