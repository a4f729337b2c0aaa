import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Spin, Tabs } from 'antd';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '../../../contract/guests.ts';
import { guestTotals } from '../../../contract/people-rules.ts';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useDeleteGuest } from '../api/delete-guest.ts';
import { guestsDownloadUrl } from '../api/import-guests.ts';
import { useUpdateGuest } from '../api/update-guest.ts';
import { useGuestDictionaries } from '../api/use-guest-dictionaries.ts';
import { useGuests } from '../api/use-guests.ts';
import { ALL_TAB, groupBySide, guestsFound, guestsOfTab } from '../guest-groups.ts';
import { GuestCounts } from './guest-counts.tsx';
import { GuestDetails } from './guest-details.tsx';
import { GuestFormModal } from './guest-form-modal.tsx';
import { useGuestDisplayName } from './guest-name.tsx';
import { GuestTable } from './guest-table.tsx';
import { ImportModal } from './import-modal.tsx';
import './guest-list-page.css';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

/**
 * The guest list (spec section 2, "Guest page"): tabs by category, guests grouped by side, the
 * counts, a details card, add/edit/delete, the confirmation checkbox, a search by name, the
 * download and the import with its preview.
 */
export function GuestListPage() {
  const { t } = useTranslation(['guests', 'sections']);
  const displayName = useGuestDisplayName();
  // The app has no antd <App> wrapper (it stays out of the first screen), so the page holds its own.
  const [modal, modalHolder] = Modal.useModal();
  const guests = useGuests();
  const { dictionaries, failed: dictionariesFailed, reload: reloadDictionaries } = useGuestDictionaries();
  const { trigger: updateGuest } = useUpdateGuest();
  const { trigger: deleteGuest } = useDeleteGuest();

  const [tab, setTab] = useState(ALL_TAB);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [opened, setOpened] = useState<Guest | null>(null);
  const [editing, setEditing] = useState<{ guest: Guest | null } | null>(null);
  const [importing, setImporting] = useState(false);

  const list = guests.data;
  const ofTab = useMemo(() => guestsOfTab(list ?? [], tab), [list, tab]);
  const totals = useMemo(() => guestTotals(ofTab), [ofTab]);
  const rows = useMemo(() => groupBySide(guestsFound(ofTab, deferredSearch)), [ofTab, deferredSearch]);

  const confirm = (guest: Guest, checked: boolean) => {
    // Shown at once; the list is read again after the server answers (or fails).
    void guests.mutate((current) => current?.map((each) => (each.id === guest.id ? { ...each, checked } : each)), {
      revalidate: false,
    });
    updateGuest({ id: guest.id, changes: { checked }, quiet: true }).catch(() => guests.reload());
  };

  const askDelete = (guest: Guest) => {
    modal.confirm({
      title: t('page.deleteTitle'),
      content: t('page.deleteText', { name: displayName(guest) }),
      okText: t('page.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('page.cancel'),
      onOk: async () => {
        await deleteGuest(guest.id).catch(() => undefined);
        setOpened(null);
      },
    });
  };

  // One actions object for the table's whole life, calling the latest handlers: the memoised
  // table then redraws only when its rows change.
  const latest = useRef({ confirm, askDelete });
  useEffect(() => {
    latest.current = { confirm, askDelete };
  });
  const actions = useMemo(
    () => ({
      onOpen: (guest: Guest) => setOpened(guest),
      onEdit: (guest: Guest) => setEditing({ guest }),
      onDelete: (guest: Guest) => latest.current.askDelete(guest),
      onConfirm: (guest: Guest, checked: boolean) => latest.current.confirm(guest, checked),
    }),
    [],
  );

  if (guests.status === 'rejected' || dictionariesFailed) {
    return (
      <Page title={t('sections:guestList.title')}>
        <LoadFailed
          onRetry={() => {
            guests.reload();
            reloadDictionaries();
          }}
        />
      </Page>
    );
  }
  if (!list || !dictionaries) {
    return (
      <Page title={t('sections:guestList.title')}>
        <Spin />
      </Page>
    );
  }

  const tabs = [
    { key: ALL_TAB, label: t('page.allTab') },
    ...dictionaries.category.entries.map((entry) => ({ key: entry.code, label: entry.name })),
  ];

  return (
    <Page title={t('sections:guestList.title')}>
      {modalHolder}
      <div className="guest-list">
        <div className="guest-list__toolbar">
          <Input.Search
            className="guest-list__search"
            placeholder={t('page.search')}
            aria-label={t('page.search')}
            allowClear
            // A search only reads: it stays on over the sample wedding, whose write controls are off.
            disabled={false}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div className="guest-list__buttons">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              aria-label={t('page.add')}
              onClick={() => setEditing({ guest: null })}
            >
              <span className="guest-list__label">{t('page.add')}</span>
            </Button>
            <LinkButton icon={<DownloadOutlined />} href={guestsDownloadUrl} aria-label={t('page.download')}>
              <span className="guest-list__label">{t('page.download')}</span>
            </LinkButton>
            <Button icon={<UploadOutlined />} aria-label={t('page.import')} onClick={() => setImporting(true)}>
              <span className="guest-list__label">{t('page.import')}</span>
            </Button>
          </div>
        </div>
        <Tabs className="guest-list__tabs" activeKey={tab} onChange={setTab} items={tabs} />
        <GuestCounts totals={totals} />
        {list.length === 0 ? (
          <p className="guest-list__empty">{t('page.noGuests')}</p>
        ) : (
          <GuestTable rows={rows} dictionaries={dictionaries} actions={actions} />
        )}
      </div>
      <GuestDetails
        guest={opened && (list.find((guest) => guest.id === opened.id) ?? null)}
        dictionaries={dictionaries}
        onClose={() => setOpened(null)}
      />
      <GuestFormModal
        open={editing !== null}
        guest={editing?.guest ?? null}
        dictionaries={dictionaries}
        onClose={() => setEditing(null)}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </Page>
  );
}
