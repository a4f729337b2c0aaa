import { Button, Form } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { REGISTRATION_FIELDS, useRegister, type RegistrationValues } from '../api/register.ts';
import { EmailField, PasswordField } from './auth-fields.tsx';
import { confirmationPath, type ConfirmationState } from './confirmation-path.ts';
import './auth-form.css';
import './auth-links.css';

/**
 * The registration modal (spec section 2). An answer with a `userId` leads to the confirmation
 * screen (which learns that a code has just been mailed), any other answer to login.
 */
export function RegistrationPage() {
  const { t } = useTranslation(['auth', 'pages']);
  const navigate = useNavigate();
  // An invitation's page links here with its address (?email=…), filled in.
  const [searchParams] = useSearchParams();
  const initialValues = { email: searchParams.get('email') ?? undefined };
  const register = useRegister();
  const [form] = Form.useForm<RegistrationValues>();
  const validation = useTouchValidation(form);

  const submit = async (values: RegistrationValues) => {
    try {
      const email = values.email.trim();
      const answer = await register.trigger({ email, password: values.password });
      if (answer?.userId) {
        const state: ConfirmationState = { codeSentAt: Date.now() };
        navigate(confirmationPath(answer.userId, email), { state });
      } else {
        navigate(ROUTE_PATHS.login);
      }
    } catch (error) {
      showServerFieldErrors(form, error, REGISTRATION_FIELDS);
    }
  };

  return (
    <AppModal title={t('pages:titles.registration')} onClose={goToStartUrl} isScreen>
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={initialValues}
        onFinish={submit}
        {...validation}
      >
        <EmailField autoFocus />
        <PasswordField label={t('fields.password')} autoComplete="new-password" />
        <p className="auth-form__hint">
          {t('pages:auth.consent')} {/* A new tab, so what is typed here is still here after reading the policy. */}
          <Link to={ROUTE_PATHS.privacy} target="_blank" rel="noopener">
            {t('pages:auth.privacyLink')}
          </Link>
        </p>
        <Button type="primary" htmlType="submit" block loading={register.isMutating} className="auth-form__submit">
          {t('registration.submit')}
        </Button>
      </Form>
      <nav className="auth-links">
        <Link to={ROUTE_PATHS.login}>{t('pages:auth.toLogin')}</Link>
      </nav>
    </AppModal>
  );
}
