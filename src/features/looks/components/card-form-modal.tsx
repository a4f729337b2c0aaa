import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Form, Input, Modal, Select, Upload, type UploadFile } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOOK_PICTURE_MAX_BYTES,
  LOOK_PICTURE_TYPES,
  LookCreateFields,
  type LookPatch,
  type LookCard,
  type LookKindEntry,
} from '../../../contract/looks.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import i18n from '../../../lib/i18n.ts';
import { useAddLookCard, useChangeLookCard } from '../api/looks.ts';

interface CardFormValues {
  title: string;
  category: string;
  file: UploadFile[];
  link: string;
  comment: string;
}

const MEGABYTES = LOOK_PICTURE_MAX_BYTES / 1024 / 1024;

/** The picture chosen, as the browser holds it (antd keeps it in `originFileObj`). */
const chosenFile = (files: UploadFile[] | undefined): File | null => (files?.[0]?.originFileObj as File) ?? null;

interface CardFormModalProps {
  open: boolean;
  /** The card being edited; null adds a new one. */
  card: LookCard | null;
  /** The kinds of this board. */
  kinds: readonly LookKindEntry[];
  /** The kind a new card starts with (the filter's). */
  defaultKind?: string;
  onClose: () => void;
}

/** Adds a card (a picture and/or a link, title, kind, comment) or edits one (the picture stays). */
export function CardFormModal({ open, card, kinds, defaultKind, onClose }: CardFormModalProps) {
  const { t } = useTranslation('looks');
  const [form] = Form.useForm<CardFormValues>();
  const add = useAddLookCard();
  const change = useChangeLookCard();
  const saving = add.isMutating || change.isMutating;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      card
        ? { title: card.title, category: card.category, link: card.link ?? '', comment: card.comment, file: [] }
        : { category: defaultKind ?? kinds[0]?.code, link: '', comment: '', file: [] },
    );
  }, [open, card, defaultKind, kinds, form]);

  const submit = async (values: CardFormValues) => {
    try {
      if (card) {
        await change.trigger({
          id: card.id,
          changes: {
            title: values.title,
            category: values.category as LookPatch['category'],
            link: values.link,
            comment: values.comment,
          },
        });
      } else {
        await add.trigger({ ...values, file: chosenFile(values.file) });
      }
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  // A card needs a picture or a link (the server's rule, checked here before sending).
  const pictureOrLink = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, link: string | undefined) => {
      const hasPicture = card ? card.image !== null : chosenFile(getFieldValue('file') as UploadFile[]) !== null;
      if (!hasPicture && !link?.trim()) throw new Error(t('errors.pictureOrLink'));
    },
  });
  const pictureRule = {
    validator: async (_: unknown, files: UploadFile[] | undefined) => {
      const file = chosenFile(files);
      if (!file) return;
      if (!(LOOK_PICTURE_TYPES as readonly string[]).includes(file.type)) throw new Error(t('form.notPicture'));
      if (file.size > LOOK_PICTURE_MAX_BYTES) throw new Error(t('form.tooLarge', { megabytes: MEGABYTES }));
    },
  };

  return (
    <Modal
      open={open}
      title={card ? t('form.editTitle', { title: card.title }) : t('form.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <Form<CardFormValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} noValidate>
        <Form.Item name="title" label={t('form.title')} rules={fieldRules(LookCreateFields, 'title')} validateFirst>
          <Input autoFocus placeholder={t(`form.titlePlaceholder.${kinds[0]?.board ?? 'look'}`)} />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('form.kind')}
          rules={[{ required: true, message: i18n.t('validation:required') }]}
        >
          <Select options={kinds.map((kind) => ({ value: kind.code, label: kind.name }))} />
        </Form.Item>
        {card ? (
          card.image && <p className="board-form__kept">{t('form.keptPicture')}</p>
        ) : (
          <Form.Item
            name="file"
            label={t('form.picture')}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            extra={t('form.pictureHint', { megabytes: MEGABYTES })}
            rules={[pictureRule]}
          >
            <Upload
              accept={LOOK_PICTURE_TYPES.join(',')}
              listType="picture"
              maxCount={1}
              // The picture goes with the form, not on its own.
              beforeUpload={() => false}
              onChange={() => void form.validateFields(['link']).catch(() => undefined)}
            >
              <Button icon={<UploadOutlined />}>{t('form.choosePicture')}</Button>
            </Upload>
          </Form.Item>
        )}
        <Form.Item name="link" label={t('form.link')} rules={[...fieldRules(LookCreateFields, 'link'), pictureOrLink]}>
          <Input inputMode="url" placeholder={t('form.linkPlaceholder')} />
        </Form.Item>
        <Form.Item name="comment" label={t('form.comment')} rules={fieldRules(LookCreateFields, 'comment')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
