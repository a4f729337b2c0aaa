import { Button, Card, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginRequest } from '../../../contract/account.ts';
import { formatDate } from '../../../lib/format.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { needsLoginAgain, useDeleteAccount, useLogInAgain } from '../api/delete-account.ts';

/**
 * Account deletion (spec section 2), only after a confirmation dialog that says what goes with it:
 * the paid days left of a subscription, and the mail that confirms it afterwards. The server deletes only for
 * a recent login; for an older one the dialog asks for the password, logs in again and deletes.
 */
export function AccountDeletion() {
  const { t } = useTranslation('settings');
  const deleteAccount = useDeleteAccount();
  const logInAgain = useLogInAgain();
  const [form] = Form.useForm<{ password: string }>();
  const [asking, setAsking] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);
  const { loginStatus, session } = useSessionState();
  const subscription = session?.subscriptions ?? null;
  const paidDaysLeft = subscription && subscription.expires > 0 ? subscription : null;

  const confirm = async () => {
    try {
      if (askingPassword) {
        const { password } = await form.validateFields();
        await logInAgain(password);
      }
      await deleteAccount.trigger();
    } catch (error) {
      // The write helper has shown the error notice; the dialog stays for another try.
      if (needsLoginAgain(error)) setAskingPassword(true);
    }
  };

  const close = () => {
    setAsking(false);
    setAskingPassword(false);
    form.resetFields();
  };

  return (
    <Card title={<h2 className="settings-page__section-title">{t('deletion.title')}</h2>}>
      <p>{t('deletion.text')}</p>
      {paidDaysLeft && (
        <p className="settings-page__deletion-loss">
          {t('deletion.paidDays', { count: paidDaysLeft.expires, date: formatDate(paidDaysLeft.expiresDate) })}
        </p>
      )}
      <Button danger onClick={() => setAsking(true)}>
        {t('deletion.button')}
      </Button>
      <Modal
        open={asking}
        title={t('deletion.confirmTitle')}
        okText={t('deletion.confirm')}
        cancelText={t('deletion.cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={deleteAccount.isMutating || loginStatus === 'loading'}
        onOk={() => void confirm()}
        onCancel={close}
        centered
      >
        <p>{t('deletion.confirmText')}</p>
        {paidDaysLeft && (
          <p className="settings-page__deletion-loss" data-testid="deletion-paid-days">
            {t('deletion.paidDays', { count: paidDaysLeft.expires, date: formatDate(paidDaysLeft.expiresDate) })}
          </p>
        )}
        {session && <p>{t('deletion.mailAfter', { email: session.email })}</p>}
        {askingPassword && (
          <Form form={form} layout="vertical" onFinish={() => void confirm()}>
            <p>{t('deletion.passwordText')}</p>
            <Form.Item
              name="password"
              label={t('deletion.passwordLabel')}
              rules={fieldRules(LoginRequest, 'password', { trimmed: false })}
              validateFirst
            >
              <Input.Password autoComplete="current-password" autoFocus />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
