import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Segmented } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHired, type Contractor, type ContractorStatus } from '../../../contract/contractors.ts';
import { formatRoubles, sumRoubles } from '../../../contract/money.ts';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useChangeContractor, useContractors } from '../api/contractors.ts';
import { ContractorBoard } from './contractor-board.tsx';
import { ContractorTable } from './contractor-table.tsx';
import './contractors-page.css';

// The dialogs and the drawer (forms, date picker, upload) load when first wanted, not with the page.
const ContractorFormModal = lazy(() =>
  import('./contractor-form-modal.tsx').then((m) => ({ default: m.ContractorFormModal })),
);
const ContractorDetails = lazy(() =>
  import('./contractor-details.tsx').then((m) => ({ default: m.ContractorDetails })),
);
const RemoveContractorModal = lazy(() =>
  import('./remove-contractor-modal.tsx').then((m) => ({ default: m.RemoveContractorModal })),
);

type View = 'board' | 'list';

/**
 * The contractors section (issue 27): who the couple hires. A board by status and a list by kind; a contractor
 * opens with its payments (budget items, so the budget and the main page's due-date warnings see
 * them) and its contracts and estimates.
 */
export function ContractorsPage() {
  const { t } = useTranslation(['contractors', 'sections']);
  const contractors = useContractors();
  const change = useChangeContractor();
  const [view, setView] = useState<View>('board');
  const [form, setForm] = useState<{ open: boolean; contractor: Contractor | null }>({ open: false, contractor: null });
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Contractor | null>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);

  const all = useMemo(() => contractors.data ?? [], [contractors.data]);
  // The drawer shows the contractor as the list now has it (a payment just added, a file removed).
  const opened = all.find((contractor) => contractor.id === openedId) ?? null;
  const hired = all.filter((contractor) => isHired(contractor.status));

  if (contractors.status === 'rejected') {
    return (
      <Page title={t('sections:contractors.title')}>
        <LoadFailed onRetry={() => contractors.reload()} />
      </Page>
    );
  }
  if (!contractors.data) {
    return (
      <Page title={t('sections:contractors.title')}>
        <p className="contractors__loading">{t('contractors:loading')}</p>
      </Page>
    );
  }

  const move = (contractor: Contractor, status: ContractorStatus) =>
    void change.trigger({ id: contractor.id, changes: { status } }).catch(() => undefined);
  const handlers = {
    onOpen: (contractor: Contractor) => setOpenedId(contractor.id),
    onEdit: (contractor: Contractor) => setForm({ open: true, contractor }),
    onRemove: (contractor: Contractor) => setRemoving(contractor),
  };

  return (
    <Page title={t('sections:contractors.title')}>
      <div className="contractors">
        <dl className="contractors__figures">
          <div>
            <dt>{t('contractors:figures.hired')}</dt>
            <dd>{t('contractors:figures.hiredOf', { hired: hired.length, count: all.length })}</dd>
          </div>
          <div>
            <dt>{t('contractors:figures.paid')}</dt>
            <dd>{formatRoubles(sumRoubles(all.map((contractor) => contractor.paidTotal)))}</dd>
          </div>
          <div>
            <dt>{t('contractors:figures.due')}</dt>
            <dd>{formatRoubles(sumRoubles(all.map((contractor) => contractor.dueTotal)))}</dd>
          </div>
        </dl>
        <div className="contractors__toolbar">
          <Segmented<View>
            value={view}
            onChange={setView}
            disabled={false}
            aria-label={t('contractors:views.label')}
            options={[
              { value: 'board', label: t('contractors:views.board') },
              { value: 'list', label: t('contractors:views.list') },
            ]}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm({ open: true, contractor: null })}
            onPointerEnter={() => setDialogsWanted(true)}
          >
            {t('contractors:actions.add')}
          </Button>
        </div>
        {all.length === 0 && <p className="contractors__empty">{t('contractors:empty')}</p>}
        {view === 'board' ? (
          <ContractorBoard contractors={all} onMove={move} {...handlers} />
        ) : (
          <ContractorTable contractors={all} {...handlers} />
        )}
      </div>
      {(dialogsWanted || form.open || opened || removing) && (
        <Suspense fallback={null}>
          <ContractorFormModal
            open={form.open}
            contractor={form.contractor}
            onClose={() => setForm({ open: false, contractor: null })}
          />
          <ContractorDetails contractor={opened} onClose={() => setOpenedId(null)} />
          <RemoveContractorModal contractor={removing} onClose={() => setRemoving(null)} />
        </Suspense>
      )}
    </Page>
  );
}
