import { Checkbox, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PURCHASE_LINK_PATTERN, PurchasePrice, PurchaseRequest, type Purchase } from '../../../contract/purchases.ts';
import { fieldRules, limitRules, wholeKopecksRule } from '../../../lib/forms/rules.ts';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import { useCreatePurchase, useUpdatePurchase } from '../api/purchases.ts';

interface PurchaseFormValues {
  name: string;
  store: string;
  link: string;
  price: number | null;
  bought: boolean;
}

interface PurchaseFormModalProps {
  open: boolean;
  /** The purchase being edited; null adds a new one. */
  purchase: Purchase | null;
  onClose: () => void;
}

const linkPattern = new RegExp(PURCHASE_LINK_PATTERN);

/** Adding or editing a purchase: what, where (store and link), the price and whether it is bought. */
export function PurchaseFormModal({ open, purchase, onClose }: PurchaseFormModalProps) {
  const { t } = useTranslation('purchases');
  const [form] = Form.useForm<PurchaseFormValues>();
  const create = useCreatePurchase();
  const update = useUpdatePurchase();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      purchase
        ? {
            name: purchase.name,
            store: purchase.store,
            link: purchase.link,
            price: purchase.price,
            bought: purchase.bought,
          }
        : { name: '', store: '', link: '', price: null, bought: false },
    );
  }, [open, purchase, form]);

  const save = (values: PurchaseFormValues) => {
    const body: PurchaseRequest = {
      name: values.name,
      store: values.store ?? '',
      link: (values.link ?? '').trim(),
      price: values.price ?? null,
      bought: values.bought ?? false,
    };
    return purchase ? update.trigger({ id: purchase.id, form: body }) : create.trigger(body);
  };

  return (
    <FormModal
      open={open}
      title={purchase ? t('form.editTitle') : t('form.addTitle')}
      form={form}
      saving={create.isMutating || update.isMutating}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('form.name')} rules={fieldRules(PurchaseRequest, 'name')} validateFirst>
        <Input />
      </Form.Item>
      <Form.Item name="store" label={t('form.store')} rules={fieldRules(PurchaseRequest, 'store')}>
        <Input />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('form.link')}
        extra={t('form.linkHint')}
        rules={[
          ...fieldRules(PurchaseRequest, 'link'),
          { pattern: linkPattern, transform: (value: string) => value?.trim(), message: t('form.linkInvalid') },
        ]}
        validateFirst
      >
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('form.price')}
        rules={[...limitRules(PurchasePrice), wholeKopecksRule()]}
        validateFirst
      >
        <InputNumber<number> className="purchase-form__price" />
      </Form.Item>
      <Form.Item name="bought" valuePropName="checked">
        <Checkbox>{t('form.bought')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
