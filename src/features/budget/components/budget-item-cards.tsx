import { useTranslation } from 'react-i18next';
import type { BudgetCategory, BudgetItem } from '../../../contract/budget.ts';
import { restOf } from '../../../lib/budget/budget-figures.ts';
import { totalsOf } from '../budget-view.ts';
import { ItemActions } from './item-actions.tsx';
import { DueDate, ItemName, Money } from './item-cells.tsx';
import './budget-item-cards.css';

interface BudgetItemCardsProps {
  items: BudgetItem[];
  categories: readonly BudgetCategory[];
  allTab: boolean;
  onEdit: (item: BudgetItem) => void;
  onDelete: (item: BudgetItem) => void;
}

/**
 * The budget on a phone: one card per item with every figure (price, paid, rest, the date to pay
 * by) and its edit and delete buttons in view, where a table's columns would run off the screen.
 */
export function BudgetItemCards({ items, categories, allTab, onEdit, onDelete }: BudgetItemCardsProps) {
  const { t } = useTranslation('budget');
  if (items.length === 0) return <p className="budget-cards__empty">{t('table.empty')}</p>;
  const categoryName = new Map(categories.map((c) => [c.code, c.name]));
  const totals = totalsOf(items);
  return (
    <div className="budget-cards">
      <ul className="budget-cards__list" aria-label={t('chart.title')}>
        {items.map((item) => {
          const rest = restOf(item);
          return (
            <li key={item.id} className="budget-card" data-testid="budget-card">
              <div className="budget-card__head">
                <ItemName item={item} />
                {!allTab && (
                  <span className="budget-card__actions">
                    <ItemActions item={item} onEdit={onEdit} onDelete={onDelete} />
                  </span>
                )}
              </div>
              <dl className="budget-card__figures">
                {allTab && (
                  <div>
                    <dt>{t('table.category')}</dt>
                    <dd>{categoryName.get(item.category) ?? item.category}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('table.price')}</dt>
                  <dd>
                    <Money value={item.price} />
                  </dd>
                </div>
                <div>
                  <dt>{t('table.paid')}</dt>
                  <dd>
                    <Money value={item.paid ?? 0} tone={item.paid ? 'good' : undefined} />
                  </dd>
                </div>
                <div>
                  <dt>{t('table.rest')}</dt>
                  <dd>
                    <Money value={rest} tone={rest <= 0 ? undefined : item.due === 'overdue' ? 'bad' : 'warn'} />
                  </dd>
                </div>
                {item.dueDate && (
                  <div>
                    <dt>{t('table.dueDate')}</dt>
                    <dd>
                      <DueDate item={item} />
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
      <dl className="budget-card budget-card__figures budget-cards__totals">
        <div>
          <dt>{t('table.totals')}</dt>
          <dd>
            <Money value={totals.price} />
          </dd>
        </div>
        <div>
          <dt>{t('table.paid')}</dt>
          <dd>
            <Money value={totals.paid} />
          </dd>
        </div>
        <div>
          <dt>{t('table.rest')}</dt>
          <dd>
            <Money value={totals.rest} tone={totals.rest > 0 ? 'warn' : undefined} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
