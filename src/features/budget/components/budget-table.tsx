import { Grid, Space, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetCategory, BudgetItem } from '../../../contract/budget.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { restOf } from '../../../lib/budget/budget-figures.ts';
import { totalsOf } from '../budget-view.ts';
import { BudgetItemCards } from './budget-item-cards.tsx';
import { ItemActions } from './item-actions.tsx';
import { DueDate, ItemName, Money } from './item-cells.tsx';

const PAGE_SIZE = 50;
/** Below antd's "sm" breakpoint the items show as cards. */
const PHONE_QUERY = '(max-width: 575.98px)';

interface BudgetTableProps {
  items: BudgetItem[];
  categories: readonly BudgetCategory[];
  /** the "all" tab shows the category and offers no edit or delete (spec, "Budget page"). */
  allTab: boolean;
  onEdit: (item: BudgetItem) => void;
  onDelete: (item: BudgetItem) => void;
}

/** Name, price, paid and rest of the tab's items, with their totals. */
export function BudgetTable({ items, categories, allTab, onEdit, onDelete }: BudgetTableProps) {
  const { t } = useTranslation('budget');
  const totals = useMemo(() => totalsOf(items), [items]);
  const categoryName = useMemo(() => new Map(categories.map((c) => [c.code, c.name])), [categories]);
  // On a phone the table keeps name, price, paid and rest (and the actions); category and date
  // show on wider screens (the name cell still carries the due marks).
  const wide = Grid.useBreakpoint().md ?? true;
  const phone = useMediaQuery(PHONE_QUERY);
  const showCategory = allTab && wide;

  const columns: TableColumnsType<BudgetItem> = [
    { key: 'name', title: t('table.name'), render: (_, item) => <ItemName item={item} /> },
    ...(showCategory
      ? [
          {
            key: 'category',
            title: t('table.category'),
            className: 'budget-table__category',
            render: (_: unknown, item: BudgetItem) => categoryName.get(item.category) ?? item.category,
          },
        ]
      : []),
    { key: 'price', title: t('table.price'), align: 'right', render: (_, item) => <Money value={item.price} /> },
    {
      key: 'paid',
      title: t('table.paid'),
      align: 'right',
      render: (_, item) => <Money value={item.paid ?? 0} tone={item.paid ? 'good' : undefined} />,
    },
    {
      key: 'rest',
      title: t('table.rest'),
      align: 'right',
      render: (_, item) => {
        const rest = restOf(item);
        return <Money value={rest} tone={rest <= 0 ? undefined : item.due === 'overdue' ? 'bad' : 'warn'} />;
      },
    },
    ...(wide
      ? [
          {
            key: 'dueDate',
            title: t('table.dueDate'),
            render: (_: unknown, item: BudgetItem) => <DueDate item={item} />,
          },
        ]
      : []),
    ...(allTab
      ? []
      : [
          {
            key: 'actions',
            title: <span className="budget-visually-hidden">{t('table.actions')}</span>,
            width: 96,
            render: (_: unknown, item: BudgetItem) => (
              <Space size={0}>
                <ItemActions item={item} onEdit={onEdit} onDelete={onDelete} />
              </Space>
            ),
          },
        ]),
  ];

  // A phone shows cards: every figure and both buttons of an item in view, nothing scrolled sideways.
  if (phone) return <BudgetItemCards {...{ items, categories, allTab, onEdit, onDelete }} />;

  const before = showCategory ? 2 : 1;
  const after = (wide ? 1 : 0) + (allTab ? 0 : 1);
  return (
    <Table<BudgetItem>
      className="budget-table"
      rowKey="id"
      size={wide ? 'middle' : 'small'}
      columns={columns}
      dataSource={items}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('table.empty') }}
      pagination={items.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      summary={() =>
        items.length === 0 ? null : (
          <Table.Summary.Row className="budget-table__totals">
            <Table.Summary.Cell index={0} colSpan={before}>
              {t('table.totals')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={before} align="right">
              <Money value={totals.price} />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={before + 1} align="right">
              <Money value={totals.paid} />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={before + 2} align="right">
              <Money value={totals.rest} tone={totals.rest > 0 ? 'warn' : undefined} />
            </Table.Summary.Cell>
            {after > 0 && <Table.Summary.Cell index={before + 3} colSpan={after} />}
          </Table.Summary.Row>
        )
      }
    />
  );
}
