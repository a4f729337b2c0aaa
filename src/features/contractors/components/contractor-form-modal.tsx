import { Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACTOR_CATEGORY_CODES,
  CONTRACTOR_PHONE_PATTERN,
  CONTRACTOR_STATUSES,
  ContractorCreate,
  type Contractor,
  type ContractorCategory,
  type ContractorStatus,
} from '../../../contract/contractors.ts';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import { fieldRules, limitRules, wholeKopecksRule } from '../../../lib/forms/rules.ts';
import i18n from '../../../lib/i18n.ts';
import { EMAIL_PATTERN } from '../../../contract/validation.ts';
import { useAddContractor, useChangeContractor } from '../api/contractors.ts';

interface FormValues {
  category: ContractorCategory;
  name: string;
  phone: string;
  email: string;
  site: string;
  status: ContractorStatus;
  price: number | null;
  comment: string;
}

function initialValues(contractor: Contractor | null, status: ContractorStatus): Partial<FormValues> {
  if (!contractor) return { status, phone: '', email: '', site: '', price: null, comment: '' };
  const { category, name, phone, email, site, price, comment } = contractor;
  return { category, name, phone, email, site, status: contractor.status, price, comment };
}

const emailRule = {
  validator: async (_: unknown, value: unknown) => {
    if (typeof value === 'string' && value.trim() && !EMAIL_PATTERN.test(value.trim())) {
      throw new Error(i18n.t('validation:email'));
    }
  },
};

interface FormModalProps {
  open: boolean;
  /** The contractor being edited; null adds one. */
  contractor: Contractor | null;
  /** The status a new contractor starts with. */
  defaultStatus?: ContractorStatus;
  onClose: () => void;
}

/** Adds or edits a contractor: kind, name, contacts, status, price and a comment, limits from the contract. */
export function ContractorFormModal({ open, contractor, defaultStatus = 'looking', onClose }: FormModalProps) {
  const { t } = useTranslation('contractors');
  const [form] = Form.useForm<FormValues>();
  const add = useAddContractor();
  const change = useChangeContractor();
  const saving = add.isMutating || change.isMutating;
  const fields = ContractorCreate.properties;

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initialValues(contractor, defaultStatus));
    }
  }, [open, contractor, defaultStatus, form]);

  const save = (values: FormValues) => {
    const body = { ...values, price: values.price ?? null };
    return contractor ? change.trigger({ id: contractor.id, changes: body }) : add.trigger(body);
  };

  return (
    <FormModal
      open={open}
      title={contractor ? t('form.editTitle') : t('form.addTitle')}
      form={form}
      saving={saving}
      save={save}
      onClose={onClose}
    >
      <div className="contractor-form__row">
        <Form.Item
          name="category"
          label={t('form.category')}
          rules={[{ required: true, message: i18n.t('validation:required') }]}
        >
          <Select<ContractorCategory>
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('form.categoryPlaceholder')}
            options={CONTRACTOR_CATEGORY_CODES.map((code) => ({ value: code, label: t(`categories.${code}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('form.status')}>
          <Select<ContractorStatus>
            options={CONTRACTOR_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="name" label={t('form.name')} rules={fieldRules(ContractorCreate, 'name')} validateFirst>
        <Input placeholder={t('form.namePlaceholder')} />
      </Form.Item>
      <div className="contractor-form__row">
        <Form.Item
          name="phone"
          label={t('form.phone')}
          rules={[
            ...limitRules(fields.phone),
            { pattern: new RegExp(CONTRACTOR_PHONE_PATTERN), message: t('form.phoneInvalid') },
          ]}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" placeholder="+7 900 000-00-00" />
        </Form.Item>
        <Form.Item name="email" label={t('form.email')} rules={[...limitRules(fields.email), emailRule]}>
          <Input type="email" inputMode="email" autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item name="site" label={t('form.site')} rules={limitRules(fields.site)}>
        <Input placeholder={t('form.sitePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('form.price')}
        rules={[...limitRules(fields.price.anyOf[0]), wholeKopecksRule()]}
        extra={t('form.priceHint')}
      >
        <InputNumber<number> className="contractor-form__number" />
      </Form.Item>
      <Form.Item name="comment" label={t('form.comment')} rules={limitRules(fields.comment)}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}
