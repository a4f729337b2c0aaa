import { Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRoubles } from '../../../contract/money.ts';
import type { Purchase } from '../../../contract/purchases.ts';
import { useBudgetCategories, usePurchaseToBudget } from '../api/purchases.ts';
import { DEFAULT_BUDGET_CATEGORY } from './purchases-view.ts';

interface ToBudgetModalProps {
  /** The purchase to put into the budget (bought: paid; not yet: to pay); null keeps the dialog closed. */
  purchase: Purchase | null;
  onClose: () => void;
}

/** The one step from the shopping list into the budget: pick a category (prefilled «other»), confirm. */
export function ToBudgetModal({ purchase, onClose }: ToBudgetModalProps) {
  const { t } = useTranslation('purchases');
  const [form] = Form.useForm<{ category?: string }>();
  const categories = useBudgetCategories(purchase !== null);
  const toBudget = usePurchaseToBudget();
  const options = (categories.data ?? []).map((category) => ({ value: category.code, label: category.name }));

  useEffect(() => {
    if (!purchase || !categories.data) return;
    const preset = categories.data.find((category) => category.code === DEFAULT_BUDGET_CATEGORY) ?? categories.data[0];
    form.setFieldsValue({ category: preset?.code });
  }, [purchase, categories.data, form]);

  const submit = async ({ category }: { category?: string }) => {
    if (!purchase) return;
    try {
      await toBudget.trigger({ id: purchase.id, category });
      onClose();
    } catch {
      // The notice says why (already in the budget, say); the dialog stays for another choice.
    }
  };

  return (
    <Modal
      open={purchase !== null}
      title={t('budget.title')}
      okText={t('budget.confirm')}
      cancelText={t('budget.cancel')}
      confirmLoading={toBudget.isMutating}
      okButtonProps={{ disabled: !categories.data || undefined }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {purchase && (
        <p>
          {t(purchase.bought ? 'budget.text' : 'budget.textToPay', {
            name: purchase.name,
            price: formatRoubles(purchase.price ?? 0),
          })}
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="category" label={t('budget.category')}>
          <Select options={options} loading={!categories.data} showSearch optionFilterProp="label" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
