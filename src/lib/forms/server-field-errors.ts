import type { FormInstance } from 'antd';
import { ApiError } from '../api/api-error.ts';

/**
 * Puts the per-field messages of a 422 answer (api.md, "Errors") under the form's fields and
 * focuses the first of them. `fieldOf` maps the wire's field names to the form's where they differ
 * ('password-confirm' → 'password'). When every message found its field, the error notice the write
 * helper showed is taken back: a mistake shows once, under the field. Messages for fields the form
 * does not have stay in that notice. Returns whether any message found its field.
 */
export function showServerFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldOf: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const present = new Set(Object.keys(form.getFieldsValue() as object));
  const errors = new Map<string, string[]>();
  let unplaced = 0;
  for (const message of error.fieldMessages) {
    const name = message.field ? (fieldOf[message.field] ?? message.field) : undefined;
    if (name === undefined || !present.has(name)) {
      unplaced += 1;
      continue;
    }
    const texts = errors.get(name) ?? [];
    if (!texts.includes(message.text)) texts.push(message.text);
    errors.set(name, texts);
  }
  if (errors.size === 0) return false;
  if (unplaced === 0) error.dismissNotice();
  form.setFields([...errors].map(([name, texts]) => ({ name: name as never, errors: texts })));
  form.focusField([...errors.keys()][0] as never);
  return true;
}
