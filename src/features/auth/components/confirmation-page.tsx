import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { ActivateRequest } from '../../../contract/account.ts';
import { AppModal } from '../../../components/modal/app-modal.tsx';
import { goToStartUrl } from '../../../lib/config.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useActivate } from '../api/activate.ts';
import { EMAIL_PARAM, USER_ID_PARAM } from './confirmation-path.ts';
import { ResendCodeButton } from './resend-code-button.tsx';
import './auth-form.css';
import './auth-links.css';

interface ConfirmationValues {
  code: string;
}

/**
 * The registration confirmation modal (spec section 2): needs `user_id` in the query, otherwise
 * it sends the visitor to login. It names the address the code went to when the link carries it
 * (registration and a login before confirming put it there). The right code signs in (the router
 * then opens the wizard); an answer without a session leads to login.
 */
export function ConfirmationPage() {
  const { t } = useTranslation(['auth', 'pages']);
  const [params] = useSearchParams();
  const userId = params.get(USER_ID_PARAM);
  const email = params.get(EMAIL_PARAM)?.trim();
  const navigate = useNavigate();
  const { session } = useServices();
  const activate = useActivate();
  const [form] = Form.useForm<ConfirmationValues>();
  const validation = useTouchValidation(form);

  if (!userId) return <Navigate to={ROUTE_PATHS.login} replace />;

  const submit = async ({ code }: ConfirmationValues) => {
    try {
      const user = await activate.trigger({ userId, code: code.trim() });
      if (user) session.setSession(user);
      else navigate(ROUTE_PATHS.login);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <AppModal title={t('pages:titles.confirmation')} onClose={goToStartUrl} isScreen>
      <p className="auth-form__hint">
        {email ? (
          <Trans
            t={t}
            i18nKey="confirmation.hintWithAddress"
            values={{ email }}
            components={{ address: <strong className="auth-form__address" /> }}
          />
        ) : (
          t('confirmation.hint')
        )}
      </p>
      <Form layout="vertical" requiredMark={false} noValidate onFinish={submit} {...validation}>
        <Form.Item name="code" label={t('fields.code')} rules={fieldRules(ActivateRequest, 'code')} validateFirst>
          <Input inputMode="numeric" autoComplete="one-time-code" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={activate.isMutating} className="auth-form__submit">
          {t('confirmation.submit')}
        </Button>
      </Form>
      <nav className="auth-links">
        {/* Asking for a new code is no attempt at the field: its "empty" message would be wrong. */}
        <ResendCodeButton userId={userId} onSent={() => form.setFields([{ name: 'code', errors: [] }])} />
        <Link to={ROUTE_PATHS.login}>{t('pages:auth.toLogin')}</Link>
      </nav>
    </AppModal>
  );
}
