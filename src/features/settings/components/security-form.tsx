import { Button, Card, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordRequest } from '../../../contract/account.ts';
import { fieldRules, requiredIfRule } from '../../../lib/forms/rules.ts';
import i18n from '../../../lib/i18n.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useTouchValidation } from '../../../lib/forms/use-touch-validation.ts';
import { PASSWORD_CHANGE_FIELDS, useChangePassword, type PasswordChange } from '../api/change-password.ts';

/**
 * The security form (spec section 2): the current and a new password, each 4 to 256 characters
 * and not required on their own (spec section 5). A change needs both, so the button waits for
 * something typed and a field left empty beside a filled one is asked for.
 */
export function SecurityForm({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const { trigger: changePassword, isMutating: saving } = useChangePassword();
  const [form] = Form.useForm<PasswordChange>();
  const validation = useTouchValidation(form);
  const oldPassword = Form.useWatch('oldPassword', form);
  const newPassword = Form.useWatch('newPassword', form);

  // Checked when the rule runs, so a field left empty beside a filled one is asked for on submit.
  const neededBeside = (rulesForm: Pick<FormInstance, 'getFieldValue'>, other: keyof PasswordChange) =>
    requiredIfRule(Boolean(rulesForm.getFieldValue(other)));

  const submit = async (values: PasswordChange) => {
    try {
      await changePassword(values);
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error, PASSWORD_CHANGE_FIELDS);
    }
  };

  return (
    <Card title={<h2 className="settings-page__section-title">{t('security.title')}</h2>}>
      <Form layout="vertical" noValidate onFinish={submit} {...validation}>
        {/* The account name a password manager files the new password under; not shown. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="settings-page__columns">
          <Form.Item
            name="oldPassword"
            label={t('security.oldPassword')}
            rules={[
              (rulesForm) => neededBeside(rulesForm, 'newPassword'),
              ...fieldRules(ChangePasswordRequest, 'old-password', { required: false }),
            ]}
            validateFirst
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('security.newPassword')}
            rules={[
              (rulesForm) => neededBeside(rulesForm, 'oldPassword'),
              ...fieldRules(ChangePasswordRequest, 'new-password', { required: false }),
              (rulesForm) => ({
                validator: async (_, value: string | undefined) => {
                  if (value && value === rulesForm.getFieldValue('oldPassword')) {
                    throw new Error(i18n.t('validation:samePassword'));
                  }
                },
              }),
            ]}
            dependencies={['oldPassword']}
            validateFirst
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!oldPassword && !newPassword}>
          {t('security.submit')}
        </Button>
      </Form>
    </Card>
  );
}
