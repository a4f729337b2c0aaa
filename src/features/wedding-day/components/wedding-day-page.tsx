import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { Alert, Button, Modal, Timeline } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Day, DayItem } from '../../../contract/wedding-day.ts';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { Page } from '../../../components/page/page.tsx';
import { formatDate } from '../../../lib/format.ts';
import { calendarUrl, useDay, useRemoveDayItem } from '../api/wedding-day.ts';
import {
  contractorsById,
  dayWarnings,
  timeLabel,
  warningsByItem,
  whoOf,
  type DayWarning,
} from '../wedding-day-view.ts';
import { DayItemModal } from './day-item-modal.tsx';
import { ShareModal } from './share-modal.tsx';
import './wedding-day-page.css';

/**
 * The wedding day (issue 27): the timeline by time, each step's place, who and comment, the
 * conflicts (one contractor or the couple at two steps at once, a contractor not booked yet), and the ways to
 * hand it on: the public link, printing and the calendar file.
 */
export function WeddingDayPage() {
  const { t } = useTranslation(['wedding-day', 'sections']);
  const day = useDay();
  if (day.status === 'rejected') {
    return (
      <Page title={t('sections:weddingDay.title')}>
        <LoadFailed onRetry={() => day.reload()} />
      </Page>
    );
  }
  return (
    <Page title={t('sections:weddingDay.title')}>
      {day.data ? <DayView day={day.data} /> : <p className="wedding-day__muted">{t('wedding-day:loading')}</p>}
    </Page>
  );
}

function DayView({ day }: { day: Day }) {
  const { t } = useTranslation('wedding-day');
  const [editing, setEditing] = useState<DayItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const remove = useRemoveDayItem();
  const warnings = useMemo(() => dayWarnings(day), [day]);
  const byItem = useMemo(() => warningsByItem(day), [day]);
  const contractors = useMemo(() => contractorsById(day), [day]);

  const openForm = (item: DayItem | null) => {
    setEditing(item);
    setFormOpen(true);
  };
  const confirmDelete = (item: DayItem) => {
    modal.confirm({
      title: t('delete.title', { title: item.title }),
      okText: t('delete.ok'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true },
      centered: true,
      onOk: () => remove.trigger(item.id).catch(() => undefined),
    });
  };

  return (
    <div className="wedding-day" data-testid="wedding-day-page">
      {modalHolder}
      <p className="wedding-day__date">
        {day.date ? t('screen.date', { date: formatDate(day.date) }) : t('screen.noDate')}
      </p>
      <div className="wedding-day__toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
          {t('screen.add')}
        </Button>
        <Button icon={<ShareAltOutlined />} onClick={() => setShareOpen(true)}>
          {t('screen.share')}
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={false}>
          {t('screen.print')}
        </Button>
        <LinkButton
          icon={<CalendarOutlined />}
          href={calendarUrl}
          download
          // Undefined, not false, so the sample wedding still turns it off.
          disabled={!day.date || day.items.length === 0 || undefined}
        >
          {t('screen.calendar')}
        </LinkButton>
      </div>
      {warnings.length > 0 ? (
        <Alert
          className="wedding-day__summary"
          type="warning"
          showIcon
          title={t('conflicts.summary', { count: warnings.length })}
          description={
            <ul className="wedding-day__warnings">
              {warnings.map((warning, index) => (
                <li key={index}>
                  <WarningText warning={warning} />
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {day.items.length === 0 ? (
        <p className="wedding-day__muted">{t('screen.empty')}</p>
      ) : (
        <Timeline
          className="wedding-day__timeline"
          items={day.items.map((item) => {
            const itemWarnings = byItem.get(item.id) ?? [];
            const who = whoOf(item, contractors);
            return {
              key: item.id,
              // A step with a warning stands out on the line itself, not only in its text.
              icon: itemWarnings.length > 0 ? <WarningOutlined className="wedding-day-step__dot-warning" /> : undefined,
              content: (
                <div className="wedding-day-step" data-testid="day-step" data-title={item.title}>
                  <div className="wedding-day-step__head">
                    <span className="wedding-day-step__time">{timeLabel(item)}</span>
                    <h2 className="wedding-day-step__title">{item.title}</h2>
                  </div>
                  {item.place ? (
                    <p className="wedding-day-step__line">{t('screen.place', { place: item.place })}</p>
                  ) : null}
                  {who ? <p className="wedding-day-step__line">{t('screen.who', { who })}</p> : null}
                  {item.comment ? <p className="wedding-day-step__comment">{item.comment}</p> : null}
                  {itemWarnings.map((warning, index) => (
                    <p key={index} className="wedding-day-step__warning" role="note">
                      <WarningOutlined /> <WarningText warning={warning} />
                    </p>
                  ))}
                  <div className="wedding-day-step__actions">
                    <Button size="small" onClick={() => openForm(item)}>
                      {t('screen.edit')}
                    </Button>
                    <Button size="small" danger onClick={() => confirmDelete(item)}>
                      {t('screen.delete')}
                    </Button>
                  </div>
                </div>
              ),
            };
          })}
        />
      )}
      <DayItemModal open={formOpen} item={editing} contractors={day.contractors} onClose={() => setFormOpen(false)} />
      <ShareModal open={shareOpen} onClose={() => setShareOpen(false)} />
    </div>
  );
}

function WarningText({ warning }: { warning: DayWarning }) {
  const { t } = useTranslation('wedding-day');
  return (
    <>
      {warning.kind === 'overlap'
        ? t('conflicts.overlap', { who: warning.contractor, first: warning.titles[0], second: warning.titles[1] })
        : warning.kind === 'coupleOverlap'
          ? t('conflicts.coupleOverlap', { first: warning.titles[0], second: warning.titles[1] })
          : t('conflicts.notHired', { who: warning.contractor })}
    </>
  );
}
