import EditOutlined from '@ant-design/icons/EditOutlined';
import { Alert, Button, Card, Form, InputNumber, Space } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BudgetSummaryRequest, type BudgetItem, type BudgetSummary } from '../../../contract/budget.ts';
import {
  budgetFigureRows,
  dueCounts,
  type BudgetFigureKey,
  type BudgetFigureTone,
} from '../../../lib/budget/budget-figures.ts';
import { limitRules, requiredNumberRule, wholeKopecksRule } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { useSetBudgetTotal } from '../api/set-budget-total.ts';

/** The editable total budget, what is planned, paid and left, and the warnings worth seeing first. */
export const TotalBudget = memo(function TotalBudget({
  summary,
  items,
}: {
  summary: BudgetSummary;
  items: readonly BudgetItem[];
}) {
  const { t } = useTranslation(['budget', 'common']);
  const [editing, setEditing] = useState(false);
  const { trigger: setTotal, isMutating } = useSetBudgetTotal();
  const [form] = Form.useForm<{ value: number }>();
  const over = summary.free !== null && summary.free < 0;
  const { overdue, soon } = dueCounts(items);

  const save = async ({ value }: { value: number }) => {
    try {
      await setTotal(value);
      setEditing(false);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Card className="budget-total">
      <div className="budget-total__head">
        <span className="budget-total__label">{t('total.label')}</span>
        {editing ? (
          <Form
            form={form}
            layout="inline"
            initialValues={{ value: summary.value }}
            onFinish={(values) => void save(values)}
            className="budget-total__form"
          >
            <Form.Item
              name="value"
              rules={[requiredNumberRule(), ...limitRules(BudgetSummaryRequest.properties.value), wholeKopecksRule()]}
              validateFirst
            >
              <InputNumber<number>
                aria-label={t('total.label')}
                step={1000}
                autoFocus
                className="budget-total__input"
              />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={isMutating}>
                {t('total.save')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('total.cancel')}</Button>
            </Space>
          </Form>
        ) : (
          <span className="budget-total__value">
            {summary.value > 0 ? formatRoubles(summary.value) : t('total.notSet')}
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('total.edit')}
              title={t('total.edit')}
              onClick={() => {
                form.setFieldsValue({ value: summary.value });
                setEditing(true);
              }}
            />
          </span>
        )}
      </div>
      <dl className="budget-figures">
        {budgetFigureRows(summary).map((row) => (
          <Figure
            key={row.key}
            figure={row.key}
            label={t(`common:budgetFigures.${row.key}`)}
            value={row.value}
            tone={row.tone}
          />
        ))}
      </dl>
      {summary.gifts > 0 ? <p className="budget-total__hint">{t('total.netHint')}</p> : null}
      <div className="budget-total__alerts">
        {over && (
          <Alert type="error" showIcon title={t('marks.overBudget', { amount: formatRoubles(-(summary.free ?? 0)) })} />
        )}
        {overdue > 0 && <Alert type="error" showIcon title={t('marks.overdueCount', { count: overdue })} />}
        {soon > 0 && <Alert type="warning" showIcon title={t('marks.soonCount', { count: soon })} />}
      </div>
    </Card>
  );
});

function Figure({
  figure,
  label,
  value,
  tone,
}: {
  figure: BudgetFigureKey;
  label: string;
  value: number;
  tone?: BudgetFigureTone;
}) {
  return (
    <div className={`budget-figures__item${tone ? ` budget-figures__item--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={`budget-${figure}`}>{formatRoubles(value)}</dd>
    </div>
  );
}
