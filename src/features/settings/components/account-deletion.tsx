import { Button, Card, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../api/delete-account.ts';

/** Account deletion (spec section 2), only after a confirmation dialog. */
export function AccountDeletion() {
  const { t } = useTranslation('settings');
  const deleteAccount = useDeleteAccount();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await deleteAccount.trigger();
    } catch {
      // The write helper has shown the error notice; the dialog stays for another try.
    }
  };

  return (
    <Card title={<h2 className="settings-page__section-title">{t('deletion.title')}</h2>}>
      <p>{t('deletion.text')}</p>
      <Button danger onClick={() => setAsking(true)}>
        {t('deletion.button')}
      </Button>
      <Modal
        open={asking}
        title={t('deletion.confirmTitle')}
        okText={t('deletion.confirm')}
        cancelText={t('deletion.cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={deleteAccount.isMutating}
        onOk={() => void confirm()}
        onCancel={() => setAsking(false)}
        centered
      >
        <p>{t('deletion.confirmText')}</p>
      </Modal>
    </Card>
  );
}
