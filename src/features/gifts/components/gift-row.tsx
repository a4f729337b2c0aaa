import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Gift } from '../../../contract/gifts.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { useCoupleWriteReadOnlyReason } from '../../../lib/session/can-edit.ts';

interface GiftRowProps {
  gift: Gift;
  onThank: (thanked: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One gift: who gave it, the money or the thing, the "thanked" tick, and its actions. */
export function GiftRow({ gift, onThank, onEdit, onDelete }: GiftRowProps) {
  const { t } = useTranslation('gifts');
  // Deleting a recorded gift is the couple's (a `write`); a helper records and ticks only.
  const deleteOff = useCoupleWriteReadOnlyReason() !== null;
  return (
    <li className={gift.thanked ? 'gift gift--thanked' : 'gift'} data-testid="gift">
      <div className="gift__main">
        <span className="gift__from">{gift.from}</span>
        <span className="gift__what">{gift.kind === 'money' ? formatRoubles(gift.amount ?? 0) : gift.item}</span>
      </div>
      <div className="gift__side">
        <Checkbox
          checked={gift.thanked}
          onChange={(event) => onThank(event.target.checked)}
          aria-label={`${t('page.thanked')}: ${gift.from}`}
        >
          {t('page.thanked')}
        </Checkbox>
        <Button type="text" icon={<EditOutlined />} aria-label={`${t('page.edit')}: ${gift.from}`} onClick={onEdit} />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('page.delete')}: ${gift.from}`}
          onClick={onDelete}
          disabled={deleteOff || undefined}
        />
      </div>
    </li>
  );
}
