import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { headCountText } from './children-count-choice.tsx';
import type { BudgetItem } from '../../../contract/budget.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { restOf } from '../../../lib/budget/budget-figures.ts';

/** The item's name, with how a per-person price was reached and its payment marks. */
export function ItemName({ item }: { item: BudgetItem }) {
  const { t } = useTranslation('budget');
  const perPerson = item.perPerson;
  return (
    <div className="budget-item">
      <span className="budget-item__name">{item.name}</span>
      {item.contractorName && (
        <span className="budget-item__formula budget-item__contractor">
          {t('contractor', { name: item.contractorName })}
        </span>
      )}
      {perPerson && (
        <span className="budget-item__formula">
          {t('perPerson.formula', { unit: formatRoubles(perPerson.unitPrice), count: perPerson.people })}
          {' · '}
          {headCountText(t, perPerson.people, perPerson.children, perPerson.childrenCounted)}
          {item.paid !== null && item.paid > perPerson.calculated && (
            <>
              {' · '}
              <span className="budget-item__overpaid">
                {t('perPerson.overpaid', { amount: formatRoubles(perPerson.calculated) })}
              </span>
            </>
          )}
        </span>
      )}
      <ItemMarks item={item} />
    </div>
  );
}

/** Overdue, due soon, unpaid or paid in full, at a glance. */
export function ItemMarks({ item }: { item: BudgetItem }) {
  const { t } = useTranslation('budget');
  const rest = restOf(item);
  return (
    <span className="budget-item__marks">
      {item.due === 'overdue' && <Tag color="error">{t('marks.overdue')}</Tag>}
      {item.due === 'soon' && <Tag color="warning">{t('marks.soon')}</Tag>}
      {rest > 0 && !item.paid && item.price > 0 && <Tag>{t('marks.unpaid')}</Tag>}
      {rest <= 0 && item.price > 0 && <Tag color="success">{t('marks.paidInFull')}</Tag>}
    </span>
  );
}

export function Money({ value, tone }: { value: number; tone?: 'bad' | 'warn' | 'good' }) {
  return <span className={`budget-money${tone ? ` budget-money--${tone}` : ''}`}>{formatRoubles(value)}</span>;
}

export function DueDate({ item }: { item: BudgetItem }) {
  if (!item.dueDate) return null;
  const tone = item.due === 'overdue' ? 'bad' : item.due === 'soon' ? 'warn' : undefined;
  return <span className={tone ? `budget-money--${tone}` : undefined}>{formatDate(item.dueDate)}</span>;
}
