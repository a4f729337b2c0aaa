import { DeleteOutlined, EditOutlined, GiftOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import type { Wish } from '../../../contract/gifts.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { useDeleteWish, useReleaseWish, useWishlist } from '../api/wishlist.ts';
import { WishFormModal } from './wish-form-modal.tsx';

/** The couple's wishlist (issue 41, item 2): what they would like, with a link and a price; guests reserve on the site. */
export function WishlistPanel() {
  const { t } = useTranslation('gifts');
  const wishes = useWishlist();
  const remove = useDeleteWish();
  const release = useReleaseWish();
  const [modal, modalHolder] = Modal.useModal();
  // undefined: the dialog is closed; null: a new wish.
  const [editing, setEditing] = useState<Wish | null | undefined>(undefined);

  if (wishes.status === 'rejected') return <LoadFailed onRetry={() => wishes.reload()} />;
  if (!wishes.data) return <Spin />;

  const confirmDelete = (wish: Wish) => {
    modal.confirm({
      title: t('wishlist.deleteTitle'),
      content: t('wishlist.deleteText', { title: wish.title }),
      okText: t('page.deleteConfirm'),
      cancelText: t('page.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.trigger(wish.id),
    });
  };

  const confirmRelease = (wish: Wish) => {
    modal.confirm({
      title: t('wishlist.releaseTitle'),
      content: t('wishlist.releaseText', { title: wish.title }),
      okText: t('wishlist.releaseConfirm'),
      cancelText: t('page.cancel'),
      onOk: () => release.trigger(wish.id),
    });
  };

  return (
    <div className="wishlist">
      {modalHolder}
      <div className="wishlist__toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} aria-label={t('wishlist.add')}>
          {t('wishlist.add')}
        </Button>
      </div>
      {wishes.data.length === 0 ? (
        <p className="gift-ledger__empty">{t('wishlist.empty')}</p>
      ) : (
        <ul className="gift-ledger__list" aria-label={t('tabs.wishlist')}>
          {wishes.data.map((wish) => (
            <li key={wish.id} className="gift wish" data-testid="wish">
              <WishPicture picture={wish.picture} />
              <div className="wish__body">
                <div className="gift__main">
                  <span className="gift__from">{wish.title}</span>
                  {wish.link && (
                    <a href={wish.link} target="_blank" rel="noopener noreferrer" className="gift__what">
                      <LinkOutlined /> {t('wishlist.openLink')}
                    </a>
                  )}
                  {wish.reserved && (
                    <span className="wish__status">
                      <Tag color="green" className="wish__reserved">
                        {wish.reservedBy ? t('wishlist.reservedBy', { name: wish.reservedBy }) : t('wishlist.reserved')}
                      </Tag>
                      <Button
                        type="link"
                        size="small"
                        className="wish__release"
                        aria-label={`${t('wishlist.release')}: ${wish.title}`}
                        onClick={() => confirmRelease(wish)}
                      >
                        {t('wishlist.release')}
                      </Button>
                    </span>
                  )}
                </div>
                <div className="gift__side">
                  <span className="gift__price">
                    {wish.price === null ? t('wishlist.noPrice') : formatRoubles(wish.price)}
                  </span>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`${t('page.edit')}: ${wish.title}`}
                    onClick={() => setEditing(wish)}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('page.delete')}: ${wish.title}`}
                    onClick={() => confirmDelete(wish)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <WishFormModal wish={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

/** A wish's picture as a small square; none, or one that cannot be shown (offline, the mock build opened from a folder), as a gift icon. */
function WishPicture({ picture }: { picture: string | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (picture && broken !== picture) {
    return (
      <img
        className="wish__picture"
        src={picture}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(picture)}
      />
    );
  }
  return (
    <span className="wish__picture wish__picture--none" aria-hidden>
      <GiftOutlined />
    </span>
  );
}
