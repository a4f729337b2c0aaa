import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { budgetFigureRows, budgetPayments } from '../../../lib/budget/budget-figures.ts';
import { ROUTE_PATHS } from '../../../lib/routing/route-paths.ts';
import { useBudgetItems } from '../api/budget-items.ts';
import { useBudgetSummary } from '../api/budget-summary.ts';
import { Figure } from './figure.tsx';
import { WidgetFrame, type WidgetAccess } from './widget-frame.tsx';

/**
 * The budget's figures as the budget page names them (GET /budget/summary), the next payment due
 * and the overdue ones in red (the items' `due`, as the budget page counts them).
 */
export function BudgetWidget({ access }: { access: WidgetAccess }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const enabled = access !== 'locked';
  const items = useBudgetItems(enabled);
  const summary = useBudgetSummary(enabled);
  const ready = items.data !== undefined && summary.data !== undefined;
  const figures = ready ? { summary: summary.data!, ...budgetPayments(items.data!) } : null;
  const status = items.status === 'rejected' || summary.status === 'rejected' ? 'rejected' : items.status;

  return (
    <WidgetFrame
      testId="budget-widget"
      title={t('widgets.budget.title')}
      to={ROUTE_PATHS.budget}
      addLabel={t('widgets.budget.add')}
      access={access}
      status={status}
      ready={ready}
      onReload={() => {
        items.reload();
        summary.reload();
      }}
    >
      {figures && items.data!.length === 0 && figures.summary.value === 0 ? (
        <p className="widget__empty">{t('widgets.budget.empty')}</p>
      ) : null}
      {figures && (items.data!.length > 0 || figures.summary.value > 0) ? (
        <>
          <dl className="widget__figures widget__figures--rows">
            {budgetFigureRows(figures.summary, { withTotal: true }).map((row) => (
              <Figure
                key={row.key}
                label={t(`common:budgetFigures.${row.key}`)}
                value={formatRoubles(row.value)}
                testId={`budget-${row.key}`}
                tone={row.tone === 'bad' ? 'danger' : undefined}
              />
            ))}
          </dl>
          <h3 className="widget__subheading">{t('widgets.budget.nextPayment')}</h3>
          {figures.nextPayment ? (
            <p className="widget__caption" data-testid="next-payment">
              {t('widgets.budget.nextPaymentText', {
                name: figures.nextPayment.name,
                amount: formatRoubles(figures.nextPayment.amount),
                date: formatDate(figures.nextPayment.dueDate),
              })}
            </p>
          ) : (
            <p className="widget__muted">{t('widgets.budget.noPayments')}</p>
          )}
          {figures.overdue.length > 0 ? (
            <div className="widget__overdue" data-testid="overdue-payments">
              <h3 className="widget__subheading widget__subheading--danger">{t('widgets.budget.overdueHeading')}</h3>
              <ul className="widget__list">
                {figures.overdue.map((payment) => (
                  <li key={payment.id} className="widget__list-item widget__list-item--danger">
                    {t('widgets.budget.overdueText', {
                      name: payment.name,
                      amount: formatRoubles(payment.amount),
                      date: formatDate(payment.dueDate),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </WidgetFrame>
  );
}
