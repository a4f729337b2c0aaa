import type { FormInstance, FormProps } from 'antd';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { submitOnEnter } from './submit-on-enter.ts';

type TouchValidationProps = Required<
  Pick<FormProps, 'form' | 'validateTrigger' | 'onFieldsChange' | 'onValuesChange' | 'onFinishFailed' | 'onKeyDown'>
>;

function fieldKey(name: unknown): string {
  return Array.isArray(name) ? name.join('.') : String(name);
}

/**
 * Validation as spec sections 5 and 9 want it: a field is first checked when the person leaves it
 * (touch), from then on at every change, and all of them on submit, which focuses the first field
 * in error. A field showing an error from the server is re-checked as soon as it is edited, so the
 * message goes away once the value is fixed. Spread the result onto antd's `<Form>`.
 */
export function useTouchValidation<Values>(form: FormInstance<Values>): TouchValidationProps {
  // Fields checked at least once: by leaving them, by a submit, or by the server.
  const checked = useRef(new Set<string>());
  return useMemo<TouchValidationProps>(
    () => ({
      form,
      validateTrigger: 'onBlur',
      onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => submitOnEnter(form, event),
      // Focusing the field is enough: the browser scrolls a focused control into view. (antd's
      // scrollToFirstError computes the scroll itself, which is slow and adds nothing here.)
      onFinishFailed({ errorFields }) {
        if (errorFields.length > 0) form.focusField(errorFields[0].name);
      },
      onFieldsChange(changedFields) {
        for (const field of changedFields) {
          if (field.validated || (field.errors?.length ?? 0) > 0) checked.current.add(fieldKey(field.name));
        }
      },
      onValuesChange(changedValues: object) {
        const names = Object.keys(changedValues).filter(
          (name) => checked.current.has(name) || form.getFieldError(name as never).length > 0,
        );
        // A failed check rejects; its messages are already under the fields.
        if (names.length > 0) form.validateFields(names as never[]).catch(() => undefined);
      },
    }),
    [form],
  );
}
