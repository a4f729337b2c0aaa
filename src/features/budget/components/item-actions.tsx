import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BudgetItem } from '../../../contract/budget.ts';

/**
 * An item's edit and delete buttons, each naming the item for screen readers (table and cards). The
 * rest of a contractor's agreed price goes with the contractor, so it has no delete of its own.
 */
export function ItemActions({
  item,
  onEdit,
  onDelete,
}: {
  item: BudgetItem;
  onEdit: (item: BudgetItem) => void;
  onDelete: (item: BudgetItem) => void;
}) {
  const { t } = useTranslation('budget');
  return (
    <>
      <Button
        type="text"
        icon={<EditOutlined />}
        aria-label={`${t('table.edit')}: ${item.name}`}
        title={t('table.edit')}
        onClick={() => onEdit(item)}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`${t('table.delete')}: ${item.name}`}
        title={item.contractorRest ? t('errors.contractorRest') : t('table.delete')}
        disabled={item.contractorRest || undefined}
        onClick={() => onDelete(item)}
      />
    </>
  );
}
