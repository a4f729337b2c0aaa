import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteRequest, type Note } from '../../../contract/notes.ts';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { useCreateNote, useUpdateNote } from '../api/notes.ts';

interface NoteFormValues {
  title: string;
  text: string;
}

interface NoteFormModalProps {
  open: boolean;
  /** The note being edited; null writes a new one. */
  note: Note | null;
  onClose: () => void;
}

/** Writing or editing a note: a title and a text of any number of lines. Closes once the server has it. */
export function NoteFormModal({ open, note, onClose }: NoteFormModalProps) {
  const { t } = useTranslation('notes');
  const [form] = Form.useForm<NoteFormValues>();
  const create = useCreateNote();
  const update = useUpdateNote();

  useEffect(() => {
    if (open) form.setFieldsValue(note ? { title: note.title, text: note.text } : { title: '', text: '' });
  }, [open, note, form]);

  const save = (values: NoteFormValues) => {
    const body: NoteRequest = { title: values.title, text: values.text ?? '' };
    return note ? update.trigger({ id: note.id, form: body }) : create.trigger(body);
  };

  return (
    <FormModal
      open={open}
      title={note ? t('form.editTitle') : t('form.addTitle')}
      form={form}
      saving={create.isMutating || update.isMutating}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="title" label={t('form.title')} rules={fieldRules(NoteRequest, 'title')} validateFirst>
        <Input />
      </Form.Item>
      <Form.Item name="text" label={t('form.text')} rules={fieldRules(NoteRequest, 'text')}>
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 16 }} />
      </Form.Item>
    </FormModal>
  );
}
