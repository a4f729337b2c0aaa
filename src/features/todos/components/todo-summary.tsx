import { Alert, Progress, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { daysLeft } from '../../../lib/countdown.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import type { TodoProgress } from '../../../lib/todos/todo-figures.ts';

/** Days left until the wedding (or an offer to set the date) and how much of the list is done. */
export function TodoSummary({ weddingDate, progress }: { weddingDate: string | null; progress: TodoProgress }) {
  const { done, total, percent } = progress;
  const { t } = useTranslation('todos');
  const { token } = theme.useToken();
  const left = daysLeft(weddingDate, new Date());
  return (
    <div className="todo-page__summary">
      {left.kind === 'noDate' ? (
        <Alert
          type="info"
          showIcon
          message={t('page.noDate')}
          action={<Link to={ROUTE_PATHS.settings}>{t('page.setDate')}</Link>}
          data-testid="todo-no-date"
        />
      ) : (
        <p className="todo-page__days-left" data-testid="todo-days-left">
          {left.kind === 'days'
            ? t('page.daysLeft', { count: left.days })
            : left.kind === 'tomorrow'
              ? t('page.weddingTomorrow')
              : left.kind === 'today'
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
