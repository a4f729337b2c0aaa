import { Button, Form } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useServices, useSessionState } from '../../../lib/services/services-context.tsx';
import type { LoginRequest } from '../../../contract/account.ts';
import { EmailField, PasswordField } from './auth-fields.tsx';
import './auth-form.css';
import './auth-links.css';

/**
 * The login modal (spec section 2). A successful login stores the session, and the router then
 * sends the user on (to the wizard or the dashboard). A wrong pair is one notice that does not say
 * which of the two was wrong; a 422 puts its messages under the fields.
 */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'pages']);
  const { session } = useServices();
  const { loginStatus } = useSessionState();
  const [form] = Form.useForm<LoginRequest>();
  const validation = useTouchValidation(form);

  const submit = async (values: LoginRequest) => {
    try {
      await session.login({ email: values.email.trim(), password: values.password });
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <AppModal title={t('pages:titles.login')} onClose={goToStartUrl}>
      <Form layout="vertical" requiredMark={false} noValidate onFinish={submit} {...validation}>
        <EmailField autoFocus />
        <PasswordField label={t('fields.password')} autoComplete="current-password" />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={loginStatus === 'loading'}
          className="auth-form__submit"
        >
          {t('login.submit')}
        </Button>
      </Form>
      <nav className="auth-links">
        <Link to={ROUTE_PATHS.registration}>{t('pages:auth.toRegistration')}</Link>
        <Link to={ROUTE_PATHS.forgot}>{t('pages:auth.toForgot')}</Link>
      </nav>
    </AppModal>
  );
}
