import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BudgetItemRequest, type BudgetCategory, type BudgetItem } from '../../../contract/budget.ts';
import dayjs from '../../../lib/dayjs.ts';
import { fieldRules, limitRules, requiredNumberRule, wholeKopecksRule } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { submitOnEnter } from '../../../lib/forms/submit-on-enter.ts';
import i18n from '../../../lib/i18n.ts';
import { useAddBudgetItem, useUpdateBudgetItem } from '../api/budget-items.ts';
import { ChildrenCountChoice } from './children-count-choice.tsx';

interface ItemFormValues {
  name: string;
  category: string;
  pricing: 'fixed' | 'perPerson';
  price: number | null;
  paid: number | null;
  dueDate: Dayjs | null;
}

/** Where the wire's fields sit on this form: a per-person item's price field holds the unit price. */
const FIELD_OF_WIRE: Record<string, string> = { unitPrice: 'price' };

function initialValues(item: BudgetItem | null, category: string | undefined): Partial<ItemFormValues> {
  if (!item) return { category, pricing: 'fixed', price: null, paid: null, dueDate: null };
  return {
    name: item.name,
    category: item.category,
    pricing: item.perPerson ? 'perPerson' : 'fixed',
    price: item.perPerson ? item.perPerson.unitPrice : item.price,
    paid: item.paid,
    dueDate: item.dueDate ? dayjs(item.dueDate) : null,
  };
}

/** The wire's body: a per-person item sends its unit price (the server works out the price). */
function toRequest(values: ItemFormValues): BudgetItemRequest {
  const price = values.price ?? 0;
  const perPerson = values.pricing === 'perPerson';
  return {
    name: values.name,
    category: values.category,
    price,
    unitPrice: perPerson ? price : null,
    paid: values.paid ?? null,
    dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : null,
  };
}

interface ItemFormModalProps {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: BudgetItem | null;
  categories: readonly BudgetCategory[];
  /** The category a new item starts in (the open tab's). */
  defaultCategory?: string;
  onClose: () => void;
}

/** Adds or edits an item: name, category, a fixed or per-person price, paid and a due date. */
export function ItemFormModal({ open, item, categories, defaultCategory, onClose }: ItemFormModalProps) {
  const { t } = useTranslation('budget');
  const [form] = Form.useForm<ItemFormValues>();
  const add = useAddBudgetItem();
  const update = useUpdateBudgetItem();
  const pricing = Form.useWatch('pricing', form);
  const saving = add.isMutating || update.isMutating;
  // The rest of a contractor's agreed price follows the price and the payments on the contractor.
  const rest = item?.contractorRest === true || undefined;

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initialValues(item, defaultCategory ?? categories[0]?.code));
    }
  }, [open, item, defaultCategory, categories, form]);

  const submit = async (values: ItemFormValues) => {
    try {
      const body = toRequest(values);
      if (item) await update.trigger({ id: item.id, changes: body });
      else await add.trigger(body);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error, FIELD_OF_WIRE);
    }
  };

  // paid <= price for a fixed price; a per-person price is only known to the server.
  const paidRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, paid: number | null) => {
      const price = getFieldValue('price') as number | null;
      if (getFieldValue('pricing') === 'fixed' && paid != null && price != null && paid > price) {
        throw new Error(i18n.t('validation:numberMax'));
      }
    },
  });

  return (
    <Modal
      open={open}
      title={item ? t('item.editTitle') : t('item.addTitle')}
      okText={t('item.save')}
      cancelText={t('item.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <Form<ItemFormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onKeyDown={(event) => submitOnEnter(form, event)}
        noValidate
      >
        <Form.Item name="name" label={t('item.name')} rules={fieldRules(BudgetItemRequest, 'name')} validateFirst>
          <Input autoFocus />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('item.category')}
          rules={[{ required: true, message: i18n.t('validation:required') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={categories.map((c) => ({ value: c.code, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="pricing" label={t('item.pricing')}>
          <Radio.Group
            optionType="button"
            disabled={rest}
            options={[
              { value: 'fixed', label: t('item.fixed') },
              { value: 'perPerson', label: t('item.perPerson') },
            ]}
          />
        </Form.Item>
        <div className="budget-form__row">
          <Form.Item
            name="price"
            label={pricing === 'perPerson' ? t('item.unitPrice') : t('item.price')}
            rules={[requiredNumberRule(), ...limitRules(BudgetItemRequest.properties.price), wholeKopecksRule()]}
            extra={rest ? t('errors.contractorRest') : pricing === 'perPerson' ? t('item.perPersonHint') : undefined}
            validateFirst
          >
            <InputNumber<number> className="budget-form__number" disabled={rest} />
          </Form.Item>
          <Form.Item
            name="paid"
            label={t('item.paid')}
            dependencies={['price', 'pricing']}
            rules={[...limitRules(BudgetItemRequest.properties.price), wholeKopecksRule(), paidRule]}
            validateFirst
          >
            <InputNumber<number> className="budget-form__number" />
          </Form.Item>
        </div>
        {pricing === 'perPerson' && <ChildrenCountChoice />}
        <Form.Item name="dueDate" label={t('item.dueDate')}>
          <DatePicker format="DD.MM.YYYY" placeholder={t('item.datePlaceholder')} className="budget-form__date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
