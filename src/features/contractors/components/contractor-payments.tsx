import { Button, DatePicker, Form, InputNumber, List, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CONTRACTOR_PAYMENT_KINDS,
  ContractorPaymentRequest,
  type Contractor,
  type ContractorPaymentKind,
} from '../../../contract/contractors.ts';
import { formatRoubles } from '../../../contract/money.ts';
import { formatDate } from '../../../lib/format.ts';
import { limitRules, requiredDateRule, requiredNumberRule, wholeKopecksRule } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useAddPayment, useMarkPaymentPaid } from '../api/contractors.ts';

interface PaymentValues {
  amount: number | null;
  dueDate: Dayjs | null;
  kind: ContractorPaymentKind;
}

/**
 * The contractor's payments: budget items naming it (the budget page shows the same rows). A new
 * one takes an amount and a due date; marking one paid writes the budget item's `paid`.
 */
export function ContractorPayments({ contractor }: { contractor: Contractor }) {
  const { t } = useTranslation('contractors');
  const [form] = Form.useForm<PaymentValues>();
  const add = useAddPayment();
  const markPaid = useMarkPaymentPaid();

  const submit = async (values: PaymentValues) => {
    try {
      await add.trigger({
        id: contractor.id,
        body: { amount: values.amount ?? 0, dueDate: values.dueDate!.format('YYYY-MM-DD'), kind: values.kind },
      });
      form.resetFields();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <section className="contractor-section" aria-labelledby={`payments-${contractor.id}`}>
      <h3 id={`payments-${contractor.id}`} className="contractor-section__title">
        {t('payments.title')}
      </h3>
      <p className="contractor-section__hint">
        {t('payments.sums', { paid: formatRoubles(contractor.paidTotal), due: formatRoubles(contractor.dueTotal) })}
      </p>
      <List
        size="small"
        locale={{ emptyText: t('payments.empty') }}
        dataSource={contractor.payments}
        renderItem={(payment) => {
          const rest = payment.amount - payment.paid;
          return (
            <List.Item
              actions={
                rest > 0
                  ? [
                      <Button
                        key="paid"
                        size="small"
                        loading={markPaid.isMutating}
                        aria-label={t('payments.markPaidFor', { name: payment.name })}
                        onClick={() =>
                          void markPaid.trigger({ id: payment.id, amount: payment.amount }).catch(() => undefined)
                        }
                      >
                        {t('payments.markPaid')}
                      </Button>,
                    ]
                  : []
              }
            >
              <div className="contractor-payment">
                <span className="contractor-payment__name">{payment.name}</span>
                <span>
                  {formatRoubles(payment.amount)}
                  {payment.dueDate && <> · {t('payments.dueOn', { date: formatDate(payment.dueDate) })}</>}
                </span>
                <span>
                  {rest <= 0 && <Tag color="success">{t('payments.paidInFull')}</Tag>}
                  {payment.due === 'overdue' && <Tag color="error">{t('payments.overdue')}</Tag>}
                  {payment.due === 'soon' && <Tag color="warning">{t('payments.soon')}</Tag>}
                </span>
              </div>
            </List.Item>
          );
        }}
      />
      <Form<PaymentValues>
        form={form}
        layout="vertical"
        className="contractor-payment-form"
        initialValues={{ kind: 'deposit', amount: null, dueDate: null }}
        onFinish={(values) => void submit(values)}
        noValidate
      >
        <Form.Item name="kind" label={t('payments.kind')}>
          <Select<ContractorPaymentKind>
            options={CONTRACTOR_PAYMENT_KINDS.map((kind) => ({ value: kind, label: t(`payments.kinds.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('payments.amount')}
          rules={[requiredNumberRule(), ...limitRules(ContractorPaymentRequest.properties.amount), wholeKopecksRule()]}
          validateFirst
        >
          <InputNumber<number> className="contractor-form__number" />
        </Form.Item>
        <Form.Item name="dueDate" label={t('payments.dueDate')} rules={[requiredDateRule()]}>
          <DatePicker
            format="DD.MM.YYYY"
            placeholder={t('payments.datePlaceholder')}
            className="contractor-form__date"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isMutating}>
          {t('payments.add')}
        </Button>
      </Form>
    </section>
  );
}
