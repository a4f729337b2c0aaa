import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BudgetItem } from '../../../contract/budget.ts';

/** An item's edit and delete buttons, each naming the item for screen readers (table and cards). */
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
        title={t('table.delete')}
        onClick={() => onDelete(item)}
      />
    </>
  );
}
