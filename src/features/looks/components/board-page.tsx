import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Checkbox, Empty, Modal, Select } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board, LookCard } from '../../../contract/looks.ts';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import { useLookCards, useLookKinds, useRemoveLookCard } from '../api/looks.ts';
import { ALL_KINDS, boardCounts, cardsShown, kindsOf, type BoardFilter } from '../board-view.ts';
import { BoardCard } from './board-card.tsx';
import './board-page.css';

// The form (an upload, selects) loads when first opened, not with the page's first render.
const CardFormModal = lazy(() => import('./card-form-modal.tsx').then((m) => ({ default: m.CardFormModal })));

/** The looks page (/looks): the board of the couple's looks. */
export function LooksPage() {
  return <BoardPage board="look" />;
}

/** The decor page (/decor): the board of the wedding's decor. */
export function DecorPage() {
  return <BoardPage board="decor" />;
}

/**
 * A board (issue 28): a grid of cards with their pictures, kinds and favourite marks, filtered by
 * kind and by favourites; cards are added, edited and removed in place.
 */
function BoardPage({ board }: { board: Board }) {
  const { t } = useTranslation(['looks', 'sections']);
  const title = t(board === 'look' ? 'sections:looks.title' : 'sections:decor.title');
  const cards = useLookCards();
  const dictionary = useLookKinds();
  const remove = useRemoveLookCard();
  const [filter, setFilter] = useState<BoardFilter>({ kind: ALL_KINDS, onlyFavorites: false });
  const [form, setForm] = useState<{ open: boolean; card: LookCard | null }>({ open: false, card: null });
  const [formWanted, setFormWanted] = useState(false);
  // The app has no antd <App> wrapper (it stays out of the first screen), so the page holds its own.
  const [modal, modalHolder] = Modal.useModal();

  const kinds = useMemo(() => kindsOf(dictionary.data ?? [], board), [dictionary.data, board]);
  const shown = useMemo(() => cardsShown(cards.data ?? [], board, filter), [cards.data, board, filter]);
  const kindNames = useMemo(() => new Map(kinds.map((kind) => [kind.code, kind.name])), [kinds]);

  const failed = [cards, dictionary].filter((query) => query.status === 'rejected');
  if (failed.length > 0) {
    return (
      <Page title={title}>
        <LoadFailed onRetry={() => failed.forEach((query) => query.reload())} />
      </Page>
    );
  }
  if (!cards.data || !dictionary.data) {
    return (
      <Page title={title}>
        <p className="board__muted">{t('loading')}</p>
      </Page>
    );
  }

  const counts = boardCounts(cards.data, board);
  const openForm = (card: LookCard | null) => {
    setFormWanted(true);
    setForm({ open: true, card });
  };
  const confirmDelete = (card: LookCard) => {
    modal.confirm({
      title: t('deleteTitle', { title: card.title }),
      content: t('deleteText'),
      okText: t('deleteOk'),
      cancelText: t('form.cancel'),
      okButtonProps: { danger: true },
      centered: true,
      // The write helper shows the error notice; the dialog closes either way.
      onOk: () => remove.trigger(card.id).catch(() => undefined),
    });
  };

  return (
    <Page title={title}>
      {modalHolder}
      <div className="board" data-testid={`board-${board}`}>
        <p className="board__intro">{t(`intro.${board}`)}</p>
        <div className="board__toolbar">
          <p className="board__counts">
            {t('counts.cards', { count: counts.cards })} · {t('counts.favorites', { count: counts.favorites })}
          </p>
          <div className="board__filters">
            <Select
              aria-label={t('filter.kind')}
              className="board__kind"
              value={filter.kind}
              onChange={(kind) => setFilter({ ...filter, kind })}
              options={[
                { value: ALL_KINDS, label: t('filter.allKinds') },
                ...kinds.map((kind) => ({ value: kind.code, label: kind.name })),
              ]}
              disabled={false}
            />
            <Checkbox
              checked={filter.onlyFavorites}
              onChange={(event) => setFilter({ ...filter, onlyFavorites: event.target.checked })}
              disabled={false}
            >
              {t('filter.onlyFavorites')}
            </Checkbox>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
              {t('add')}
            </Button>
          </div>
        </div>
        {shown.length === 0 ? (
          <Empty
            className="board__empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={counts.cards === 0 ? t(`empty.${board}`) : t('empty.filtered')}
          />
        ) : (
          <ul className="board__grid" aria-label={title}>
            {shown.map((card) => (
              <li key={card.id}>
                <BoardCard
                  card={card}
                  kindName={kindNames.get(card.category) ?? card.category}
                  onEdit={openForm}
                  onDelete={confirmDelete}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {formWanted && (
        <Suspense fallback={null}>
          <CardFormModal
            open={form.open}
            card={form.card}
            kinds={kinds}
            defaultKind={filter.kind === ALL_KINDS ? undefined : filter.kind}
            onClose={() => setForm({ open: false, card: form.card })}
          />
        </Suspense>
      )}
    </Page>
  );
}
