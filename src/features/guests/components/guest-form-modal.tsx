import { Alert, Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GuestCreate,
  type Guest,
  type GuestCategoryCode,
  type GuestChildrenCode,
  type GuestFromCode,
} from '../../../contract/guests.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { useAddGuest } from '../api/add-guest.ts';
import { useUpdateGuest } from '../api/update-guest.ts';
import type { GuestDictionaries } from '../api/use-guest-dictionaries.ts';
import { noteInName, withNoteFromName } from '../guest-note.ts';

interface GuestFormValues {
  name: string;
  withHalf: boolean;
  halfName?: string;
  from?: GuestFromCode;
  children: GuestChildrenCode;
  category: GuestCategoryCode[];
  comment?: string;
  checked: boolean;
  email?: string;
  phone?: string;
}

const EMPTY: GuestFormValues = { name: '', withHalf: false, children: 'none', category: [], checked: false };

function valuesOf(guest: Guest): GuestFormValues {
  return {
    ...guest,
    halfName: guest.halfName ?? '',
    comment: guest.comment,
    email: guest.email ?? '',
    phone: guest.phone ?? '',
  };
}

/**
 * Adding or editing a guest (spec section 5: name and side required). `guest` null adds; the
 * modal closes once the server has saved, and a 422 puts its messages under the fields.
 */
export function GuestFormModal({
  open,
  guest,
  dictionaries,
  onClose,
}: {
  open: boolean;
  guest: Guest | null;
  dictionaries: GuestDictionaries;
  onClose: () => void;
}) {
  const { t } = useTranslation('guests');
  const [form] = Form.useForm<GuestFormValues>();
  const validation = useTouchValidation(form);
  const withHalf = Form.useWatch('withHalf', form);
  // A reminder written into the name would greet the guest on the invitation: offer the note instead.
  const inName = noteInName(Form.useWatch('name', form) ?? '');
  const moveToNote = () => {
    if (!inName) return;
    form.setFieldsValue({ name: inName.name, comment: withNoteFromName(form.getFieldValue('comment'), inName.note) });
  };
  const { trigger: addGuest, isMutating: adding } = useAddGuest();
  const { trigger: updateGuest, isMutating: updating } = useUpdateGuest();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(guest ? valuesOf(guest) : EMPTY);
  }, [open, guest, form]);

  const submit = async (values: GuestFormValues) => {
    const body = {
      name: values.name,
      withHalf: values.withHalf,
      halfName: values.withHalf ? values.halfName?.trim() || null : null,
      from: values.from!,
      children: values.children,
      category: values.category,
      comment: values.comment?.trim() ?? '',
      checked: values.checked,
      // An empty field is "not known": null, as the list keeps it.
      email: values.email?.trim() || null,
      phone: values.phone?.trim() || null,
    };
    try {
      if (guest) await updateGuest({ id: guest.id, changes: body });
      else await addGuest(body);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  const options = (dictionary: GuestDictionaries[keyof GuestDictionaries]) =>
    dictionary.entries.map((entry) => ({ value: entry.code, label: entry.name }));

  return (
    <Modal
      open={open}
      title={guest ? t('form.editTitle') : t('form.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={adding || updating}
      destroyOnHidden
      forceRender
    >
      <Form layout="vertical" noValidate onFinish={submit} initialValues={EMPTY} {...validation}>
        <Form.Item
          name="name"
          label={t('form.name')}
          extra={t('form.nameHint')}
          rules={fieldRules(GuestCreate, 'name')}
          validateFirst
        >
          <Input autoComplete="off" />
        </Form.Item>
        {inName && (
          <Alert
            className="guest-form__note-in-name"
            type="warning"
            showIcon
            title={t('form.noteInName', { note: inName.note })}
            // Under the text, not beside it: on a phone a side button squeezes the text into a column.
            description={
              <Button size="small" onClick={moveToNote}>
                {t('form.moveToNote')}
              </Button>
            }
          />
        )}
        <Form.Item
          name="comment"
          label={t('form.comment')}
          extra={t('form.commentHint')}
          rules={fieldRules(GuestCreate, 'comment')}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="withHalf" valuePropName="checked">
          <Checkbox>{t('form.withHalf')}</Checkbox>
        </Form.Item>
        {withHalf && (
          <Form.Item
            name="halfName"
            label={t('form.halfName')}
            extra={t('form.halfNameHint')}
            rules={fieldRules(GuestCreate, 'halfName')}
          >
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="from" label={t('form.from')} rules={fieldRules(GuestCreate, 'from', { required: true })}>
          <Select options={options(dictionaries.from)} />
        </Form.Item>
        <Form.Item name="children" label={t('form.children')}>
          <Select options={options(dictionaries.children)} />
        </Form.Item>
        <Form.Item name="category" label={t('form.category')}>
          <Select mode="multiple" options={options(dictionaries.category)} allowClear />
        </Form.Item>
        {/* Messages to the household go to its guests' e-mail; the phone is for those who answer by phone. */}
        <div className="guest-form__contacts">
          <Form.Item name="email" label={t('form.email')} rules={fieldRules(GuestCreate, 'email')} validateFirst>
            <Input type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('form.phone')}
            extra={t('form.phoneHint')}
            rules={fieldRules(GuestCreate, 'phone')}
            validateFirst
          >
            <Input type="tel" inputMode="tel" autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item name="checked" valuePropName="checked">
          <Checkbox>{t('form.checked')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
