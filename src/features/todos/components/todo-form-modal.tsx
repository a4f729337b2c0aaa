import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TodoCreateRequest, type Todo, type TodoPeriodEntry } from '../../../contract/todos.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { FormModal } from '../../../components/form-modal/form-modal.tsx';
import { useCreateTodo, useUpdateTodo } from '../api/save-todo.ts';

interface TodoFormValues {
  period: string;
  task: string;
  /** One comment line per text line. */
  comment: string;
}

/** The form's text as the wire's list of lines: one per line, blank ones dropped (spec section 5). */
export function commentLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

interface TodoFormModalProps {
  open: boolean;
  /** The task being edited; null adds a new one. */
  todo: Todo | null;
  periods: readonly TodoPeriodEntry[];
  /** The period a new task starts in (the open tab). */
  defaultPeriod: string;
  onClose: () => void;
}

/** Adding or editing a task: period, task, comment lines. Closes once the server has it. */
export function TodoFormModal({ open, todo, periods, defaultPeriod, onClose }: TodoFormModalProps) {
  const { t } = useTranslation('todos');
  const [form] = Form.useForm<TodoFormValues>();
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const saving = create.isMutating || update.isMutating;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      todo
        ? { period: todo.period, task: todo.task, comment: todo.comment.join('\n') }
        : { period: defaultPeriod, task: '', comment: '' },
    );
  }, [open, todo, defaultPeriod, form]);

  const save = (values: TodoFormValues) => {
    const body: TodoCreateRequest = { period: values.period, task: values.task, comment: commentLines(values.comment) };
    return todo ? update.trigger({ id: todo.id, form: body }) : create.trigger(body);
  };

  return (
    <FormModal
      open={open}
      title={todo ? t('form.editTitle') : t('form.addTitle')}
      form={form}
      saving={saving}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="period" label={t('form.period')} rules={fieldRules(TodoCreateRequest, 'period')}>
        <Select options={periods.map((period) => ({ value: period.code, label: period.name }))} />
      </Form.Item>
      <Form.Item name="task" label={t('form.task')} rules={fieldRules(TodoCreateRequest, 'task')} validateFirst>
        <Input />
      </Form.Item>
      <Form.Item name="comment" label={t('form.comment')} extra={t('form.commentHint')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </FormModal>
  );
}
