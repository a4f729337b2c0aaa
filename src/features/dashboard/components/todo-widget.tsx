import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { settledByPlan } from '../../../lib/todos/settled-by-plan.ts';
import { useGuests } from '../api/guests.ts';
import { useTodos } from '../api/todos.ts';
import { nextTasks, todoProgress } from '../../../lib/todos/todo-figures.ts';
import { WidgetFrame, type WidgetAccess } from './widget-frame.tsx';

/**
 * Progress over the to-do list, as the to-do page shows it, and the next three open tasks, less
 * those the plan shows done (a guest list drafted already); the guest widget reads the same list.
 */
export function TodoWidget({ access }: { access: WidgetAccess }) {
  const { t } = useTranslation(['dashboard', 'todos']);
  const todos = useTodos(access !== 'locked');
  const guests = useGuests(access !== 'locked');
  const settled = settledByPlan({ guests: guests.data?.length ?? 0 }, (key) => t(`todos:checklist.${key}.task`));
  const figures = todos.data ? { ...todoProgress(todos.data), next: nextTasks(todos.data, settled) } : null;

  return (
    <WidgetFrame
      testId="todo-widget"
      title={t('widgets.todos.title')}
      to={ROUTE_PATHS.toDoList}
      addLabel={t('widgets.todos.add')}
      access={access}
      status={todos.status}
      ready={figures !== null}
      onReload={todos.reload}
    >
      {figures && figures.total === 0 ? <p className="widget__empty">{t('widgets.todos.empty')}</p> : null}
      {figures && figures.total > 0 ? (
        <>
          <div
            className="widget__progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={figures.percent}
            aria-label={t('widgets.todos.title')}
          >
            <span className="widget__progress-track">
              <span className="widget__progress-bar" style={{ width: `${figures.percent}%` }} />
            </span>
            <span className="widget__progress-value">{figures.percent}%</span>
          </div>
          <p className="widget__caption" data-testid="todo-progress">
            {t('widgets.todos.progress', { done: figures.done, total: figures.total })}
          </p>
          <h3 className="widget__subheading">{t('widgets.todos.nextHeading')}</h3>
          {figures.next.length === 0 ? (
            <p className="widget__empty">{t('widgets.todos.allDone')}</p>
          ) : (
            <ul className="widget__list" data-testid="next-tasks">
              {figures.next.map((todo) => (
                <li key={todo.id} className="widget__list-item">
                  <span>{todo.task}</span>
                  {todo.dueDate ? (
                    <span className="widget__muted">{t('widgets.todos.due', { date: formatDate(todo.dueDate) })}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </WidgetFrame>
  );
}
