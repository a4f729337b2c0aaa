import { Form, Modal, type FormInstance } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstField } from '../../lib/focus-first-field.ts';
import { showServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../lib/forms/use-touch-validation.ts';

export interface FormModalProps<Values> {
  open: boolean;
  title: string;
  form: FormInstance<Values>;
  /** A save is on its way: the button shows it and is not pressed twice. */
  saving: boolean;
  /** Sends the values; the dialog closes once the server has them. */
  save: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /**
   * The values the form opens with. Without them the form stays mounted while closed (forceRender),
   * so the caller can fill `form` as it opens.
   */
  initialValues?: Values;
  children: ReactNode;
}

/**
 * A planning section's add-or-edit dialog: its fields checked as spec sections 5 and 9 want
 * (useTouchValidation: on leaving a field, then on every change, Enter submits), the first field
 * focused on opening, the values sent and the dialog closed once saved; a 422 puts the server's
 * messages under their fields and keeps it open.
 */
export function FormModal<Values>(props: FormModalProps<Values>) {
  const { open, title, form, saving, save, onClose, initialValues, children } = props;
  const { t } = useTranslation('common');
  const validation = useTouchValidation(form);
  // The first field takes the keyboard once the dialog is open (an autoFocus would fire while the
  // form is mounted closed).
  const fields = useRef<HTMLDivElement>(null);

  const submit = async (values: Values) => {
    try {
      await save(values);
      form.resetFields();
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender={initialValues === undefined}
      afterOpenChange={(opened) => {
        if (opened) focusFirstField(fields.current);
      }}
    >
      <div ref={fields}>
        <Form<Values>
          layout="vertical"
          initialValues={initialValues as object | undefined}
          noValidate
          onFinish={(values) => void submit(values)}
          {...validation}
        >
          {children}
        </Form>
      </div>
    </Modal>
  );
}
