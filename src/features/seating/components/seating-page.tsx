import { DownloadOutlined, PrinterOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest, GuestFromCode } from '../../../contract/guests.ts';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import {
  seatingDownloadUrl,
  useAutoSeat,
  useChangeTable,
  useMoveGuest,
  useCategoryNames,
  useSeating,
  useSeatingGuests,
} from '../api/seating-calls.ts';
import {
  CATEGORY_COLOURS,
  PRINT_CHOICES,
  SIDE_COLOURS,
  pageSizeOf,
  seatingCounts,
  shownUnseated,
  type PrintChoice,
} from '../seating-view.ts';
import { AddTableForm } from './add-table-form.tsx';
import { MoveGuestForm, UNSEAT_VALUE } from './move-guest-form.tsx';
import { RulesPanel } from './rules-panel.tsx';
import { SeatingFloor } from './seating-floor.tsx';
import { SeatingPlaceCards } from './seating-place-cards.tsx';
import { SeatingPrintList } from './seating-print.tsx';
import { TablesList } from './tables-list.tsx';
import { UnseatedList } from './unseated-list.tsx';
import './seating-page.css';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

/**
 * The seating plan (issue 26): tables on a floor the couple arranges by dragging, guests dragged
 * from the unseated list to a table and between tables (or moved with the keyboard form), the
 * counts, the rules, the problems, the automatic seating, the print view and the .xlsx.
 */
export function SeatingPage() {
  const { t } = useTranslation(['seating', 'sections']);
  const seating = useSeating();
  const guestList = useSeatingGuests();
  const categoryNames = useCategoryNames();
  const { trigger: move, isMutating: moving } = useMoveGuest();
  const { trigger: changeTable } = useChangeTable();
  const { trigger: autoSeat, isMutating: seatingAuto } = useAutoSeat();
  const [selectedGuest, setSelectedGuest] = useState<string | null>(null);
  const [selectedTable, setSelectedTable] = useState<string | null>(null);
  const [report, setReport] = useState<string[] | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [printChoice, setPrintChoice] = useState<PrintChoice>('planA4');

  const guests = useMemo(() => new Map((guestList.data ?? []).map((guest) => [guest.id, guest])), [guestList.data]);
  const plan = seating.data;

  if (seating.status === 'rejected' || guestList.status === 'rejected') {
    return (
      <Page title={t('sections:seatingPlan.title')}>
        <LoadFailed
          onRetry={() => {
            seating.reload();
            guestList.reload();
          }}
        />
      </Page>
    );
  }
  if (!plan || !guestList.data) {
    return (
      <Page title={t('sections:seatingPlan.title')}>
        <Spin />
      </Page>
    );
  }

  const shown = shownUnseated(plan, showAll);
  const counts = seatingCounts({ ...plan, unseated: shown.ids }, guests);
  const unseated = shown.ids.map((id) => guests.get(id)).filter((guest): guest is Guest => guest !== undefined);

  const moveGuest = (guestId: string, tableId: string | null) => {
    move({ guestId, tableId }).catch(() => undefined);
  };
  const runAuto = () => {
    autoSeat(showAll ? 'all' : 'expected').then(
      (answer) => setReport(answer.report.map((entry) => entry.text)),
      () => undefined,
    );
  };

  return (
    <Page title={t('sections:seatingPlan.title')}>
      {/* The printer's page follows the choice; @page cannot be scoped to a class, so it is written here. */}
      <style>{`@media print { @page { size: ${pageSizeOf(printChoice)}; margin: 10mm; } }`}</style>
      <div className={`seating seating--print-${printChoice === 'cards' ? 'cards' : 'plan'}`}>
        <div className="seating__toolbar">
          <p className="seating__counts" role="status" aria-live="polite">
            <span>{t('page.seatedCount', { people: counts.seatedPeople, seats: counts.seats })}</span>
            <span>{t('page.unseatedCount', { people: counts.unseatedPeople, guests: counts.unseatedGuests })}</span>
          </p>
          <div className="seating__buttons">
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              loading={seatingAuto}
              disabled={plan.tables.length === 0 || shown.ids.length === 0 || undefined}
              onClick={runAuto}
            >
              {t('page.auto')}
            </Button>
            <Select
              className="seating__print-choice"
              aria-label={t('page.printChoice')}
              value={printChoice}
              onChange={setPrintChoice}
              disabled={false}
              options={PRINT_CHOICES.map((choice) => ({ value: choice, label: t(`page.printChoices.${choice}`) }))}
            />
            <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={false}>
              {t('page.print')}
            </Button>
            <LinkButton icon={<DownloadOutlined />} href={seatingDownloadUrl}>
              {t('page.download')}
            </LinkButton>
          </div>
        </div>
        <div className="seating__legend" aria-label={t('page.legend')}>
          {(Object.entries(SIDE_COLOURS) as Array<[GuestFromCode, string]>).map(([code, colour]) => (
            <span key={code} className="seating__legend-item">
              <span className="seating__legend-dot" style={{ background: colour }} />
              {t(`sides.${code}`)}
            </span>
          ))}
          {(categoryNames.data ?? []).map((entry) => (
            <span key={entry.code} className="seating__legend-item">
              <span
                className="seating__legend-dot seating__legend-dot--category"
                style={{ background: CATEGORY_COLOURS[entry.code as keyof typeof CATEGORY_COLOURS] }}
              />
              {entry.name}
            </span>
          ))}
        </div>
        {report && report.length > 0 && (
          <Alert
            type="warning"
            showIcon
            closable
            onClose={() => setReport(null)}
            message={t('page.autoReport')}
            description={
              <ul className="seating__report">
                {report.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            }
          />
        )}
        {plan.problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            className="seating__problems"
            message={t('page.problemsTitle', { count: plan.problems.length })}
            description={
              <ul>
                {plan.problems.map((problem) => (
                  <li key={problem.text}>{problem.text}</li>
                ))}
              </ul>
            }
          />
        )}
        <div className="seating__body">
          <aside className="seating__side">
            <UnseatedList
              guests={unseated}
              filter={plan.expected === null ? null : { showAll, hidden: shown.hidden, onShowAll: setShowAll }}
              onSelectGuest={(id) => {
                setSelectedGuest(id);
                setSelectedTable(null);
              }}
            />
            <MoveGuestForm
              guests={guestList.data}
              tables={plan.tables}
              guestId={selectedGuest}
              tableId={selectedTable}
              onGuest={setSelectedGuest}
              onTable={setSelectedTable}
              moving={moving}
              onMove={() => {
                if (selectedGuest && selectedTable !== null) {
                  moveGuest(selectedGuest, selectedTable === UNSEAT_VALUE ? null : selectedTable);
                }
              }}
            />
          </aside>
          <div className="seating__main">
            {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
            <div className="seating__floor-scroll" role="region" tabIndex={0} aria-label={t('page.floor')}>
              <SeatingFloor
                tables={plan.tables}
                guests={guests}
                onDropGuest={(guestId, tableId) => moveGuest(guestId, tableId)}
                onMoveTable={(id, x, y) => changeTable({ id, changes: { x, y } }).catch(() => undefined)}
                onSelectGuest={(id) => {
                  setSelectedGuest(id);
                  setSelectedTable(null);
                }}
              />
            </div>
            <AddTableForm count={plan.tables.length} />
            <TablesList tables={plan.tables} guests={guests} />
            <RulesPanel rules={plan.rules} guests={guestList.data} />
          </div>
        </div>
        <SeatingPrintList tables={plan.tables} guests={guests} />
        <SeatingPlaceCards tables={plan.tables} guests={guests} />
      </div>
    </Page>
  );
}
