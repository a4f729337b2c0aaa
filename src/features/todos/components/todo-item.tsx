import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Checkbox, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Todo } from '../../../contract/todos.ts';

interface TodoItemProps {
  todo: Todo;
  /** The name of the period it was filed under, for the carried-over hint. */
  plannedPeriodName: string;
  onCheck: (checked: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One task: its checkbox, its marks, its comment lines on demand, edit and delete. */
export function TodoItem({ todo, plannedPeriodName, onCheck, onEdit, onDelete }: TodoItemProps) {
  const { t } = useTranslation('todos');
  const [open, setOpen] = useState(false);
  return (
    <li className={`todo-item${todo.checked ? ' todo-item--done' : ''}`} data-testid="todo-item">
      <Checkbox
        checked={todo.checked}
        onChange={(event) => onCheck(event.target.checked)}
        aria-label={t('page.markDone', { task: todo.task })}
      />
      <div className="todo-item__body">
        <div className="todo-item__line">
          <span className="todo-item__task">{todo.task}</span>
          {todo.overdue && (
            <Tag color="red" data-testid="todo-overdue">
              {t('page.overdue')}
            </Tag>
          )}
          {todo.carriedOver && (
            <Tag
              color="orange"
              title={t('page.carriedOverHint', { period: plannedPeriodName })}
              data-testid="todo-carried-over"
            >
              {t('page.carriedOver')}
            </Tag>
          )}
        </div>
        {todo.comment.length > 0 && (
          <>
            <button
              type="button"
              className="todo-item__comment-toggle"
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
            >
              {t('page.showComment', { count: todo.comment.length })}
            </button>
            {open && (
              <ul className="todo-item__comment">
                {todo.comment.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <div className="todo-item__actions">
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`${t('page.edit')}: ${todo.task}`}
          title={t('page.edit')}
          onClick={onEdit}
        />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('page.delete')}: ${todo.task}`}
          title={t('page.delete')}
          onClick={onDelete}
        />
      </div>
    </li>
  );
}
