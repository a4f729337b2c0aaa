import { Button, Form } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useRestorePassword } from '../api/restore-password.ts';
import { EmailField } from './auth-fields.tsx';
import { EMAIL_PARAM, newPasswordPath } from './new-password-path.ts';
import './auth-form.css';
import './auth-links.css';

interface ForgotValues {
  email: string;
}

/**
 * The forgot-password modal (spec section 2): on success, the new-password screen for that address.
 * Coming back from there, the address is filled in again.
 */
export function ForgotPage() {
  const { t } = useTranslation(['auth', 'pages']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const restore = useRestorePassword();
  const [form] = Form.useForm<ForgotValues>();
  const validation = useTouchValidation(form);

  const submit = async (values: ForgotValues) => {
    const email = values.email.trim();
    try {
      await restore.trigger(email);
      navigate(newPasswordPath(email));
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <AppModal title={t('pages:titles.forgot')} onClose={goToStartUrl} isScreen>
      <p className="auth-form__hint">{t('forgot.hint')}</p>
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={submit}
        initialValues={{ email: params.get(EMAIL_PARAM) ?? '' }}
        {...validation}
      >
        <EmailField autoFocus />
        <Button type="primary" htmlType="submit" block loading={restore.isMutating} className="auth-form__submit">
          {t('forgot.submit')}
        </Button>
      </Form>
      <nav className="auth-links">
        <Link to={ROUTE_PATHS.login}>{t('pages:auth.toLogin')}</Link>
      </nav>
    </AppModal>
  );
}
