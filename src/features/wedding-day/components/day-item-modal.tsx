import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import { isHired } from '../../../contract/contractors.ts';
import { DAY_TIME_PATTERN, DayItemCreate, type DayContractor, type DayItem } from '../../../contract/wedding-day.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import i18n from '../../../lib/i18n.ts';
import { useAddDayItem, useChangeDayItem } from '../api/wedding-day.ts';

interface ItemFormValues {
  time: string;
  until: string;
  title: string;
  place: string;
  contractorId: string | null;
  who: string;
  comment: string;
}

function initialValues(item: DayItem | null): ItemFormValues {
  return {
    time: item?.time ?? '',
    until: item?.until ?? '',
    title: item?.title ?? '',
    place: item?.place ?? '',
    contractorId: item?.contractorId ?? null,
    who: item?.who ?? '',
    comment: item?.comment ?? '',
  };
}

function toRequest(values: ItemFormValues): DayItemCreate {
  return {
    time: values.time,
    until: values.until || null,
    title: values.title,
    place: values.place ?? '',
    contractorId: values.contractorId ?? null,
    who: values.who ?? '',
    comment: values.comment ?? '',
  };
}

const TIME = new RegExp(DAY_TIME_PATTERN);

interface DayItemModalProps {
  open: boolean;
  /** The step being edited; null adds a new one. */
  item: DayItem | null;
  contractors: readonly DayContractor[];
  onClose: () => void;
}

/**
 * Adds or edits a step: its time (a phone's own time picker), an optional end, what, where, who (a
 * contractor of the wedding or a person) and a comment.
 */
export function DayItemModal({ open, item, contractors, onClose }: DayItemModalProps) {
  const { t } = useTranslation('wedding-day');
  const [form] = Form.useForm<ItemFormValues>();
  const add = useAddDayItem();
  const change = useChangeDayItem();
  const timeRule = { pattern: TIME, message: t('form.timeFormat') };

  useEffect(() => {
    if (open) form.setFieldsValue(initialValues(item));
  }, [open, item, form]);

  const save = (values: ItemFormValues) => {
    const body = toRequest(values);
    return item ? change.trigger({ id: item.id, changes: body }) : add.trigger(body);
  };

  return (
    <FormModal
      open={open}
      title={item ? t('form.editTitle') : t('form.addTitle')}
      form={form}
      saving={add.isMutating || change.isMutating}
      save={save}
      onClose={onClose}
      initialValues={initialValues(item)}
    >
      <div className="wedding-day-form__row">
        <Form.Item
          name="time"
          label={t('form.time')}
          rules={[{ required: true, message: i18n.t('validation:required') }, timeRule]}
          validateFirst
        >
          <Input type="time" />
        </Form.Item>
        <Form.Item name="until" label={t('form.until')} rules={[timeRule]} extra={t('form.untilHint')}>
          <Input type="time" />
        </Form.Item>
      </div>
      <Form.Item name="title" label={t('form.title')} rules={fieldRules(DayItemCreate, 'title')} validateFirst>
        <Input placeholder={t('form.titlePlaceholder')} />
      </Form.Item>
      <Form.Item name="place" label={t('form.place')} rules={fieldRules(DayItemCreate, 'place')}>
        <Input />
      </Form.Item>
      <Form.Item
        name="contractorId"
        label={t('form.contractor')}
        extra={contractors.length === 0 ? t('form.noContractors') : undefined}
      >
        <Select
          allowClear
          placeholder={t('form.contractorPlaceholder')}
          options={contractors.map((contractor) => ({
            value: contractor.id,
            label: isHired(contractor.status) ? contractor.name : t('form.notHired', { name: contractor.name }),
          }))}
        />
      </Form.Item>
      <Form.Item name="who" label={t('form.who')} rules={fieldRules(DayItemCreate, 'who')}>
        <Input placeholder={t('form.whoPlaceholder')} />
      </Form.Item>
      <Form.Item name="comment" label={t('form.comment')} rules={fieldRules(DayItemCreate, 'comment')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormModal>
  );
}
