import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookCard } from '../../../contract/looks.ts';
import { useToggleFavorite } from '../api/looks.ts';
import { siteOf } from '../board-view.ts';

interface BoardCardProps {
  card: LookCard;
  kindName: string;
  onEdit: (card: LookCard) => void;
  onDelete: (card: LookCard) => void;
}

/** One card of a board: its picture (the thumbnail, loaded as it scrolls into view), kind, title and actions. */
export function BoardCard({ card, kindName, onEdit, onDelete }: BoardCardProps) {
  const { t } = useTranslation('looks');
  const favorite = useToggleFavorite();
  // A picture that cannot be shown (offline, the static mock build opened from a folder) shows as none.
  const [broken, setBroken] = useState(false);
  // The full picture opens in its own tab (the same origin, so the session cookie goes with it).
  const cover =
    card.thumbnail && !broken ? (
      <a
        className="board-card__cover"
        href={card.image ?? card.thumbnail}
        target="_blank"
        rel="noopener"
        aria-label={`${t('card.preview')}: ${card.title}`}
      >
        <img
          className="board-card__picture"
          src={card.thumbnail}
          alt={card.title}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
        />
      </a>
    ) : (
      <div className="board-card__no-picture">
        <PictureOutlined aria-hidden />
        <span>{card.link ? siteOf(card.link) : t('card.noPicture')}</span>
      </div>
    );
  return (
    <article className="board-card">
      {cover}
      <div className="board-card__body">
        <Tag className="board-card__kind">{kindName}</Tag>
        <h3 className="board-card__title">{card.title}</h3>
        {card.comment && <p className="board-card__comment">{card.comment}</p>}
      </div>
      <div className="board-card__actions">
        <Button
          type="text"
          className={card.favorite ? 'board-card__heart board-card__heart--on' : 'board-card__heart'}
          icon={card.favorite ? <HeartFilled /> : <HeartOutlined />}
          aria-pressed={card.favorite}
          aria-label={`${card.favorite ? t('card.unfavorite') : t('card.favorite')}: ${card.title}`}
          title={card.favorite ? t('card.unfavorite') : t('card.favorite')}
          loading={favorite.isMutating}
          onClick={() => void favorite.trigger({ id: card.id, favorite: !card.favorite }).catch(() => undefined)}
        />
        {card.link && (
          <Button
            type="text"
            icon={<LinkOutlined />}
            href={card.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={`${t('card.openLink')}: ${card.title}`}
            title={siteOf(card.link)}
          />
        )}
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`${t('card.edit')}: ${card.title}`}
          title={t('card.edit')}
          onClick={() => onEdit(card)}
        />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('card.delete')}: ${card.title}`}
          title={t('card.delete')}
          onClick={() => onDelete(card)}
        />
      </div>
    </article>
  );
}
