import type { FormInstance } from 'antd';
import type { KeyboardEvent } from 'react';

/** Fields where Enter means "send the form" (not a new line, not a choice in an open list). */
const SUBMITTING_INPUTS = new Set(['text', 'email', 'password', 'number', 'tel', 'search', 'url']);

/**
 * Enter in a text field submits the form, as a form with its own submit button does natively. A
 * dialog's save button sits in the dialog's footer, outside the <form>, so the browser would not;
 * a list field (select, date picker) keeps Enter for itself.
 */
export function submitOnEnter(form: FormInstance, event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || !SUBMITTING_INPUTS.has(target.type)) return;
  if (target.getAttribute('role') === 'combobox' || target.closest('.ant-picker')) return;
  if (event.currentTarget.querySelector('button[type="submit"]')) return;
  event.preventDefault();
  form.submit();
}
