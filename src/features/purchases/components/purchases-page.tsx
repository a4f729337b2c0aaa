import { PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import { formatRoubles } from '../../../contract/money.ts';
import type { Purchase } from '../../../contract/purchases.ts';
import { useDeletePurchase, usePurchases, useTickPurchase } from '../api/purchases.ts';
import { PurchaseFormModal } from './purchase-form-modal.tsx';
import { PurchaseRow } from './purchase-row.tsx';
import { purchaseFigures } from './purchases-view.ts';
import { ToBudgetModal } from './to-budget-modal.tsx';
import './purchases-page.css';

/**
 * The stores section (issue 28): the shopping list, what to buy, where, for how much, ticked when
 * bought; a bought purchase with a price goes into the budget in one step.
 */
export function PurchasesPage() {
  const { t } = useTranslation(['purchases', 'sections']);
  const purchases = usePurchases();
  const tick = useTickPurchase();
  const remove = useDeletePurchase();
  // The app has no antd <App> wrapper (it stays out of the first screen), so the page holds its own.
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<{ purchase: Purchase | null } | null>(null);
  const [toBudget, setToBudget] = useState<Purchase | null>(null);
  const title = t('sections:stores.title');

  if (purchases.status === 'rejected') {
    return (
      <Page title={title}>
        <LoadFailed onRetry={() => purchases.reload()} />
      </Page>
    );
  }
  if (!purchases.data) {
    return (
      <Page title={title}>
        <Spin />
      </Page>
    );
  }

  const list = purchases.data;
  const figures = purchaseFigures(list);

  const onTick = async (purchase: Purchase, bought: boolean) => {
    // Shown at once; the write's revalidation brings the server's word.
    void purchases.mutate(
      list.map((entry) => (entry.id === purchase.id ? { ...entry, bought } : entry)),
      { revalidate: false },
    );
    try {
      await tick.trigger({ id: purchase.id, bought });
    } catch {
      purchases.reload();
    }
  };

  const confirmDelete = (purchase: Purchase) => {
    modal.confirm({
      title: t('purchases:page.deleteTitle'),
      content: t('purchases:page.deleteText', { name: purchase.name }),
      okText: t('purchases:page.deleteConfirm'),
      cancelText: t('purchases:page.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.trigger(purchase.id),
    });
  };

  return (
    <Page title={title}>
      {modalHolder}
      <div className="stores-page__toolbar">
        {list.length > 0 && (
          <div className="stores-page__figures" data-testid="purchase-figures">
            <strong>{t('purchases:page.progress', { bought: figures.bought, total: figures.total })}</strong>
            <span>{t('purchases:page.total', { sum: formatRoubles(figures.sum) })}</span>
            <span>{t('purchases:page.spent', { sum: formatRoubles(figures.spent) })}</span>
          </div>
        )}
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ purchase: null })}
          aria-label={t('purchases:page.add')}
        >
          {t('purchases:page.add')}
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="stores-page__empty">{t('purchases:page.empty')}</p>
      ) : (
        <ul className="stores-page__list">
          {list.map((purchase) => (
            <PurchaseRow
              key={purchase.id}
              purchase={purchase}
              onTick={(bought) => void onTick(purchase, bought)}
              onEdit={() => setEditing({ purchase })}
              onDelete={() => confirmDelete(purchase)}
              onToBudget={() => setToBudget(purchase)}
            />
          ))}
        </ul>
      )}
      <PurchaseFormModal
        open={editing !== null}
        purchase={editing?.purchase ?? null}
        onClose={() => setEditing(null)}
      />
      <ToBudgetModal purchase={toBudget} onClose={() => setToBudget(null)} />
    </Page>
  );
}
