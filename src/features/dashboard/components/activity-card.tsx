import { Button, Skeleton } from 'antd';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { GUEST_ACTIONS, type ActivityEntry } from '../../../contract/wedding-activity.ts';
import dayjs from '../../../lib/dayjs.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useWeddingActivity } from '../api/activity.ts';
import './activity-card.css';

dayjs.extend(relativeTime);

/** Entries shown before the show-all link. */
const FIRST_SHOWN = 8;
/** How often the relative times ('5 minutes ago') move on while the page stays open. */
const TICK_MS = 60_000;

/** The entry's `what` as the sentence shows it: a total in roubles, an import's count as a number. */
function whatOf(entry: ActivityEntry): { what: string; count: number } {
  const what = entry.what ?? '';
  if (entry.action === 'budgetTotalSet' && what !== '' && Number.isFinite(Number(what))) {
    return { what: formatRoubles(Number(what)), count: 0 };
  }
  return { what, count: entry.action === 'guestsImported' ? Number(what) || 0 : 0 };
}

/**
 * The recent changes card: who changed what in the plan, newest first, with how long ago. A member
 * is named by their address ('you' for the signed-in one): the profile holds the couple's names, not
 * which member is which, so the sentence cannot agree in gender and says what happened instead
 * ('anna@...: guest "Aunt Valya" added', in the neutral passive). The list follows the other members' changes live
 * (the signed-in frame's stream names GET /wedding/activity after every write).
 */
export function ActivityCard({ email, enabled }: { email: string; enabled: boolean }) {
  const { t } = useTranslation('activity');
  const activity = useWeddingActivity(enabled);
  const [expanded, setExpanded] = useState(false);
  const [, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!enabled) return null;

  const entries = activity.data ?? [];
  const shown = expanded ? entries : entries.slice(0, FIRST_SHOWN);
  const sentence = (entry: ActivityEntry) => {
    const who = entry.email === null ? t('card.formerMember') : entry.email === email ? t('card.you') : entry.email;
    const { what, count } = whatOf(entry);
    const change = entry.what === null ? t(`unnamed.${entry.action}`) : t(`named.${entry.action}`, { what, count });
    // A guest's answer is told whole («A guest answered the invitation: …»): no member did it.
    if (GUEST_ACTIONS.includes(entry.action)) return change;
    return t('card.entry', { who, change });
  };

  return (
    <section className="dashboard-card activity-card" data-testid="activity-card" data-status={activity.status}>
      <h2 className="activity-card__title">{t('card.title')}</h2>
      {activity.data === undefined && activity.status === 'rejected' ? <LoadFailed onRetry={activity.reload} /> : null}
      {activity.data === undefined && activity.status !== 'rejected' ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : null}
      {activity.data !== undefined && entries.length === 0 ? (
        <p className="activity-card__empty">{t('card.empty')}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="activity-card__list">
          {shown.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="activity-card__item">
              <span className="activity-card__text">{sentence(entry)}</span>
              <time className="activity-card__time" dateTime={entry.at} title={formatDateTime(entry.at)}>
                {dayjs(entry.at).fromNow()}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      {entries.length > FIRST_SHOWN ? (
        <Button type="link" className="activity-card__more" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('card.showFewer') : t('card.showAll', { count: entries.length })}
        </Button>
      ) : null}
    </section>
  );
}
