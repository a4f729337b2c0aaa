import { CheckCircleFilled, DeleteOutlined, EditOutlined, LinkOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Checkbox, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRoubles } from '../../../contract/money.ts';
import type { Purchase } from '../../../contract/purchases.ts';
import { canGoToBudget } from './purchases-view.ts';

interface PurchaseRowProps {
  purchase: Purchase;
  onTick: (bought: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onToBudget: () => void;
}

/** One purchase: the tick, what and where (the link opens in a new tab), the price, its budget state, actions. */
export function PurchaseRow({ purchase, onTick, onEdit, onDelete, onToBudget }: PurchaseRowProps) {
  const { t } = useTranslation('purchases');
  return (
    <li className={purchase.bought ? 'purchase purchase--bought' : 'purchase'} data-testid="purchase">
      <Checkbox
        className="purchase__tick"
        checked={purchase.bought}
        onChange={(event) => onTick(event.target.checked)}
        aria-label={`${t('page.bought')}: ${purchase.name}`}
      />
      <div className="purchase__main">
        <span className="purchase__name">{purchase.name}</span>
        {(purchase.store || purchase.link) && (
          <span className="purchase__store">
            {purchase.store}
            {purchase.link && (
              <a
                className="purchase__link"
                href={purchase.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('page.openLink')}: ${purchase.name}`}
              >
                <LinkOutlined /> {purchase.store ? null : t('page.openLink')}
              </a>
            )}
          </span>
        )}
      </div>
      <div className="purchase__side">
        <span className={purchase.price === null ? 'purchase__price purchase__price--none' : 'purchase__price'}>
          {purchase.price === null ? t('page.noPrice') : formatRoubles(purchase.price)}
        </span>
        {purchase.budgetItemId !== null && (
          <Tag color="green" icon={<CheckCircleFilled />} className="purchase__in-budget">
            {t('page.inBudget')}
          </Tag>
        )}
        {canGoToBudget(purchase) && (
          <Button size="small" icon={<WalletOutlined />} onClick={onToBudget} aria-label={t('page.toBudget')}>
            {t('page.toBudget')}
          </Button>
        )}
        <span className="purchase__actions">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('page.edit')}: ${purchase.name}`}
            onClick={onEdit}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('page.delete')}: ${purchase.name}`}
            onClick={onDelete}
          />
        </span>
      </div>
    </li>
  );
}
