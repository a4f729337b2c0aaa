import { InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import type { Invitation } from '../../../contract/invitations.ts';
import {
  WAITING_DAYS_DEFAULT,
  WAITING_DAYS_MAX,
  daysWaiting,
  householdNames,
  notAnsweredAfter,
} from '../invitation-view.ts';

/** The households that have not answered N days after their invitation was made (N the couple's choice). */
export function WaitingHouseholds({ invitations, guests }: { invitations: Invitation[]; guests: Guest[] }) {
  const { t } = useTranslation('invitations');
  const [days, setDays] = useState(WAITING_DAYS_DEFAULT);
  const now = new Date();
  const waiting = notAnsweredAfter(invitations, days, now);
  return (
    <div className="invitations__waiting" data-testid="waiting-households">
      <h3 className="invitations__waiting-title">
        <label>
          {t('waiting.before')}{' '}
          <InputNumber
            size="small"
            min={0}
            max={WAITING_DAYS_MAX}
            precision={0}
            value={days}
            aria-label={t('waiting.days')}
            onChange={(value) => setDays(value ?? WAITING_DAYS_DEFAULT)}
          />{' '}
          {t('waiting.after', { count: days })}
        </label>
      </h3>
      {waiting.length === 0 ? (
        <p className="invitations__muted">{t('waiting.none')}</p>
      ) : (
        <>
          <p className="invitations__muted">{t('waiting.count', { count: waiting.length })}</p>
          <ul className="invitations__waiting-list">
            {waiting.map((invitation) => (
              <li key={invitation.id}>
                <span>{householdNames(invitation, guests).join(', ')}</span>
                <span className="invitations__muted">{t('list.waiting', { count: daysWaiting(invitation, now) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
