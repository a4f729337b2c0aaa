import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, QRCode, Spin } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-screens/load-failed.tsx';
import { moneyProblem, moneyQrText } from '../../../contract/gift-rules.ts';
import { GIFT_LINK_PATTERN, GiftMoneyRequest, type GiftMoney } from '../../../contract/gifts.ts';
import { fieldRules } from '../../../lib/forms/rules.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useGiftMoney, useSaveGiftMoney } from '../api/money.ts';

const linkPattern = new RegExp(GIFT_LINK_PATTERN);
/** The preview's code, as large as the site draws it on a phone. */
const QR_SIZE = 168;

/**
 * The money block of the wedding's site (issue 41, item 3): the couple's own transfer link (an SBP
 * link of their bank) and/or details, with the QR code guests will scan. The product holds no money
 * and the panel says so.
 */
export function MoneyPanel() {
  const money = useGiftMoney();
  if (money.status === 'rejected') return <LoadFailed onRetry={() => money.reload()} />;
  if (!money.data) return <Spin />;
  return <MoneyForm saved={money.data} />;
}

function MoneyForm({ saved }: { saved: GiftMoney }) {
  const { t } = useTranslation('gifts');
  const [form] = Form.useForm<GiftMoney>();
  const save = useSaveGiftMoney();
  const previewId = useId();
  const link = Form.useWatch('link', form) ?? saved.link;
  const details = Form.useWatch('details', form) ?? saved.details;
  const typed = { link: link.trim(), details: details.trim() };
  const linkOk = linkPattern.test(typed.link) && !moneyProblem(typed);
  const qrText = moneyQrText({ link: linkOk ? typed.link : '', details: typed.details });

  const submit = async (values: GiftMoney) => {
    try {
      await save.trigger({ link: values.link ?? '', details: values.details ?? '' });
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <div className="gift-money">
      <Alert className="gift-money__note" type="info" showIcon message={t('money.noMoneyHeld')} />
      <div className="gift-money__body">
        <Form<GiftMoney>
          form={form}
          name="gift-money"
          layout="vertical"
          className="gift-money__form"
          initialValues={saved}
          onFinish={(values) => void submit(values)}
        >
          <p className="gift-money__intro">{t('money.intro')}</p>
          <Form.Item
            name="link"
            label={t('money.link')}
            extra={t('money.linkHint')}
            rules={[
              ...fieldRules(GiftMoneyRequest, 'link', { required: false }),
              { pattern: linkPattern, transform: (value: string) => value?.trim(), message: t('wishlist.linkInvalid') },
              {
                validator: async (_rule, value: unknown) => {
                  const problem = moneyProblem({ link: typeof value === 'string' ? value : '', details: '' });
                  if (problem) throw new Error(t('errors.moneyLinkInvalid'));
                },
              },
            ]}
            validateFirst
          >
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
          <Form.Item
            name="details"
            label={t('money.details')}
            extra={t('money.detailsHint')}
            rules={fieldRules(GiftMoneyRequest, 'details', { required: false })}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={t('money.detailsPlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isMutating}>
            {t('money.save')}
          </Button>
        </Form>
        <section className="gift-money__preview" aria-labelledby={previewId}>
          <h2 className="gift-money__heading" id={previewId}>
            {t('money.preview')}
          </h2>
          {qrText ? (
            <>
              <QRCode
                type="svg"
                value={qrText}
                size={QR_SIZE}
                bordered={false}
                className="gift-money__qr"
                aria-label={t('money.qr')}
              />
              <p className="gift-money__scan">{typed.link && linkOk ? t('money.scanLink') : t('money.scanDetails')}</p>
              {typed.link && linkOk && (
                <a className="gift-money__link" href={typed.link} target="_blank" rel="noopener noreferrer">
                  {typed.link}
                </a>
              )}
              {typed.details && <p className="gift-money__details">{typed.details}</p>}
            </>
          ) : (
            <p className="gift-money__empty">{t('money.empty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
