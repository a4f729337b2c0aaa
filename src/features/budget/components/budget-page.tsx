import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Modal, Tabs } from 'antd';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetItem } from '../../../contract/budget.ts';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useDeleteBudgetItem } from '../api/budget-items.ts';
import { useBudgetCategories, useBudgetItems, useBudgetSummary } from '../api/get-budget.ts';
import { ALL_TAB, chartSlices, itemsOfTab } from '../budget-view.ts';
import { BudgetChart } from './budget-chart.tsx';
import { BudgetTable } from './budget-table.tsx';
import { TotalBudget } from './total-budget.tsx';
import './budget-page.css';

// The dialogs (forms, date picker, selects) load when first opened, not with the page's first render.
const ItemFormModal = lazy(() => import('./item-form-modal.tsx').then((m) => ({ default: m.ItemFormModal })));
const CategoriesModal = lazy(() => import('./categories-modal.tsx').then((m) => ({ default: m.CategoriesModal })));

/**
 * The budget page (spec, "Budget page"): the editable total, a tab per category plus the "all" tab, the
 * donut with its legend and the table of the tab's items. Edit and delete live on category tabs only.
 */
export function BudgetPage() {
  const { t } = useTranslation(['budget', 'sections']);
  const items = useBudgetItems();
  const categories = useBudgetCategories();
  const summary = useBudgetSummary();
  const [tab, setTab] = useState(ALL_TAB);
  const [form, setForm] = useState<{ open: boolean; item: BudgetItem | null }>({ open: false, item: null });
  const [managing, setManaging] = useState(false);
  const remove = useDeleteBudgetItem();
  // The app has no antd <App> wrapper (it stays out of the first screen), so the page holds its own.
  const [modal, modalHolder] = Modal.useModal();

  const allItems = useMemo(() => items.data ?? [], [items.data]);
  const allCategories = useMemo(() => categories.data ?? [], [categories.data]);
  // A tab whose category was just deleted falls back to the "all" tab.
  const activeTab = tab === ALL_TAB || allCategories.some((c) => c.code === tab) ? tab : ALL_TAB;
  const tabItems = useMemo(() => itemsOfTab(allItems, activeTab), [allItems, activeTab]);
  // The table follows a tab switch at once; the donut redraws just after, so it never holds up the click.
  const chartTab = useDeferredValue(activeTab);
  const slices = useMemo(() => chartSlices(allItems, allCategories, chartTab), [allItems, allCategories, chartTab]);
  const [dialogsWanted, setDialogsWanted] = useState(false);

  const failed = [items, categories, summary].filter((query) => query.status === 'rejected');
  if (failed.length > 0) {
    return (
      <Page title={t('sections:budget.title')}>
        <LoadFailed onRetry={() => failed.forEach((query) => query.reload())} />
      </Page>
    );
  }
  if (!items.data || !categories.data || !summary.data) {
    return (
      <Page title={t('sections:budget.title')}>
        <p className="budget-page__loading">{t('budget:loading')}</p>
      </Page>
    );
  }

  const confirmDelete = (item: BudgetItem) => {
    modal.confirm({
      title: t('budget:item.deleteTitle', { name: item.name }),
      content: t('budget:item.deleteText'),
      okText: t('budget:item.deleteOk'),
      cancelText: t('budget:item.cancel'),
      okButtonProps: { danger: true },
      centered: true,
      // The write helper shows the error notice; the dialog closes either way.
      onOk: () => remove.trigger(item.id).catch(() => undefined),
    });
  };

  return (
    <Page title={t('sections:budget.title')}>
      {modalHolder}
      <div className="budget-page">
        <TotalBudget summary={summary.data} items={allItems} />
        <div className="budget-page__toolbar">
          <Tabs
            className="budget-page__tabs"
            activeKey={activeTab}
            onChange={setTab}
            items={[
              { key: ALL_TAB, label: t('budget:tabs.all') },
              ...allCategories.map((category) => ({ key: category.code, label: category.name })),
            ]}
          />
          <div className="budget-page__actions">
            <Button onClick={() => setManaging(true)} onPointerEnter={() => setDialogsWanted(true)}>
              {t('budget:categories.manage')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              aria-label={t('budget:item.add')}
              onClick={() => setForm({ open: true, item: null })}
              onPointerEnter={() => setDialogsWanted(true)}
            >
              <span className="budget-page__add-label">{t('budget:item.add')}</span>
            </Button>
          </div>
        </div>
        <div className="budget-page__content">
          <BudgetChart slices={slices} />
          <BudgetTable
            items={tabItems}
            categories={allCategories}
            allTab={activeTab === ALL_TAB}
            onEdit={(item) => setForm({ open: true, item })}
            onDelete={confirmDelete}
          />
        </div>
      </div>
      {(dialogsWanted || form.open || managing) && (
        <Suspense fallback={null}>
          <ItemFormModal
            open={form.open}
            item={form.item}
            categories={allCategories}
            defaultCategory={activeTab === ALL_TAB ? undefined : activeTab}
            onClose={() => setForm({ open: false, item: null })}
          />
          <CategoriesModal
            open={managing}
            categories={allCategories}
            items={allItems}
            onClose={() => setManaging(false)}
          />
        </Suspense>
      )}
    </Page>
  );
}
