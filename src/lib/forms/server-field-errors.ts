import type { FormInstance } from 'antd';
import { ApiError } from '../api/api-error.ts';

/**
 * Puts the per-field messages of a 422 answer (api.md, "Errors") under the form's fields and
 * focuses the first of them. `fieldOf` maps the wire's field names to the form's where they differ
 * ('password-confirm' → 'password'). Messages for fields the form does not have stay in the error
 * notice the write helper has shown already. Returns whether any message found its field.
 */
export function showServerFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldOf: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const present = new Set(Object.keys(form.getFieldsValue() as object));
  const errors = new Map<string, string[]>();
  for (const message of error.fieldMessages) {
    if (!message.field) continue;
    const name = fieldOf[message.field] ?? message.field;
    if (!present.has(name)) continue;
    const texts = errors.get(name) ?? [];
    if (!texts.includes(message.text)) texts.push(message.text);
    errors.set(name, texts);
  }
  if (errors.size === 0) return false;
  form.setFields([...errors].map(([name, texts]) => ({ name: name as never, errors: texts })));
  form.focusField([...errors.keys()][0] as never);
  return true;
}
