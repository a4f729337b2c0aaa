import { Form } from 'antd';
// The parts themselves, not antd's Input with TextArea, Search and OTP attached: the login
// screen stays small.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { LoginRequest } from '../../../contract/account.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';

/** The e-mail field of the auth forms: required, an address (any top-level domain). */
export function EmailField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="email" label={t('fields.email')} rules={fieldRules(LoginRequest, 'email')} validateFirst>
      <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** A required password of 4 to 256 characters; `autoComplete` tells managers to fill or to suggest. */
export function PasswordField({
  name = 'password',
  label,
  autoComplete,
}: {
  name?: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <Form.Item name={name} label={label} rules={fieldRules(LoginRequest, 'password', { trimmed: false })} validateFirst>
      <Password autoComplete={autoComplete} />
    </Form.Item>
  );
}
