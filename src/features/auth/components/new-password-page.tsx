import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckPasswordRequest } from '../../../contract/account.ts';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { NEW_PASSWORD_FIELDS, useCheckPassword } from '../api/check-password.ts';
import { PasswordField } from './auth-fields.tsx';
import { EMAIL_PARAM, forgotPath, TOKEN_PARAM } from './new-password-path.ts';
import './auth-form.css';
import './auth-links.css';

interface NewPasswordFormValues {
  token: string;
  password: string;
}

/**
 * The new-password modal (spec section 2): needs `email` in the query, otherwise it sends the
 * visitor to login. The mailed link also carries `token`, which then fills the field and locks it.
 * Success signs in; an answer without a session leads to login.
 */
export function NewPasswordPage() {
  const { t } = useTranslation(['auth', 'pages']);
  const [params] = useSearchParams();
  const email = params.get(EMAIL_PARAM);
  const tokenFromLink = params.get(TOKEN_PARAM) || null;
  const navigate = useNavigate();
  const { session } = useServices();
  const checkPassword = useCheckPassword();
  const [form] = Form.useForm<NewPasswordFormValues>();
  const validation = useTouchValidation(form);

  if (!email) return <Navigate to={ROUTE_PATHS.login} replace />;

  const submit = async (values: NewPasswordFormValues) => {
    try {
      const user = await checkPassword.trigger({ email, token: values.token.trim(), password: values.password });
      if (user) session.setSession(user);
      else navigate(ROUTE_PATHS.login);
    } catch (error) {
      showServerFieldErrors(form, error, NEW_PASSWORD_FIELDS);
    }
  };

  return (
    <AppModal title={t('pages:titles.newPassword')} onClose={goToStartUrl} isScreen>
      <p className="auth-form__hint">
        {tokenFromLink === null ? t('newPassword.hint', { email }) : t('newPassword.hintFromLink')}
      </p>
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={submit}
        initialValues={{ token: tokenFromLink ?? '' }}
        {...validation}
      >
        {/* The address the passwords manager saves the new password for; not shown. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Item
          name="token"
          label={t('fields.token')}
          rules={fieldRules(CheckPasswordRequest, 'token')}
          validateFirst
        >
          {/* Disabled when it came with the link (spec section 2), yet styled as a filled field. */}
          <Input
            className="auth-form__token"
            disabled={tokenFromLink !== null}
            suffix={tokenFromLink !== null ? <CheckCircleFilled aria-label={t('newPassword.tokenFromLink')} /> : null}
            autoComplete="one-time-code"
            autoFocus={tokenFromLink === null}
          />
        </Form.Item>
        <PasswordField label={t('fields.newPassword')} autoComplete="new-password" />
        <Button type="primary" htmlType="submit" block loading={checkPassword.isMutating} className="auth-form__submit">
          {t('newPassword.submit')}
        </Button>
      </Form>
      <nav className="auth-links">
        <Button
          color="primary"
          variant="link"
          className="auth-form__resend"
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(forgotPath(email))}
        >
          {t('newPassword.back')}
        </Button>
        <Link to={ROUTE_PATHS.login}>{t('pages:auth.toLogin')}</Link>
      </nav>
    </AppModal>
  );
}
