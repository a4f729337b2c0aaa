import { Alert, Progress, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import type { TodoProgress } from '../../../lib/todos/todo-figures.ts';
import { daysUntil } from './days-left.ts';

/** Days left until the wedding (or an offer to set the date) and how much of the list is done. */
export function TodoSummary({ weddingDate, progress }: { weddingDate: string | null; progress: TodoProgress }) {
  const { done, total, percent } = progress;
  const { t } = useTranslation('todos');
  const { token } = theme.useToken();
  const days = weddingDate ? daysUntil(weddingDate) : null;
  return (
    <div className="todo-page__summary">
      {days === null ? (
        <Alert
          type="info"
          showIcon
          message={t('page.noDate')}
          action={<Link to={ROUTE_PATHS.settings}>{t('page.setDate')}</Link>}
          data-testid="todo-no-date"
        />
      ) : (
        <p className="todo-page__days-left" data-testid="todo-days-left">
          {days > 0
            ? t('page.daysLeft', { count: days })
            : days === 0
              ? t('page.weddingToday')
              : t('page.weddingPassed')}
        </p>
      )}
      <div className="todo-page__progress">
        <span data-testid="todo-progress-text">{t('page.progress', { done, total })}</span>
        <Progress percent={percent} strokeColor={token.colorPrimary} aria-label={t('page.progress', { done, total })} />
      </div>
    </div>
  );
}
