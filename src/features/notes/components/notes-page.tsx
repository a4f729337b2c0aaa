import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { Page } from '../../../components/page/page.tsx';
import type { Note } from '../../../contract/notes.ts';
import { useDeleteNote, useNotes } from '../api/notes.ts';
import { NoteCard } from './note-card.tsx';
import { NoteFormModal } from './note-form-modal.tsx';
import { matchingNotes, queryWords } from './notes-view.ts';
import './notes-page.css';

/** The notes section (issue 28): the couple's notes, newest first, searched as one types; write, edit, delete. */
export function NotesPage() {
  const { t } = useTranslation(['notes', 'sections']);
  const notes = useNotes();
  const remove = useDeleteNote();
  // The app has no antd <App> wrapper (it stays out of the first screen), so the page holds its own.
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<{ note: Note | null } | null>(null);
  const title = t('sections:notes.title');

  if (notes.status === 'rejected') {
    return (
      <Page title={title}>
        <LoadFailed onRetry={() => notes.reload()} />
      </Page>
    );
  }
  if (!notes.data) {
    return (
      <Page title={title}>
        <Spin />
      </Page>
    );
  }

  const all = notes.data;
  const shown = matchingNotes(all, query);
  const searching = queryWords(query).length > 0;

  const confirmDelete = (note: Note) => {
    modal.confirm({
      title: t('notes:page.deleteTitle'),
      content: t('notes:page.deleteText', { title: note.title }),
      okText: t('notes:page.deleteConfirm'),
      cancelText: t('notes:page.cancel'),
      okButtonProps: { danger: true },
      // Resolving closes the dialog; a failure keeps it open for another try (its notice is shown).
      onOk: () => remove.trigger(note.id),
    });
  };

  return (
    <Page title={title}>
      {modalHolder}
      <div className="notes-page__toolbar">
        <Input
          type="search"
          className="notes-page__search"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          disabled={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('notes:page.searchPlaceholder')}
          aria-label={t('notes:page.search')}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ note: null })}
          aria-label={t('notes:page.add')}
        >
          {t('notes:page.add')}
        </Button>
      </div>
      <p className="notes-page__count" aria-live="polite">
        {searching ? t('notes:page.found', { count: shown.length }) : t('notes:page.count', { count: all.length })}
      </p>
      {all.length === 0 ? (
        <p className="notes-page__empty">{t('notes:page.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="notes-page__empty">{t('notes:page.notFound', { query: query.trim() })}</p>
      ) : (
        <ul className="notes-page__list">
          {shown.map((note) => (
            <NoteCard
              key={note.id}
              note={note}
              onEdit={() => setEditing({ note })}
              onDelete={() => confirmDelete(note)}
            />
          ))}
        </ul>
      )}
      <NoteFormModal open={editing !== null} note={editing?.note ?? null} onClose={() => setEditing(null)} />
    </Page>
  );
}
