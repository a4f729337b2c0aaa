import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../contract/notes.ts';
import { formatDateTime } from '../../../lib/format.ts';

interface NoteCardProps {
  note: Note;
  onEdit: () => void;
  onDelete: () => void;
}

/** One note: its title, when it was last changed, its text as written (line breaks kept). */
export function NoteCard({ note, onEdit, onDelete }: NoteCardProps) {
  const { t } = useTranslation('notes');
  return (
    <li className="notes-page__note" data-testid="note">
      <div className="notes-page__note-head">
        <h2 className="notes-page__note-title">{note.title}</h2>
        <div className="notes-page__note-actions">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('page.edit')}: ${note.title}`}
            onClick={onEdit}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('page.delete')}: ${note.title}`}
            onClick={onDelete}
          />
        </div>
      </div>
      <p className="notes-page__note-date">{t('page.updatedAt', { date: formatDateTime(note.updatedAt) })}</p>
      {note.text && <p className="notes-page__note-text">{note.text}</p>}
    </li>
  );
}
