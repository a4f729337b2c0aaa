import { Button, Form } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useServices, useSessionState } from '../../../lib/services/services-context.tsx';
import type { LoginRequest } from '../../../contract/account.ts';
import { EmailField, PasswordField } from './auth-fields.tsx';
import { confirmationPath, type ConfirmationState } from './confirmation-path.ts';
import { unconfirmedAccountId } from './unconfirmed-account.ts';
import './auth-form.css';
import './auth-links.css';

/**
 * The login modal (spec section 2). A successful login stores the session, and the router then
 * sends the user on (to the wizard or the dashboard). A wrong pair is one notice that does not say
 * which of the two was wrong; a 422 puts its messages under the fields. The right password of an
 * account never confirmed opens the confirmation screen, where the server has just mailed a code.
 */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'pages']);
  const { session, notices } = useServices();
  const { loginStatus } = useSessionState();
  const [form] = Form.useForm<LoginRequest>();
  const validation = useTouchValidation(form);
  const navigate = useNavigate();
  // An invitation's page links here with its address (?email=…), filled in.
  const [searchParams] = useSearchParams();
  const initialValues = { email: searchParams.get('email') ?? undefined };

  const submit = async (values: LoginRequest) => {
    const email = values.email.trim();
    try {
      await session.login({ email, password: values.password });
    } catch (error) {
      const userId = unconfirmedAccountId(error);
      if (userId) {
        // Not a refusal to dwell on: the confirmation screen says where the code went.
        notices.resolve({ from: 'POST /user/auth' });
        const state: ConfirmationState = { codeSentAt: Date.now() };
        navigate(confirmationPath(userId, email), { state });
        return;
      }
      showServerFieldErrors(form, error);
    }
  };

  return (
    <AppModal title={t('pages:titles.login')} onClose={goToStartUrl} isScreen>
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={initialValues}
        onFinish={submit}
        {...validation}
      >
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
