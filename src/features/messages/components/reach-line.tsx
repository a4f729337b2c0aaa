import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useTranslation } from 'react-i18next';
import type { MessageAudience } from '../../../contract/messages.ts';
import { useMessageReach } from '../api/messages.ts';
import { reachQueryOf } from '../message-view.ts';

/**
 * The line saying how many households the audience being picked reaches, by e-mail, by Telegram and
 * with no contact (GET /messages/reach), so the couple sees before sending whom a call is needed
 * for. Said to a screen reader as it changes.
 */
export function ReachLine({ audience }: { audience: MessageAudience }) {
  const { t } = useTranslation('messages');
  const reach = useMessageReach(reachQueryOf(audience));
  const text =
    reach.status === 'rejected'
      ? t('reach.failed')
      : !reach.data
        ? t('reach.counting')
        : reach.data.households === 0
          ? t('reach.nobody')
          : t('reach.line', {
              count: reach.data.households,
              email: reach.data.email,
              telegram: reach.data.telegram,
              noContact: reach.data.noContact,
            });
  return (
    <p className="message-reach" role="status" data-testid="message-reach">
      <TeamOutlined aria-hidden="true" className="message-reach__icon" />
      <span>{text}</span>
    </p>
  );
}
