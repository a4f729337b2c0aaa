import { Modal, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import type { Gift } from '../../../contract/gifts.ts';
import { useDeleteGift, useGiftGuests, useGifts, useGiftSummary, useThankGift } from '../api/gifts.ts';
import { GiftFormModal } from './gift-form-modal.tsx';
import { GiftQuickForm } from './gift-quick-form.tsx';
import { GiftRow } from './gift-row.tsx';
import { GiftSummary } from './gift-summary.tsx';
import { shownGifts, type GiftFilter } from './gifts-view.ts';

/**
 * The gifts received (issue 41, item 4): the figures, the quick form for the next envelope, and the
 * ledger, newest first, with the "thanked" tick and a filter for those who still wait for thanks.
 */
export function GiftLedger() {
  const { t } = useTranslation('gifts');
  const gifts = useGifts();
  const summary = useGiftSummary();
  const guests = useGiftGuests();
  const thank = useThankGift();
  const remove = useDeleteGift();
  // The app has no antd <App> wrapper (it stays out of the first screen), so the ledger holds its own.
  const [modal, modalHolder] = Modal.useModal();
  const [filter, setFilter] = useState<GiftFilter>('all');
  const [editing, setEditing] = useState<Gift | null>(null);

  if (gifts.status === 'rejected') return <LoadFailed onRetry={() => gifts.reload()} />;
  if (!gifts.data) return <Spin />;

  const all = gifts.data;
  const shown = shownGifts(all, filter);
  const guestList = guests.data ?? [];

  const onThank = async (gift: Gift, thanked: boolean) => {
    // Shown at once; the write's revalidation brings the server's word.
    void gifts.mutate(
      all.map((entry) => (entry.id === gift.id ? { ...entry, thanked } : entry)),
      { revalidate: false },
    );
    try {
      await thank.trigger({ id: gift.id, thanked });
    } catch {
      gifts.reload();
    }
  };

  const confirmDelete = (gift: Gift) => {
    modal.confirm({
      title: t('page.deleteTitle'),
      content: t('page.deleteText', { from: gift.from }),
      okText: t('page.deleteConfirm'),
      cancelText: t('page.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.trigger(gift.id),
    });
  };

  return (
    <div className="gift-ledger">
      {modalHolder}
      {summary.data && <GiftSummary figures={summary.data} />}
      <GiftQuickForm guests={guestList} />
      <div className="gift-ledger__toolbar">
        <Segmented<GiftFilter>
          aria-label={t('page.filterLabel')}
          disabled={false}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('page.filterAll') },
            { value: 'waiting', label: t('page.filterWaiting') },
          ]}
        />
        <span className="gift-ledger__count" aria-live="polite">
          {t('page.count', { count: shown.length })}
        </span>
      </div>
      {all.length === 0 ? (
        <p className="gift-ledger__empty">{t('page.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="gift-ledger__empty">{t('page.noneWaiting')}</p>
      ) : (
        <ul className="gift-ledger__list" aria-label={t('tabs.received')}>
          {shown.map((gift) => (
            <GiftRow
              key={gift.id}
              gift={gift}
              onThank={(thanked) => void onThank(gift, thanked)}
              onEdit={() => setEditing(gift)}
              onDelete={() => confirmDelete(gift)}
            />
          ))}
        </ul>
      )}
      <GiftFormModal gift={editing} guests={guestList} onClose={() => setEditing(null)} />
    </div>
  );
}
