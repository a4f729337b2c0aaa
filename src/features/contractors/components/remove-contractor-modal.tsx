import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '../../../contract/contractors.ts';
import { useRemoveContractor } from '../api/contractors.ts';

/**
 * Removing a contractor: its files go with it; its payments are budget items, so the couple says
 * whether they go too or stay in the budget (the server refuses to guess).
 */
export function RemoveContractorModal({ contractor, onClose }: { contractor: Contractor | null; onClose: () => void }) {
  const { t } = useTranslation('contractors');
  const remove = useRemoveContractor();
  // The unpaid rest of the price is no payment: it goes with the contractor unasked, as on the server.
  const payments = contractor?.payments.filter((payment) => !payment.rest || payment.paid > 0).length ?? 0;
  const run = (withPayments?: 'remove' | 'keep') => {
    if (!contractor) return;
    // The write helper shows the error notice; the dialog closes either way.
    void remove
      .trigger({ id: contractor.id, withPayments })
      .catch(() => undefined)
      .finally(onClose);
  };

  return (
    <Modal
      open={contractor !== null}
      title={contractor ? t('remove.title', { name: contractor.name }) : ''}
      onCancel={onClose}
      centered
      destroyOnHidden
      footer={
        payments > 0
          ? [
              <Button key="cancel" onClick={onClose}>
                {t('form.cancel')}
              </Button>,
              <Button key="keep" onClick={() => run('keep')} loading={remove.isMutating}>
                {t('remove.keepPayments')}
              </Button>,
              <Button key="remove" danger type="primary" onClick={() => run('remove')} loading={remove.isMutating}>
                {t('remove.withPayments')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('form.cancel')}
              </Button>,
              <Button key="remove" danger type="primary" onClick={() => run()} loading={remove.isMutating}>
                {t('remove.ok')}
              </Button>,
            ]
      }
    >
      <p>{payments > 0 ? t('remove.hasPayments', { count: payments }) : t('remove.text')}</p>
    </Modal>
  );
}
