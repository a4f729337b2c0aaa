import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TodoCreateRequest, type Todo, type TodoPeriodEntry } from '../../../contract/todos.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
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
  const validation = useTouchValidation(form);
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

  const submit = async (values: TodoFormValues) => {
    const body: TodoCreateRequest = { period: values.period, task: values.task, comment: commentLines(values.comment) };
    try {
      if (todo) await update.trigger({ id: todo.id, form: body });
      else await create.trigger(body);
      form.resetFields();
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={open}
      title={todo ? t('form.editTitle') : t('form.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form layout="vertical" noValidate onFinish={(values) => void submit(values)} {...validation}>
        <Form.Item name="period" label={t('form.period')} rules={fieldRules(TodoCreateRequest, 'period')}>
          <Select options={periods.map((period) => ({ value: period.code, label: period.name }))} />
        </Form.Item>
        <Form.Item name="task" label={t('form.task')} rules={fieldRules(TodoCreateRequest, 'task')} validateFirst>
          <Input />
        </Form.Item>
        <Form.Item name="comment" label={t('form.comment')} extra={t('form.commentHint')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
