import { CalendarOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Spin, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import type { Todo, TodoPeriodEntry } from '../../../contract/todos.ts';
import { formatDate } from '../../../lib/format.ts';
import { todoProgress } from '../../../lib/todos/todo-figures.ts';
import { useSampleWedding } from '../../../lib/sample-wedding/sample-context.ts';
import { useSessionState } from '../../../lib/services/services-context.tsx';
import { useCheckTodo } from '../api/check-todo.ts';
import { useDeleteTodo } from '../api/delete-todo.ts';
import { useTodoPeriods } from '../api/todo-periods.ts';
import { todosCalendarUrl, todosDownloadUrl, useTodos } from '../api/todos.ts';
import { TodoFormModal } from './todo-form-modal.tsx';
import { TodoItem } from './todo-item.tsx';
import { TodoSummary } from './todo-summary.tsx';
import './todos-page.css';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

/** The to-do list (spec section 2): tabs by period, the filter, progress, days left, add, edit, delete. */
export function TodosPage() {
  const { t } = useTranslation(['todos', 'sections']);
  const { session } = useSessionState();
  const sample = useSampleWedding();
  const todos = useTodos();
  const periods = useTodoPeriods();
  // The app has no antd <App> wrapper (it stays out of the first screen), so the page holds its own.
  const [modal, modalHolder] = Modal.useModal();
  const check = useCheckTodo();
  const remove = useDeleteTodo();
  const [showCompleted, setShowCompleted] = useState(true);
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ todo: Todo | null } | null>(null);

  const failed = todos.status === 'rejected' || periods.status === 'rejected';
  if (failed) {
    return (
      <Page title={t('sections:toDoList.title')}>
        <LoadFailed
          onRetry={() => {
            todos.reload();
            periods.reload();
          }}
        />
      </Page>
    );
  }
  if (!todos.data || !periods.data) {
    return (
      <Page title={t('sections:toDoList.title')}>
        <Spin />
      </Page>
    );
  }

  const list = todos.data;
  const periodList = periods.data;
  const activeTab = chosenTab ?? periodList.find((period) => period.current)?.code ?? periodList[0].code;
  const nameOf = (code: string) => periodList.find((period) => period.code === code)?.name ?? code;

  const toggle = async (todo: Todo, checked: boolean) => {
    // Shown at once; the write's revalidation brings the server's word (overdue marks included).
    void todos.mutate(
      list.map((entry) => (entry.id === todo.id ? { ...entry, checked } : entry)),
      { revalidate: false },
    );
    try {
      await check.trigger({ id: todo.id, checked });
    } catch {
      todos.reload();
    }
  };

  const confirmDelete = (todo: Todo) => {
    modal.confirm({
      title: t('todos:page.deleteTitle'),
      content: t('todos:page.deleteText', { task: todo.task }),
      okText: t('todos:page.deleteConfirm'),
      cancelText: t('todos:page.cancel'),
      okButtonProps: { danger: true },
      // Resolving closes the dialog; a failure keeps it open for another try (its notice is shown).
      onOk: () => remove.trigger(todo.id),
    });
  };

  const tabContent = (period: TodoPeriodEntry) => {
    const inPeriod = list.filter((todo) => todo.period === period.code);
    const shown = showCompleted ? inPeriod : inPeriod.filter((todo) => !todo.checked);
    return (
      <div className="todo-page__period">
        {period.dueDate && (
          <p className="todo-page__due">{t('todos:page.dueBy', { date: formatDate(`${period.dueDate}T12:00:00`) })}</p>
        )}
        {shown.some((todo) => todo.carriedOver) && (
          // Said in words, not only on hover: a phone has no hover.
          <p className="todo-page__carried" data-testid="todo-carried-note">
            {t('todos:page.carriedOverNote')}
          </p>
        )}
        {shown.length === 0 ? (
          <p className="todo-page__empty">{inPeriod.length === 0 ? t('todos:page.empty') : t('todos:page.allDone')}</p>
        ) : (
          <ul className="todo-page__items">
            {shown.map((todo) => (
              <TodoItem
                key={todo.id}
                todo={todo}
                plannedPeriodName={nameOf(todo.plannedPeriod)}
                onCheck={(checked) => void toggle(todo, checked)}
                onEdit={() => setEditing({ todo })}
                onDelete={() => confirmDelete(todo)}
              />
            ))}
          </ul>
        )}
      </div>
    );
  };

  // The sample wedding has its own date; the couple's is not its.
  const weddingDate = sample ? sample.weddingDate : (session?.registrationDate ?? null);
  return (
    <Page title={t('sections:toDoList.title')}>
      {modalHolder}
      <TodoSummary weddingDate={weddingDate} progress={todoProgress(list)} />
      <div className="todo-page__toolbar">
        <label className="todo-page__filter">
          <Switch checked={showCompleted} onChange={setShowCompleted} disabled={false} />
          <span>{t('todos:page.showCompleted')}</span>
        </label>
        <div className="todo-page__actions">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ todo: null })}
            aria-label={t('todos:page.add')}
          >
            <span className="todo-page__label">{t('todos:page.add')}</span>
          </Button>
          <LinkButton
            href={todosDownloadUrl}
            download
            icon={<DownloadOutlined />}
            aria-label={t('todos:page.download')}
          >
            <span className="todo-page__label">{t('todos:page.download')}</span>
          </LinkButton>
          {weddingDate && (
            <LinkButton
              href={todosCalendarUrl}
              download
              icon={<CalendarOutlined />}
              aria-label={t('todos:page.calendar')}
            >
              <span className="todo-page__label">{t('todos:page.calendar')}</span>
            </LinkButton>
          )}
        </div>
      </div>
      <Tabs
        activeKey={activeTab}
        onChange={setChosenTab}
        items={periodList.map((period) => {
          const inPeriod = list.filter((todo) => todo.period === period.code);
          const open = inPeriod.filter((todo) => !todo.checked).length;
          return {
            key: period.code,
            label: (
              <span className={period.current ? 'todo-page__tab todo-page__tab--current' : 'todo-page__tab'}>
                {period.name}
                <span className="todo-page__tab-count">{open}</span>
              </span>
            ),
            children: tabContent(period),
          };
        })}
      />
      <TodoFormModal
        open={editing !== null}
        todo={editing?.todo ?? null}
        periods={periodList}
        defaultPeriod={activeTab}
        onClose={() => setEditing(null)}
      />
    </Page>
  );
}
