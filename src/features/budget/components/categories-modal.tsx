import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Form, Input, List, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BudgetCategoryRequest, type BudgetCategory, type BudgetItem } from '../../../contract/budget.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import {
  useAddBudgetCategory,
  useDeleteBudgetCategory,
  useRenameBudgetCategory,
  type CategoryItemsFate,
} from '../api/budget-categories.ts';

interface CategoriesModalProps {
  open: boolean;
  categories: readonly BudgetCategory[];
  items: readonly BudgetItem[];
  onClose: () => void;
}

/** The couple's categories: add, rename, delete (asking where a deleted category's items go). */
export function CategoriesModal({ open, categories, items, onClose }: CategoriesModalProps) {
  const { t } = useTranslation('budget');
  const add = useAddBudgetCategory();
  const [form] = Form.useForm<{ name: string }>();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BudgetCategory | null>(null);

  const addCategory = async ({ name }: { name: string }) => {
    try {
      await add.trigger({ name });
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('categories.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('categories.close')}</Button>}
      destroyOnHidden
      centered
    >
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => void addCategory(values)}
        className="budget-categories__add"
      >
        <Form.Item
          name="name"
          rules={fieldRules(BudgetCategoryRequest, 'name')}
          validateFirst
          className="budget-categories__add-input"
        >
          <Input placeholder={t('categories.newName')} aria-label={t('categories.newName')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isMutating}>
          {t('categories.add')}
        </Button>
      </Form>
      <List
        className="budget-categories__list"
        dataSource={[...categories]}
        rowKey="id"
        renderItem={(category) =>
          renaming === category.id ? (
            <List.Item>
              <RenameForm category={category} onDone={() => setRenaming(null)} />
            </List.Item>
          ) : (
            <List.Item
              actions={[
                <Button
                  key="rename"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`${t('categories.rename')}: ${category.name}`}
                  title={t('categories.rename')}
                  onClick={() => setRenaming(category.id)}
                />,
                <Button
                  key="delete"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('categories.delete')}: ${category.name}`}
                  title={t('categories.delete')}
                  onClick={() => setDeleting(category)}
                />,
              ]}
            >
              {category.name}
            </List.Item>
          )
        }
      />
      {deleting && (
        <DeleteCategoryDialog
          category={deleting}
          categories={categories}
          itemCount={items.filter((item) => item.category === deleting.code).length}
          onDone={() => setDeleting(null)}
        />
      )}
    </Modal>
  );
}

function RenameForm({ category, onDone }: { category: BudgetCategory; onDone: () => void }) {
  const { t } = useTranslation('budget');
  const rename = useRenameBudgetCategory();
  const [form] = Form.useForm<{ name: string }>();
  const save = async ({ name }: { name: string }) => {
    try {
      await rename.trigger({ id: category.id, name });
      onDone();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ name: category.name }}
      onFinish={(values) => void save(values)}
      className="budget-categories__rename"
    >
      <Form.Item name="name" rules={fieldRules(BudgetCategoryRequest, 'name')} validateFirst>
        <Input autoFocus aria-label={t('categories.rename')} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={rename.isMutating}>
          {t('categories.save')}
        </Button>
        <Button onClick={onDone}>{t('categories.cancel')}</Button>
      </Space>
    </Form>
  );
}

interface DeleteCategoryDialogProps {
  category: BudgetCategory;
  categories: readonly BudgetCategory[];
  itemCount: number;
  onDone: () => void;
}

/** Confirms a deletion; a category with items asks first whether they move or go with it. */
function DeleteCategoryDialog({ category, categories, itemCount, onDone }: DeleteCategoryDialogProps) {
  const { t } = useTranslation('budget');
  const remove = useDeleteBudgetCategory();
  const others = categories.filter((c) => c.id !== category.id);
  const [choice, setChoice] = useState<'move' | 'delete'>(others.length > 0 ? 'move' : 'delete');
  const [moveTo, setMoveTo] = useState<string | undefined>(
    others.find((c) => c.code === 'other')?.code ?? others[0]?.code,
  );

  const confirm = async () => {
    const fate: CategoryItemsFate =
      itemCount === 0 ? {} : choice === 'move' && moveTo ? { moveTo } : { deleteItems: true };
    try {
      await remove.trigger({ id: category.id, fate });
      onDone();
    } catch {
      // The write helper has shown the notice; the dialog stays for another choice.
    }
  };

  return (
    <Modal
      open
      title={t('categories.deleteTitle', { name: category.name })}
      okText={t('categories.delete')}
      cancelText={t('categories.cancel')}
      okButtonProps={{ danger: true, disabled: itemCount > 0 && choice === 'move' && !moveTo }}
      confirmLoading={remove.isMutating}
      onOk={() => void confirm()}
      onCancel={onDone}
      centered
    >
      {itemCount === 0 ? (
        <p>{t('categories.deleteEmpty')}</p>
      ) : (
        <>
          <p>{t('categories.itemsInside', { count: itemCount })}</p>
          <Radio.Group
            value={choice}
            onChange={(event) => setChoice(event.target.value as 'move' | 'delete')}
            className="budget-categories__fate"
          >
            <Space orientation="vertical">
              <Radio value="move" disabled={others.length === 0 || undefined}>
                {t('categories.moveTo')}
              </Radio>
              {choice === 'move' && others.length > 0 && (
                <Select
                  value={moveTo}
                  onChange={setMoveTo}
                  aria-label={t('categories.moveTo')}
                  options={others.map((c) => ({ value: c.code, label: c.name }))}
                  className="budget-categories__move-to"
                />
              )}
              <Radio value="delete">{t('categories.deleteItems')}</Radio>
            </Space>
          </Radio.Group>
        </>
      )}
    </Modal>
  );
}
